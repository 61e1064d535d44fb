import Foundation
import SimCore

extension SettingsBundle {
    static func read(_ specifiers: [Any], into document: inout FormDocument, file: String) throws(FormError) {
        var section = FormSection()
        var ids = Set<String>()
        func flush() {
            if !section.rows.isEmpty || section.header != nil { document.sections.append(section) }
            section = FormSection()
        }
        for (index, item) in specifiers.enumerated() {
            let path = "PreferenceSpecifiers[\(index)]"
            guard let spec = item as? [String: Any], let type = spec["Type"] as? String else {
                throw FormError(file: file, path: path, message: "expected a dictionary with a Type")
            }
            if let idioms = spec["SupportedUserInterfaceIdioms"] as? [String], idioms.isEmpty { continue }
            let idioms = (spec["SupportedUserInterfaceIdioms"] as? [String])?.map { $0.lowercased() }
            let title = spec["Title"] as? String
            let key = spec["Key"] as? String
            func row(_ control: FormControl) throws(FormError) -> FormRow {
                guard let key = key ?? (control.kind == .child ? (spec["File"] as? String) : nil) else {
                    throw FormError(file: file, path: "\(path).Key", message: "a \(type) needs a Key")
                }
                var row = FormRow(id: rowID(key), control: control)
                guard ids.insert(row.id).inserted else {
                    throw FormError(file: file, path: "\(path).Key", message: "the key \"\(key)\" is used twice")
                }
                row.label = title
                row.idioms = idioms
                return row
            }
            let defaultText = (spec["DefaultValue"]).map { "\($0)" }
            switch type {
            case "PSGroupSpecifier", "PSRadioGroupSpecifier":
                flush()
                section.header = title
                section.footer = spec["FooterText"] as? String
                if type == "PSRadioGroupSpecifier" {
                    let titles = spec["Titles"] as? [String] ?? []
                    let values = (spec["Values"] as? [Any] ?? []).map { "\($0)" }
                    guard let key, titles.count == values.count, !titles.isEmpty else {
                        throw FormError(file: file, path: path, message: "a radio group needs a Key and as many Titles as Values")
                    }
                    let id = rowID(key)
                    guard ids.insert(id).inserted else {
                        throw FormError(file: file, path: "\(path).Key", message: "the key \"\(key)\" is used twice")
                    }
                    section.radio = FormRadio(
                        id: id, options: titles, value: values.firstIndex(of: defaultText ?? "").map { titles[$0] })
                }
            case "PSTextFieldSpecifier":
                var entry = FormControl.TextEntry()
                entry.value = defaultText
                entry.secure = spec["IsSecure"] as? Bool ?? false
                entry.keyboard = switch spec["KeyboardType"] as? String {
                case "EmailAddress": .email
                case "URL": .url
                case "NumberPad": .number
                case "NumbersAndPunctuation": .numbersAndPunctuation
                default: .default
                }
                entry.autocapitalization = switch spec["AutocapitalizationType"] as? String {
                case "None": AutocapitalizationType.none
                case "Words": .words
                case "AllCharacters": .allCharacters
                case "Sentences": .sentences
                default: nil
                }
                section.rows.append(try row(.text(entry)))
            case "PSToggleSwitchSpecifier":
                section.rows.append(try row(.switch(isOn: spec["DefaultValue"] as? Bool ?? false)))
            case "PSSliderSpecifier":
                let min = (spec["MinimumValue"] as? NSNumber)?.doubleValue ?? 0
                let max = (spec["MaximumValue"] as? NSNumber)?.doubleValue ?? 1
                let given = (spec["DefaultValue"] as? NSNumber)?.doubleValue ?? min
                // The Settings app shows a default outside the range at the nearer end.
                let value = given.isFinite ? Swift.min(Swift.max(given, min), max) : given
                if let (key, message) = FormReader.numberProblem(min: min, max: max, step: nil, value: value) {
                    let name = ["min": "MinimumValue", "max": "MaximumValue", "value": "DefaultValue"][key] ?? key
                    throw FormError(file: file, path: "\(path).\(name)", message: message.replacingOccurrences(of: "max must be greater than min", with: "MaximumValue must be greater than MinimumValue"))
                }
                section.rows.append(try row(.slider(FormControl.NumberRange(min: min, max: max, value: value))))
            case "PSMultiValueSpecifier", "PSTitleValueSpecifier":
                let titles = spec["Titles"] as? [String] ?? []
                let values = (spec["Values"] as? [Any] ?? []).map { "\($0)" }
                let shown = values.firstIndex(of: defaultText ?? "").flatMap { titles.indices.contains($0) ? titles[$0] : nil }
                if type == "PSMultiValueSpecifier" {
                    guard !titles.isEmpty, titles.count == values.count else {
                        throw FormError(file: file, path: path, message: "a multi-value needs as many Titles as Values")
                    }
                    section.rows.append(try row(.choice(FormControl.Options(options: titles, value: shown ?? titles[0]))))
                } else {
                    section.rows.append(try row(.value(detail: shown ?? defaultText)))
                }
            case "PSChildPaneSpecifier":
                guard let pane = spec["File"] as? String else {
                    throw FormError(file: file, path: "\(path).File", message: "a child pane needs a File")
                }
                section.rows.append(try row(.child(form: rowID(pane))))
            default:
                document.warnings.append("\(path): \(type) is not shown")
            }
        }
        flush()
    }
}
