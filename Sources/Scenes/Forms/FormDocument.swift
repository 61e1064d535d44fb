import SimCore
/// A form file, read and checked: one screen of an app, a navigation bar over a table of
/// rows, each row a UIKit control (docs/FORMS.md). Everything here is valid: the parser
/// refuses a file before it becomes a document.
public struct FormDocument: Equatable, Sendable {
    /// A table's style, or `stacked`: no table and no bar, a large title over fields in
    /// flat containers and filled buttons (the login form of docs/BEHAVIOR.md A2).
    /// Where UIKit's and SwiftUI's forms draw the same row differently.
    public enum Look: String, Sendable, CaseIterable {
        /// UIKit's table cells: a button row's title centred, a segmented row titled.
        case uikit
        /// SwiftUI's `Form`: a button's title leading, a segmented picker without its label.
        case swiftUI
    }

    public enum Style: String, Sendable, CaseIterable { case insetGrouped, grouped, plain, stacked }

    public var id: String
    public var title: String
    /// What the scene menu and `GET /api/scenes` call the form; nil: its title.
    public var name: String?
    public var style: Style = .insetGrouped
    /// The element id of the form's table (`table:`; default `form`).
    public var tableID = "form"
    /// The variants a session can ask for (`variants:`), the first the default; empty:
    /// the form has one look. Each names the rows it changes by id.
    public var variants: [String] = []
    /// Variant → row id → the row as that variant has it.
    public var variantRows: [String: [String: FormRow]] = [:]
    /// `variantDetails: {variant: {name, description}}`: what the page's menu says of each.
    public var variantDetails: [String: VariantDetail] = [:]
    /// `hint:` what to try first on the form and what to look for; the page shows it once.
    public var hint: String?
    /// The text rows' title column in points, for sections that set none (B5.8).
    public var labelWidth: Double?
    /// `largeTitle:` the bar's large title, collapsing as the table scrolls (E6.L1; UIKit's
    /// prefersLargeTitles). A stacked form has its own title and no bar.
    public var largeTitle = false
    /// `look:` whose drawing the form follows where UIKit's and SwiftUI's differ
    /// (BEHAVIOR.md, SwiftUI looks): a form read from a SwiftUI file is `swiftUI`.
    public var look: Look = .uikit
    /// `navigationBar: false`: the form stands alone, as a SwiftUI `Form` with no
    /// NavigationStack around it; no bar, no title, nothing pushed.
    public var navigationBar = true
    public var cancel: String?
    public var done: String?
    /// What a stacked form shows under its buttons once submitted; `{row-id}` stands for
    /// that row's text.
    public var submitted: String?
    /// Locale → (English text in the file → translation).
    public var localizations: [String: [String: String]] = [:]
    public var sections: [FormSection] = []
    /// The state, actions and alerts of a form read from SwiftUI (docs/FORMS.md, Programs).
    public var program = FormProgram()
    /// Things worth knowing that did not stop the load.
    public var warnings: [String] = []

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    public var rows: [FormRow] { sections.flatMap(\.rows) }

    /// The form as `variant` shows it: its rows replaced by the variant's.
    public func applying(variant: String) -> FormDocument {
        guard let replacements = variantRows[variant], !replacements.isEmpty else { return self }
        var copy = self
        for s in copy.sections.indices {
            for r in copy.sections[s].rows.indices {
                if let row = replacements[copy.sections[s].rows[r].id] { copy.sections[s].rows[r] = row }
            }
        }
        return copy
    }

    /// Whether anything submits the form: a submit button row or a `done` bar button.
    public var hasSubmit: Bool { done != nil || rows.contains { if case .button(_, .submit, _) = $0.control { true } else { false } } }
}

public struct FormSection: Equatable, Sendable {
    /// The section's element id (`id:`); nil: `section-<index>`.
    public var id: String?
    public var header: String?
    public var footer: String?
    /// The title column of this section's text rows, in points (B5.8).
    public var labelWidth: Double?
    public var rows: [FormRow] = []
    /// A radio group (Settings' PSRadioGroupSpecifier): the section's options as
    /// checkmark rows `<id>-option-<n>`, one checked; it comes after `rows`.
    public var radio: FormRadio?
    /// `order`: per locale (or language), some of the rows in the order that locale
    /// shows them; they trade places among the slots they hold (Contacts in Japanese
    /// puts 姓, the last name, before 名).
    public var localeOrder: [String: [String]] = [:]

    public init(header: String? = nil, footer: String? = nil, rows: [FormRow] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

extension FormSection {
    /// The rows in the order `locale` shows them: its own entry of `order`, else its
    /// language's (`ja` for `ja_JP`), else as written.
    public func rows(for locale: String) -> [FormRow] {
        let language = String(locale.prefix { $0 != "_" && $0 != "-" })
        guard let order = localeOrder[locale] ?? localeOrder[language], !order.isEmpty else { return rows }
        let slots = rows.indices.filter { order.contains(rows[$0].id) }
        var out = rows
        for (slot, id) in zip(slots, order) {
            if let row = rows.first(where: { $0.id == id }) { out[slot] = row }
        }
        return out
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

extension FormDocument {
    /// The table's style for `style:` (a stacked form has no table; its value is unused).
    var tableStyle: TableView.Style { TableView.Style(rawValue: style.rawValue) ?? .insetGrouped }
}
