import SimCore

/// One row kind of the form format, all of it in one value (docs/ADDING-A-CONTROL.md):
/// the keys it takes and their schema, how the reader makes its control from them and
/// the normalized form writes them back, the cell it makes and fills, the value it holds
/// as text, and what a tap, a submit and a condition make of it. Each kind's value is in
/// its own file under Kinds/; `RowKinds` lists them.
///
/// A value of closures rather than a protocol: kinds that share a part (the options of a
/// picker, choice, segmented control and menu; a stepper's and slider's range) build it
/// from one function, the registry is a plain list, and each kind writes its closures
/// against its own typed control (`init(_:schema:control:…)`) while the registry holds
/// them all as one type. A final class of constants, so that the table's asking a row
/// for its kind hands over one reference, not a copy of every closure.
final class RowKind: Sendable {
    typealias Container = KeyedEncodingContainer<FormDocument.Key>

    /// How a required row counts as filled in at submit (F9).
    enum Filled: Sendable {
        /// When its value shows any text (a text, date, picker, choice or value row).
        case whenShowingText
        /// When its value is `on` (a required switch is terms to accept).
        case whenOn
        /// Always: a control that always holds a value, or a row with none to give.
        case always
    }

    let kind: FormRow.Kind
    /// Which typed value the row holds in the form's state (FormState).
    let holds: FormValue.Kind
    /// The JSON Schema of the keys this kind takes besides the common ones: an object
    /// with `properties` in the order docs/form.schema.json writes them, and `required`
    /// or `not` where the kind has them (RowKinds+schema.swift).
    let schema: String
    /// The keys this kind takes besides its kind key and the common ones, from `schema`.
    let keys: Set<String>
    let read: @Sendable (FormReader, _ id: String, _ fields: [String: FormNode]) throws(FormError) -> FormControl
    let encode: @Sendable (FormControl, inout Container) throws -> Void
    /// A cell built for the row, showing the table's saved value where it has one.
    let makeCell: @Sendable (inout FormRowBuilder, FormRow, _ label: String, _ saved: String?) -> FormCell
    /// Which reused cells can show the row; nil: its cell is built for it alone.
    let reuseIdentifier: @Sendable (FormRow, _ label: String) -> String?
    /// Fills a made or reused cell for the row and shows the form's value in it: the one
    /// way a cell comes to show the state, whether it was just made, reused for another
    /// row, or the state changed under it (a restore, a choice made elsewhere).
    let configure: @Sendable (FormScene, FormCell, _ label: String, IndexPath) -> Void
    /// The row's value as the file gives it, as text; nil where it has none.
    let fileValue: @Sendable (FormControl, FormStrings) -> String?
    /// A saved value's text as the row takes it back, nil where it cannot take it.
    let restore: @Sendable (FormControl, _ saved: String, FormStrings) -> String?
    /// Whether the row's value is saved with the screen's state.
    let savesValue: Bool
    /// Whether an empty text the person set is the row's value rather than none.
    let keepsEmptyValue: Bool
    let filled: Filled
    /// A tap on the row's cell.
    let select: @Sendable (FormScene, FormCell) -> Void
    /// The values a `visibleWhen` may test it for; nil: it cannot be tested.
    let conditionValues: @Sendable (FormControl) -> [String]?
    /// The row's value as a condition reads it, from its value now.
    let conditionValue: @Sendable (FormControl, _ current: String?, FormStrings) -> String?
    typealias Height = @Sendable (FormScene, FormRow, IndexPath) -> Double?
    /// The row's height in the table where the kind sets it (nil, or nil from it: the
    /// table's automatic height). Optional, not a closure answering nil: the table asks
    /// for every row it lays out, and keeps these for the rows it shows.
    let height: Height?

    /// A kind whose closures take its own control, `control(row.control)`; a row of
    /// another kind never reaches them (the table asks a row's own kind).
    init<Control>(
        _ kind: FormRow.Kind,
        schema: String,
        control: @escaping @Sendable (FormControl) -> Control?,
        holds: FormValue.Kind,
        read: @escaping @Sendable (FormReader, _ id: String, _ fields: [String: FormNode]) throws(FormError) -> FormControl,
        encode: @escaping @Sendable (Control, inout Container) throws -> Void,
        makeCell: @escaping @Sendable (inout FormRowBuilder, FormRow, Control, _ label: String, _ saved: String?) -> FormCell,
        reuseIdentifier: @escaping @Sendable (FormRow, _ label: String) -> String?,
        configure: @escaping @Sendable (FormScene, FormCell, Control, _ label: String, IndexPath) -> Void = { _, _, _, _, _ in },
        fileValue: @escaping @Sendable (Control, FormStrings) -> String?,
        restore: @escaping @Sendable (Control, _ saved: String, FormStrings) -> String?,
        savesValue: Bool = true,
        keepsEmptyValue: Bool = false,
        filled: Filled = .always,
        select: @escaping @Sendable (FormScene, FormCell, Control) -> Void = { _, _, _ in },
        conditionValues: @escaping @Sendable (Control) -> [String]? = { _ in nil },
        conditionValue: @escaping @Sendable (Control, _ current: String?, FormStrings) -> String? = { _, current, _ in current },
        height: (@Sendable (FormScene, FormRow, Control, IndexPath) -> Double?)? = nil
    ) {
        self.kind = kind
        self.holds = holds
        self.schema = schema
        keys = Self.propertyNames(schema)
        self.read = read
        self.encode = { c, container in if let value = control(c) { try encode(value, &container) } }
        self.makeCell = { builder, row, label, saved in
            guard let value = control(row.control) else { return FormCell(row: row, title: label, detail: View()) }
            return makeCell(&builder, row, value, label, saved)
        }
        self.reuseIdentifier = reuseIdentifier
        self.configure = { scene, cell, label, path in
            if let value = control(cell.row.control) { configure(scene, cell, value, label, path) }
        }
        self.fileValue = { c, strings in control(c).flatMap { fileValue($0, strings) } }
        self.restore = { c, saved, strings in control(c).flatMap { restore($0, saved, strings) } }
        self.savesValue = savesValue
        self.keepsEmptyValue = keepsEmptyValue
        self.filled = filled
        self.select = { scene, cell in if let value = control(cell.row.control) { select(scene, cell, value) } }
        self.conditionValues = { c in control(c).flatMap(conditionValues) }
        self.conditionValue = { c, current, strings in control(c).map { conditionValue($0, current, strings) } ?? current }
        if let height {
            self.height = { scene, row, path in control(row.control).flatMap { height(scene, row, $0, path) } }
        } else {
            self.height = nil
        }
    }

    /// Any cell of the row's kind shows it.
    static func reusedByKind(_ row: FormRow, label: String) -> String? { row.kind.rawValue }

    /// The property names of a schema fragment; none if it is not one (a test reads
    /// every kind's against docs/form.schema.json).
    static func propertyNames(_ schema: String) -> Set<String> {
        Set((RowKinds.object(schema)["properties"] as? [String: Any] ?? [:]).keys)
    }
}
