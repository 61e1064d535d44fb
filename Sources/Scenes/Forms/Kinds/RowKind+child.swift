import SimCore

extension RowKind {
    /// `child: privacy`: a cell with a disclosure indicator whose tap opens another form
    /// of the directory, pushed or presented as a sheet (E4). Its value is not saved.
    static let child = RowKind(
        .child,
        schema: """
            {"properties": {
              "form": {"$ref": "#/$defs/id"},
              "presentation": {"enum": ["push", "sheet", "formSheet", "fullScreen"], "description": "push (default), or the modal style the child form is presented with."},
              "detents": {"type": "array", "items": {"enum": ["medium", "large"]}, "minItems": 1, "maxItems": 2, "uniqueItems": true, "description": "iPhone sheet heights: [large] (default), [medium] or [medium, large]; with presentation sheet or formSheet."},
              "grabber": {"type": "boolean", "description": "The grabber at an iPhone sheet's top; with presentation sheet or formSheet."}
            }, "required": ["form"]}
            """,
        control: { if case .child(let form, let sheet) = $0 { (form: form, sheet: sheet) } else { nil } },
        holds: .text,
        read: { reader, id, f throws(FormError) in
            guard let n = f["form"] else {
                throw FormError(file: reader.file, path: "", message: "a child row \"\(id)\" needs form: the id of the form it opens")
            }
            return .child(form: try n.string(), sheet: try reader.sheet(f))
        },
        encode: { child, c in
            typealias Key = FormDocument.Key
            try c.encode(child.form, forKey: Key("form"))
            if let sheet = child.sheet {
                try c.encode(sheet.style.rawValue, forKey: Key("presentation"))
                if sheet.style != .fullScreen { try c.encode(sheet.detents.map(\.rawValue), forKey: Key("detents")) }
                if sheet.grabber { try c.encode(true, forKey: Key("grabber")) }
            }
        },
        makeCell: { _, row, _, label, _ in
            let cell = FormCell(row: row, title: label, detail: View())
            cell.accessoryType = .disclosureIndicator
            return cell
        },
        reuseIdentifier: reusedByKind,
        configure: { _, cell, _, _, _ in cell.accessoryType = .disclosureIndicator },
        fileValue: { _, _ in nil },
        restore: { _, _, _ in nil },
        savesValue: false,
        select: { scene, cell, child in scene.openChild(child.form, sheet: child.sheet, row: cell.row) }
    )
}
