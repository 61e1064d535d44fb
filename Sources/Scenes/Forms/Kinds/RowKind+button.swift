import SimCore

extension RowKind {
    /// `button: save`: a button cell in the tint colour (`role: destructive` red); a tap
    /// submits the form (`role: submit`, F9) or presents its action sheet or alert (E3),
    /// whose chosen action's title the cell then shows. Its value is not saved.
    static let button = RowKind(
        .button,
        schema: """
            {"properties": {
              "title": {"type": "string"},
              "role": {"enum": ["submit", "destructive", "default"]},
              "actionSheet": {"type": "object", "properties": {"title": {"type": "string"}, "message": {"type": "string"}, "actions": {"type": "array", "items": {"$ref": "#/$defs/alertAction"}, "minItems": 1, "maxItems": 10, "description": "At most one action has style cancel."}, "anchor": {"enum": ["row", "none"], "description": "Where the iPad popover points: the row (default), or nowhere, which crashes the app on an iPad (NSGenericException)."}}, "required": ["actions"], "additionalProperties": false, "description": "A tap presents this action sheet: at the bottom on an iPhone, a popover at the row on an iPad; the chosen action's title becomes the row's value."},
              "alert": {"type": "object", "properties": {"title": {"type": "string"}, "message": {"type": "string"}, "actions": {"type": "array", "items": {"$ref": "#/$defs/alertAction"}, "minItems": 1, "maxItems": 10, "description": "At most one action has style cancel."}}, "required": ["actions"], "additionalProperties": false, "description": "A tap presents this alert, centred on every device; the chosen action's title becomes the row's value."}
            }, "not": {"required": ["actionSheet", "alert"]}}
            """,
        control: { if case .button(let title, let role, let alert) = $0 { (title: title, role: role, alert: alert) } else { nil } },
        holds: .option,
        read: { reader, _, f throws(FormError) in
            let role = try f["role"].map { n throws(FormError) in try reader.named(n, as: FormRow.ButtonRole.self) }
            if f["actionSheet"] != nil, f["alert"] != nil, let n = f["alert"] {
                throw n.error("a button presents an actionSheet or an alert, not both")
            }
            var alert: FormAlert?
            if let n = f["actionSheet"] { alert = try reader.alert(n, style: .actionSheet) }
            if let n = f["alert"] { alert = try reader.alert(n, style: .alert) }
            return .button(title: try f["title"]?.string(), role: role ?? .default, alert: alert)
        },
        encode: { button, c in
            try c.encodeIfPresent(button.title, forKey: FormDocument.Key("title"))
            try c.encode(button.role.rawValue, forKey: FormDocument.Key("role"))
            if let alert = button.alert { try c.encode(alert, forKey: FormDocument.Key(alert.style.rawValue)) }
        },
        makeCell: { builder, row, button, _, _ in
            FormButtonCell(
                row: row, title: builder.strings.text(button.title ?? row.label ?? row.id), role: button.role, look: builder.document.look)
        },
        reuseIdentifier: reusedByKind,
        configure: { scene, cell, button, _, _ in
            guard let cell = cell as? FormButtonCell else { return }
            cell.configure(title: scene.strings.text(button.title ?? cell.row.label ?? cell.row.id), role: button.role)
            cell.chosenAction = scene.state.changed[cell.row.id]?.text
        },
        fileValue: { _, _ in nil },
        restore: { _, _, _ in nil },
        savesValue: false,
        select: { scene, cell, button in
            // A SwiftUI button's action runs first: it may set the state an alert shows.
            if !cell.row.program.action.isEmpty { scene.send(.tap(cell.row.id)) }
            if let alert = button.alert {
                scene.presentAlert(alert, for: cell)
            } else if button.role == .submit {
                scene.submit()
            }
        }
    )
}
