import SimCore

/// The article's own class (seed 000), by its name: the inspector and the responder
/// chain show `BirthdayLabel`, as in the app the article builds.
final class BirthdayLabel: PickerValueLabel {}
