import SimCore

extension SimulatorConfiguration {
    /// Reads a `POST /api/sessions` body, with an error that names the field for anything wrong.
    public init(json: JSONValue, scenes: SceneRegistry) throws(WireError) {
        guard case .object(let o) = json else {
            throw WireError("invalid_body", "the body must be a JSON object with \"device\" and \"scene\"")
        }
        func text(_ name: String, required: Bool) throws(WireError) -> String? {
            switch o[name] {
            case nil, .null?:
                if required { throw WireError("missing_field", "\"\(name)\" is required") }
                return nil
            case .string(let s)?: return s
            default: throw WireError("invalid_field", "\"\(name)\" must be a string")
            }
        }
        let deviceID = try text("device", required: true) ?? ""
        guard let device = DeviceProfile.named(deviceID) else {
            let ids = DeviceProfile.all.map(\.id).joined(separator: ", ")
            throw WireError("unknown_device", "no device \"\(deviceID)\"; devices: \(ids)")
        }
        let sceneID = try text("scene", required: true) ?? ""
        guard let scene = scenes.scene(sceneID) else {
            let ids = scenes.ids.joined(separator: ", ")
            throw WireError("unknown_scene", "no scene \"\(sceneID)\"; scenes: \(ids)")
        }
        let variant = try text("variant", required: false)
        if let variant, !scene.variants.contains(variant) {
            throw WireError(
                "unknown_variant",
                "scene \"\(scene.id)\" has no variant \"\(variant)\"; variants: \(scene.variants.joined(separator: ", "))")
        }
        var orientation = Orientation.portrait
        if let name = try text("orientation", required: false) {
            guard let o = Orientation(rawValue: name) else {
                throw WireError("invalid_field", "\"orientation\" must be portrait, landscapeLeft, landscapeRight or portraitUpsideDown")
            }
            orientation = o
        }
        var localization = Localization.default
        if let name = try text("locale", required: false) {
            guard let l = Localization(identifier: name) else {
                throw WireError(InputError(.unknownLocale(name)))
            }
            localization = l
        }
        var clock = ClockKind.real
        if let name = try text("clock", required: false) {
            guard let c = ClockKind(rawValue: name) else {
                throw WireError("invalid_field", "\"clock\" must be \"real\" or \"manual\"")
            }
            clock = c
        }
        var appearance = UserInterfaceStyle.light
        if let name = try text("appearance", required: false) {
            guard let a = UserInterfaceStyle(rawValue: name) else {
                throw WireError("invalid_field", "\"appearance\" must be \"light\" or \"dark\"")
            }
            appearance = a
        }
        var contentSize = ContentSizeCategory.large
        if let name = try text("contentSize", required: false) {
            guard let c = ContentSizeCategory(rawValue: name) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw WireError("invalid_field", "\"contentSize\" must be one of \(names)")
            }
            contentSize = c
        }
        var window = WindowSize.full
        if let value = o["window"], value != .null {
            window = try WindowSize(json: value, field: "\"window\"")
            do throws(InputError) {
                try device.check(window, in: device.supports(orientation) ? orientation : .portrait)
            } catch {
                throw WireError(error)
            }
        }
        var hardwareKeyboard = false
        switch o["hardwareKeyboard"] {
        case nil, .null?: break
        case .bool(let on)?: hardwareKeyboard = on
        default: throw WireError("invalid_field", "\"hardwareKeyboard\" must be true or false")
        }
        var increaseContrast = false
        switch o["increaseContrast"] {
        case nil, .null?: break
        case .bool(let on)?: increaseContrast = on
        default: throw WireError("invalid_field", "\"increaseContrast\" must be true or false")
        }
        self.init(
            device: device, scene: scene, variant: variant, orientation: orientation, localization: localization,
            clock: clock, appearance: appearance, contentSize: contentSize, window: window, hardwareKeyboard: hardwareKeyboard,
            increaseContrast: increaseContrast)
    }
}
