import SimCore

extension RowKind {
    /// `date: birthday`: a date, time or countdown. In the `inputView` style a label
    /// whose input view is the wheels (F1); the compact, inline and wheels styles show
    /// UIDatePicker's own views in the row (E1, FormRowBuilder+dateStyles.swift). Its
    /// value is YYYY-MM-DD, HH:MM or both; the cell is built for its row alone.
    static let date = RowKind(
        .date,
        schema: """
            {"properties": {
              "mode": {"enum": ["date", "time", "dateAndTime", "countDownTimer"]},
              "value": {"oneOf": [{"$ref": "#/$defs/dateText"}, {"type": "integer", "minimum": 60, "maximum": 86340, "multipleOf": 60, "description": "A countDownTimer's duration in seconds."}]},
              "minuteInterval": {"enum": [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30], "description": "The minute wheels' step (UIDatePicker.minuteInterval)."},
              "min": {"$ref": "#/$defs/dateText"},
              "max": {"$ref": "#/$defs/dateText"},
              "valueView": {"enum": ["label", "textField", "textFieldClearTint", "textView"], "description": "What shows the value and takes first responder (default label)."},
              "style": {"enum": ["inputView", "compact", "inline", "wheels"], "description": "How the date picker shows (UIDatePickerStyle): inputView (default) the label whose input view is the wheels; compact a button presenting a calendar; inline a calendar in the row; wheels the wheels in the row. A time's compact and inline styles show a time button presenting the time wheels; a countDownTimer takes inputView or wheels only."}
            }}
            """,
        control: { if case .date(let entry) = $0 { entry } else { nil } },
        holds: .date,
        read: { reader, _, f throws(FormError) in
            var entry = FormControl.DateEntry()
            if let n = f["mode"] { entry.mode = try reader.named(n, as: FormRow.DateMode.self) }
            if let n = f["valueView"] { entry.valueView = try reader.named(n, as: FormRow.ValueView.self) }
            if let n = f["style"] {
                entry.style = try reader.named(n, as: FormRow.DateStyle.self)
                // UIKit draws a countdown as wheels in every style (E1.T3).
                if entry.mode == .countDownTimer, entry.style == .compact || entry.style == .inline {
                    throw n.error("a countDownTimer shows wheels: style wheels or inputView, not \(entry.style.rawValue)")
                }
                if entry.style != .inputView, f["valueView"] != nil { throw n.error("valueView goes with style inputView only") }
            }
            if let n = f["minuteInterval"] {
                let interval = try n.integer(in: 1...30)
                guard 60 % interval == 0 else { throw n.error("expected a divisor of 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30), got \(interval)") }
                entry.minuteInterval = interval
            }
            for key in ["value", "min", "max"] {
                guard let n = f[key] else { continue }
                if entry.mode == .countDownTimer, key != "value" { throw n.error("a countDownTimer has no \(key) (UIKit ignores it)") }
                let text = try FormReader.dateText(n, mode: entry.mode)
                guard FormReader.isDate(text, mode: entry.mode) else { throw n.error("expected \(FormReader.dateFormat(entry.mode)), got \"\(text)\"") }
                switch key {
                case "value": entry.value = text
                case "min": entry.min = text
                default: entry.max = text
                }
            }
            if let min = entry.min, let max = entry.max, min > max, let n = f["max"] { throw n.error("is before min \(min)") }
            return .date(entry)
        },
        encode: { entry, c in
            typealias Key = FormDocument.Key
            try c.encode(entry.mode.rawValue, forKey: Key("mode"))
            try c.encodeIfPresent(entry.value, forKey: Key("value"))
            try c.encodeIfPresent(entry.min, forKey: Key("min"))
            try c.encodeIfPresent(entry.max, forKey: Key("max"))
            if entry.style != .inputView { try c.encode(entry.style.rawValue, forKey: Key("style")) }
            try c.encodeIfPresent(entry.minuteInterval, forKey: Key("minuteInterval"))
        },
        makeCell: { builder, row, entry, label, saved in
            entry.style != .inputView
                ? builder.styledDateCell(row, entry, label: label, saved: saved)
                : builder.dateCell(row, entry, label: label, saved: saved)
        },
        reuseIdentifier: { _, _ in nil },
        configure: { scene, cell, _, _, _ in
            if let saved = scene.state.changed[cell.row.id]?.text { showDate(saved, in: cell, scene.context.localization) }
        },
        fileValue: { entry, _ in
            // A compact, inline or wheels picker always shows a value: the one it starts on.
            if entry.style != .inputView { return FormRowBuilder.shownModel(entry).valueText }
            return entry.value.map { _ in FormRowBuilder.shownModel(entry).valueText }
        },
        restore: { entry, saved, _ in
            var model = FormRowBuilder.shownModel(entry)
            return model.setValue(text: saved) ? model.valueText : nil
        },
        filled: .whenShowingText,
        select: { _, cell, _ in cell.presenter?.begin() },
        height: { scene, _, entry, path in entry.style != .inputView ? scene.stackedHeight(at: path) : nil }
    )

    /// A date row's cell shows a value: its compact button, calendar or wheels, or the
    /// label its input view's picker fills.
    static func showDate(_ saved: String, in cell: FormCell, _ localization: Localization) {
        if let picker = cell.detailTextLabel as? CompactDatePicker {
            picker.setValue(text: saved)
            return
        }
        switch cell.reportingControl {
        case let calendar as CalendarView:
            if let date = SimpleDate(iso: saved) { calendar.setDate(date) }
        case let picker as DatePicker:
            picker.setValue(text: saved)
        default:
            guard let picker = cell.presenter?.picker as? DatePicker, let value = cell.presenter?.value,
                picker.setValue(text: saved)
            else { return }
            FormRowBuilder.show(FormRowBuilder.text(of: picker, localization), in: value)
        }
    }
}
