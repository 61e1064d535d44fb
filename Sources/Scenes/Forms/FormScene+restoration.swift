import SimCore

/// What a person entered survives a reload of the form file (docs/FORMS.md, Loading):
/// text by row id, dates as YYYY-MM-DD; rows whose ids are gone are dropped.
extension FormScene {
    func encodeValues(into coder: inout [String: String]) {
        for (row, field) in zip(textRows, textFields) where field.hasText {
            coder[row.id] = field.text
        }
        for (id, presenter) in presenters {
            guard let label = presenter.value as? Label, !(label.text ?? "").isEmpty,
                let picker = presenter.picker as? DatePicker
            else { continue }
            coder[id] = picker.date.iso
        }
    }

    func restoreValues(from coder: [String: String]) {
        for (row, field) in zip(textRows, textFields) {
            if let text = coder[row.id] { field.setText(text) }
        }
        for (id, presenter) in presenters {
            guard let iso = coder[id], let date = SimpleDate(iso: iso), let picker = presenter.picker as? DatePicker,
                let label = presenter.value as? Label
            else { continue }
            picker.setDate(date)
            label.text = context.localization.longDate(picker.date.foundationDate)
        }
    }
}
