import SimCore

extension FlowWriter {
    /// The action's key and value, as `FlowStepReader` reads them.
    static func action(_ action: FlowStep.Action) -> (key: String, value: FlowYAMLValue) {
        switch action {
        case .tap(let target): ("tap", self.target(target))
        case .longPress(let target): ("longPress", self.target(target))
        case .drag(let from, let to, let milliseconds):
            ("drag", .map([("from", self.target(from, pointAsPair: true)), ("to", self.target(to, pointAsPair: true)), ("ms", .number(milliseconds))]))
        case .pick(let target, let pick): ("pick", .map([("target", .text(target)), self.pick(pick)]))
        case .rotate(let orientation): ("rotate", .text(orientation.rawValue))
        case .settings(let change): ("settings", settings(change))
        case .type(let text): ("type", .text(text))
        case .key(let key, _): ("key", .text(key))
        case .wait(let milliseconds): ("wait", .number(milliseconds))
        case .scrollTo(let target): ("scrollTo", self.target(target))
        case .scrollUntilVisible(let target, let down, let maxScrolls):
            ("scrollUntilVisible", .map([("element", self.target(target)), ("direction", .text(down ? "down" : "up")), ("maxScrolls", .number(Double(maxScrolls)))]))
        case .hideKeyboard: ("hideKeyboard", .bool(true))
        case .tapOutside(let target): ("tapOutside", self.target(target))
        case .expect(let expectation): ("expect", self.expectation(expectation))
        case .relaunch: ("relaunch", .bool(true))
        case .clearState: ("clearState", .bool(true))
        case .expectCrash(let message): ("expectCrash", message.map { .map([("message", .text($0))]) } ?? .bool(true))
        case .repeatWhile(let expectation, let steps, let times):
            ("repeat", .map(
                [("while", self.expectation(expectation))] + (times.map { [("times", .number(Double($0)))] } ?? [])
                    + [("steps", .list(steps.map { .map(fields(of: $0)) }))]))
        }
    }

    /// An element id, what it shows (`{text: Book}`), or a point: `{x, y}` where a step
    /// names one point, `[x, y]` for a drag's ends.
    static func target(_ target: FlowStep.Target, pointAsPair: Bool = false) -> FlowYAMLValue {
        switch target {
        case .element(let id): .text(id)
        case .selector(let spec): .map(fields(of: spec))
        case .point(let point):
            pointAsPair ? .list([.number(point.x), .number(point.y)]) : .map([("x", .number(point.x)), ("y", .number(point.y))])
        }
    }

    static func pick(_ pick: FlowStep.Pick) -> (key: String, value: FlowYAMLValue) {
        switch pick {
        case .date(let date): ("date", .text(date))
        case .time(let time): ("time", .text(time))
        case .row(let row): ("row", .number(Double(row)))
        case .value(let value): ("value", .text(value))
        }
    }

    static func settings(_ change: SettingsChange) -> FlowYAMLValue {
        var pairs: [(key: String, value: FlowYAMLValue)] = []
        if let appearance = change.appearance { pairs.append(("appearance", .text(appearance.rawValue))) }
        if let contentSize = change.contentSize { pairs.append(("contentSize", .text(contentSize.rawValue))) }
        if let locale = change.locale { pairs.append(("locale", .text(locale))) }
        if let window = change.window { pairs.append(("window", self.window(window))) }
        if let hardwareKeyboard = change.hardwareKeyboard { pairs.append(("hardwareKeyboard", .bool(hardwareKeyboard))) }
        if let increaseContrast = change.increaseContrast { pairs.append(("increaseContrast", .bool(increaseContrast))) }
        return .map(pairs)
    }
}
