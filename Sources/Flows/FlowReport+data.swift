import SimCore
import Wire

/// The render trees the report's pictures are drawn from, compact: a report of 8 flows on
/// 8 devices holds some 700 trees of about 100 nodes, nearly all of them the same from one
/// step to the next and much the same from one device to another. So each node's
/// properties but its frame are stored once for the whole report (`props`), each node as
/// that entry and its frame once (`nodes`: `[props, x, y, width, height]`), and each step
/// as what changed from the step before on that device (`{"set": {id: node}, "remove":
/// [id]}`), the first from an empty tree; a step that changed nothing is the index of the
/// step whose tree it kept, a step with no tree `null`. `report.js` puts each tree back
/// together as the render snapshot it was (`{"nodes": {id: props}}`) and draws it with
/// the page's own code. What a tree holds is not changed: every node and property is
/// there, numbers as they were.
extension FlowReport {
    /// Interns values: each distinct one gets the next index.
    struct Table {
        var values: [JSONValue] = []
        var index: [JSONValue: Int] = [:]

        mutating func intern(_ value: JSONValue) -> Int {
            if let known = index[value] { return known }
            values.append(value)
            index[value] = values.count - 1
            return values.count - 1
        }
    }

    static func data(_ results: [FlowResult]) -> String {
        var props = Table()
        var nodes = Table()
        /// A render node as its entry in `nodes`.
        func node(_ value: JSONValue) -> Int {
            guard case .object(var members) = value else { return nodes.intern(.array([.number(Double(props.intern(value)))])) }
            let frame = members.removeValue(forKey: "frame")
            var entry: [JSONValue] = [.number(Double(props.intern(.object(members))))]
            if case .array(let numbers)? = frame { entry += numbers } else if let frame { entry.append(frame) }
            return nodes.intern(.array(entry))
        }
        let flows: [JSONValue] = results.map { result in
            .object([
                "name": .string(result.flow.name),
                "devices": .array(result.devices.map { run in
                    var device: [String: JSONValue] = ["id": .string(run.device.id), "steps": .array(steps(run, node: node))]
                    // Steps that differ from a snapshot: the elements to frame.
                    var changed: [String: JSONValue] = [:]
                    for (index, step) in run.steps.enumerated() where !step.changed.isEmpty {
                        changed[String(index)] = .array(step.changed.map(JSONValue.string))
                    }
                    if !changed.isEmpty { device["changed"] = .object(changed) }
                    return .object(device)
                }),
            ])
        }
        let data: JSONValue = .object(["props": .array(props.values), "nodes": .array(nodes.values), "flows": .array(flows)])
        return data.scriptText(empty: "{\"props\":[],\"nodes\":[],\"flows\":[]}")
    }

    /// One device's steps, each what changed from the tree before it (`node` gives a
    /// render node's entry).
    static func steps(_ run: FlowDeviceResult, node: (JSONValue) -> Int) -> [JSONValue] {
        var previous: (index: Int, render: JSONValue, nodes: [String: Int])?
        var out: [JSONValue] = []
        for (index, step) in run.steps.enumerated() {
            guard let render = step.render else { out.append(.null); continue }
            if let previous, previous.render == render {
                out.append(.number(Double(previous.index)))
                continue
            }
            var current: [String: Int] = [:]
            if case .object(let snapshot) = render, case .object(let members)? = snapshot["nodes"] {
                for (id, value) in members { current[id] = node(value) }
            }
            let before = previous?.nodes ?? [:]
            let set = current.filter { before[$0.key] != $0.value }.mapValues { JSONValue.number(Double($0)) }
            let removed = before.keys.filter { current[$0] == nil }.sorted().map(JSONValue.string)
            var change: [String: JSONValue] = ["set": .object(set)]
            if !removed.isEmpty { change["remove"] = .array(removed) }
            out.append(.object(change))
            previous = (index, render, current)
        }
        return out
    }
}
