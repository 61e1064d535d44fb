import Scenes
import SwiftSyntax

/// A draft made a document: ids, bindings, conditions, presentations, radio groups,
/// destinations.
extension FormAssembly {
    mutating func finish(id: String, _ draft: FormDraft, forms: Set<String>, extra: inout [FormDocument]) -> FormDocument? {
        var document = FormDocument(id: id, title: draft.title ?? id)
        document.style = draft.style
        document.cancel = draft.cancel
        document.done = draft.done
        document.warnings = draft.warnings
        // iOS's default in a NavigationStack is the large title; `.navigationBarTitleDisplayMode` says otherwise.
        document.largeTitle = draft.largeTitle ?? draft.inNavigationStack
        // Drawn as SwiftUI draws a Form (BEHAVIOR.md E7); with no NavigationStack around
        // it, no bar (a destination pushed from another form shows that form's).
        document.look = .swiftUI
        document.navigationBar = draft.inNavigationStack
        startProgram(draft, &document)
        programSheets(draft, formID: id, forms: forms, document: &document, extra: &extra)
        programPushes(draft, formID: id, forms: forms, document: &document, extra: &extra)
        // Ids: from bindings, labels or kinds; a repeated one gets -2, -3. Each stem
        // remembers the next number to try, so a thousand rows of one stem cost a
        // thousand look-ups, not half a million.
        var used: Set<String> = []
        var next: [String: Int] = [:]
        var sections = draft.sections
        for s in sections.indices {
            for r in sections[s].rows.indices {
                let base = Kebab.id(sections[s].rows[r].idSource)
                var candidate = base.isEmpty ? sections[s].rows[r].row.kind.rawValue.lowercased() : base
                let stem = candidate
                while used.contains(candidate) || candidate == "form" {
                    let n = next[stem, default: 2]
                    next[stem] = n + 1
                    candidate = "\(stem)-\(n)"
                }
                used.insert(candidate)
                sections[s].rows[r].row.id = candidate
            }
        }
        var bound: [String: FormDraft.Row] = [:]
        for row in sections.flatMap(\.rows) {
            if let binding = row.binding, bound[binding.joined(separator: ".")] == nil { bound[binding.joined(separator: ".")] = row }
        }
        for s in sections.indices {
            var rows: [FormDraft.Row] = []
            for var row in sections[s].rows {
                if let condition = row.condition {
                    switch resolve(condition, bound: bound, node: row.node, warnings: &document.warnings) {
                    case .constant(true), .unknown: break
                    case .constant(false): continue
                    case .condition(let c): row.row.visibleWhen = c
                    }
                }
                finishProgram(&row, document: &document)
                if !programAlert(for: row, document: &document), !programSheet(for: row, document: document) {
                    presentation(&row, draft: draft, forms: forms, document: &document)
                }
                // A value link opens what the form's `.navigationDestination(for:)` makes.
                if let link = row.valueLink, case .child(_, let sheet) = row.row.control, let destination = Self.valueDestination(link, in: draft) {
                    let view = link.caseName.flatMap { destination.cases[$0] } ?? destination.destination
                    row.row.control = .child(form: view.map(SwiftUIImporter.formID) ?? "", sheet: sheet)
                }
                if case .child(let target, let sheet) = row.row.control, !forms.contains(target) {
                    let screen = placeholderScreen(for: row, formID: id, existing: forms, extra: &extra)
                    row.row.control = .child(form: screen, sheet: sheet)
                }
                if case .child(let target, _) = row.row.control { opened.insert(target) }
                rows.append(row)
            }
            sections[s].rows = rows
        }
        document.sections = radioSections(sections, document: &document)
        // A keyboard toolbar's Done is the Done bar over the keyboard of every text row.
        if draft.keyboardNode != nil {
            for s in document.sections.indices {
                for r in document.sections[s].rows.indices {
                    guard case .text(var entry) = document.sections[s].rows[r].control, entry.accessory == nil else { continue }
                    entry.accessory = .done
                    document.sections[s].rows[r].control = .text(entry)
                }
            }
        }
        guard !document.rows.isEmpty || document.sections.contains(where: { $0.radio != nil }) else {
            document.warnings.append("\(place.fileName): \(id): the form has no rows FormSim can read: left out")
            return nil
        }
        return document
    }

    /// Rows of `.pickerStyle(.inline)` pickers become radio groups, each in a section of
    /// its own headed by the picker's label.
    private func radioSections(_ drafts: [FormDraft.Section], document: inout FormDocument) -> [FormSection] {
        var out: [FormSection] = []
        for draft in drafts {
            var current = FormSection(header: draft.header, footer: draft.footer)
            for row in draft.rows {
                guard row.isRadio, case .choice(let options) = row.row.control else {
                    current.rows.append(row.row)
                    continue
                }
                if !current.rows.isEmpty || current.header != nil { out.append(current) }
                var radio = FormSection(header: row.row.label)
                radio.radio = FormRadio(id: row.row.id, options: options.options, value: options.value)
                if row.row.visibleWhen != nil { document.warnings.append(place.warning(row.node, "an inline picker shows always: radio groups have no visibleWhen")) }
                out.append(radio)
                current = FormSection()
            }
            if !current.rows.isEmpty || (current.header != nil && out.last?.radio == nil) || current.footer != nil { out.append(current) }
        }
        return out.filter { !$0.rows.isEmpty || $0.radio != nil }
    }

    /// A button whose action sets the Bool a dialog, alert or sheet watches.
    private func presentation(_ row: inout FormDraft.Row, draft: FormDraft, forms: Set<String>, document: inout FormDocument) {
        guard let watched = row.presents, let presentation = draft.presentations[watched] else { return }
        switch presentation {
        case .dialog(let alert):
            row.row.control = PendingKinds.presentation(row.row.control, alert: alert)
        case .sheet(let destination, let sheet):
            let label = row.row.label ?? { if case .button(let title, _, _) = row.row.control { return title } else { return nil } }()
            row.row.control = PendingKinds.sheet(form: destination.map(Kebab.id) ?? "", sheet: sheet)
            row.row.label = label
        }
    }

    /// A screen for a link whose destination is no form of the file: its title, and a
    /// placeholder row naming what it shows.
    private func placeholderScreen(for row: FormDraft.Row, formID: String, existing: Set<String>, extra: inout [FormDocument]) -> String {
        let destination: String = { if case .child(let target, _) = row.row.control, !target.isEmpty { return target } else { return "destination" } }()
        return placeholderScreen(id: "\(formID)-\(row.row.id)", title: row.row.label ?? "Detail", destination: destination, node: row.node, extra: &extra)
    }

    func placeholderScreen(id: String, title: String, destination: String, node: Syntax, extra: inout [FormDocument]) -> String {
        var id = id
        if id.count > 64 { id = String(id.prefix(64)).trimmingSuffix("-") }
        guard !extra.contains(where: { $0.id == id }) else { return id }
        var screen = FormDocument(id: id, title: title)
        var placeholder = FormRow(id: "destination", control: .value(detail: nil))
        placeholder.label = SwiftUIFormReader.words(destination.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        placeholder.disabled = true
        screen.sections = [FormSection(rows: [placeholder])]
        screen.warnings = [place.warning(node, "the link's destination is not a form of this file: it opens an empty screen")]
        extra.append(screen)
        return id
    }
}
