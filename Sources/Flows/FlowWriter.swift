import SimCore

/// Writes a flow as a flow file (docs/FLOWS.md) that `FlowParser` reads back to the same
/// flow: the header (name, scene, variant, the start orientation and the settings that are
/// not the defaults), then `steps:`, a step a line with its `on` under it. The page's
/// recorder asks for its recording through `POST /api/flows/yaml`, so a flow is written
/// by this one writer.
public enum FlowWriter {
    public static func yaml(_ flow: Flow) -> String {
        var lines = ["name: \(FlowYAMLValue.scalar(flow.name))", "scene: \(FlowYAMLValue.scalar(flow.scene))"]
        if let variant = flow.variant { lines.append("variant: \(FlowYAMLValue.scalar(variant))") }
        lines.append("orientation: \(flow.orientation.rawValue)")
        if let locale = flow.locale { lines.append("locale: \(FlowYAMLValue.scalar(locale))") }
        if flow.appearance != .light { lines.append("appearance: \(flow.appearance.rawValue)") }
        if flow.increaseContrast { lines.append("increaseContrast: true") }
        if flow.contentSize != .large { lines.append("contentSize: \(FlowYAMLValue.scalar(flow.contentSize.rawValue))") }
        if flow.window != .full { lines.append("window: \(window(flow.window).inline)") }
        if let devices = flow.devices { lines.append("devices: \(FlowYAMLValue.list(devices.map(FlowYAMLValue.text)).inline)") }
        if !flow.tags.isEmpty { lines.append("tags: \(FlowYAMLValue.list(flow.tags.map(FlowYAMLValue.text)).inline)") }
        lines.append("steps:")
        for step in flow.steps {
            for (index, pair) in fields(of: step).enumerated() {
                lines.append("  \(index == 0 ? "-" : " ") \(pair.key): \(pair.value.inline)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A step's keys in order: its action, then `on` and `optional`. A `repeat` takes no
    /// `on` beside it, so one for some devices is written in a `when` block.
    static func fields(of step: FlowStep) -> [(key: String, value: FlowYAMLValue)] {
        if case .repeatWhile = step.action, let on = step.on {
            return [("when", .map([("on", .text(name(of: on)))])), ("steps", .list([.map([action(step.action)])]))]
        }
        var pairs = [action(step.action)]
        if let on = step.on { pairs.append(("on", .text(name(of: on)))) }
        if step.isOptional { pairs.append(("optional", .bool(true))) }
        return pairs
    }

    static func name(of filter: DeviceFilter) -> String {
        switch filter {
        case .idiom(let idiom): idiom == .pad ? "pad" : "phone"
        case .device(let id): id
        }
    }

    /// `oneThird`, or `{width, height}` for a Stage Manager window.
    static func window(_ window: WindowSize) -> FlowYAMLValue {
        guard case .custom(let size) = window else { return .text(window.name) }
        return .map([("width", .number(size.width)), ("height", .number(size.height))])
    }
}
