/// A form file, read and checked: one screen of an app, a navigation bar over a table of
/// rows, each row a UIKit control (docs/FORMS.md). Everything here is valid: the parser
/// refuses a file before it becomes a document.
public struct FormDocument: Equatable, Sendable {
    public enum Style: String, Sendable, CaseIterable { case insetGrouped, grouped, plain }

    public var id: String
    public var title: String
    public var style: Style = .insetGrouped
    public var cancel: String?
    public var done: String?
    /// Locale → (English text in the file → translation).
    public var localizations: [String: [String: String]] = [:]
    public var sections: [FormSection] = []
    /// Things worth knowing that did not stop the load.
    public var warnings: [String] = []

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    public var rows: [FormRow] { sections.flatMap(\.rows) }

    /// Whether anything submits the form: a submit button row or a `done` bar button.
    public var hasSubmit: Bool { done != nil || rows.contains { $0.kind == .button && $0.role == .submit } }
}

public struct FormSection: Equatable, Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [FormRow] = []
    /// A radio group (Settings' PSRadioGroupSpecifier): the section's options as
    /// checkmark rows `<id>-option-<n>`, one checked; it comes after `rows`.
    public var radio: FormRadio?

    public init(header: String? = nil, footer: String? = nil, rows: [FormRow] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// The options of a radio group section, its id and the chosen one.
public struct FormRadio: Equatable, Sendable, Encodable {
    public var id: String
    public var options: [String]
    public var value: String?

    public init(id: String, options: [String], value: String?) {
        self.id = id
        self.options = options
        self.value = value
    }
}
