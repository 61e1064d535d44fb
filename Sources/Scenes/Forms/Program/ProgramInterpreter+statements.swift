/// Statements: each one run counts against the event's budget.
extension ProgramInterpreter {
    mutating func execute(_ statements: [ProgramStatement]) throws(Stop) {
        for statement in statements { try execute(statement) }
    }

    private mutating func execute(_ statement: ProgramStatement) throws(Stop) {
        statementsRun += 1
        guard statementsRun <= Self.statementBudget else {
            throw .failed("stopped after \(Self.statementBudget) statements\(statement.at.map { " at \($0)" } ?? ""): a loop or a recursion that does not end")
        }
        if let at = statement.at {
            if ran.count == 64 { ran.removeFirst() }
            ran.append(at)
        }
        switch statement.kind {
        case .assign(let name, let op, let expression):
            var new = try value(of: expression)
            if let op {
                let operation = String(op.dropLast())
                new = try binary(operation, lookup(name), new)
            }
            try store(name, new, at: statement.at)
        case .toggle(let name):
            guard case .bool(let value) = lookup(name) else { return skip("\(name).toggle()", at: statement.at) }
            try store(name, .bool(!value), at: statement.at)
        case .append(let name, let expression):
            var list = try self.list(name, statement)
            list.append(try value(of: expression))
            try store(name, .list(list), at: statement.at)
        case .insert(let name, let expression, let index):
            var list = try self.list(name, statement)
            let i = try self.index(index, below: list.count + 1, statement)
            list.insert(try value(of: expression), at: i)
            try store(name, .list(list), at: statement.at)
        case .remove(let name, let index):
            var list = try self.list(name, statement)
            list.remove(at: try self.index(index, below: list.count, statement))
            try store(name, .list(list), at: statement.at)
        case .removeAll(let name):
            _ = try list(name, statement)
            try store(name, .list([]), at: statement.at)
        case .removeLast(let name), .removeFirst(let name):
            var list = try self.list(name, statement)
            guard !list.isEmpty else { throw crash("can't remove an element from an empty collection", statement) }
            if case .removeLast = statement.kind { list.removeLast() } else { list.removeFirst() }
            try store(name, .list(list), at: statement.at)
        case .define(let name, let expression):
            let new = try value(of: expression)
            locals[locals.count - 1][name] = new
        case .if(let condition, let then, let otherwise):
            try execute(try value(of: condition).isTrue ? then : otherwise)
        case .guard(let condition, let otherwise):
            if try !value(of: condition).isTrue {
                try execute(otherwise)
                throw .returned
            }
        case .for(let name, let collection, let body):
            guard case .list(let items) = try value(of: collection) else { return skip("for \(name) in …", at: statement.at) }
            for item in items {
                locals[locals.count - 1][name] = item
                try execute(body)
            }
        case .while(let condition, let body):
            while try value(of: condition).isTrue { try execute(body) }
        case .call(let name):
            guard let body = program.methods[name] else { return skip("\(name)()", at: statement.at) }
            guard depth < Self.maxDepth else { throw .failed("stopped: \(name)() calls itself more than \(Self.maxDepth) deep") }
            depth += 1
            locals.append([:])
            defer {
                locals.removeLast()
                depth -= 1
            }
            do throws(Stop) { try execute(body) } catch {
                if case .failed = error { throw error }
            }
        case .dismiss:
            dismissed = true
        case .return:
            throw .returned
        case .skip(let text):
            skip(text, at: statement.at)
        }
    }

    mutating func skip(_ text: String, at: String?) {
        if skipped.count < 64 { skipped.append((text, at)) }
    }

    /// Writes a state property or a local; a value is kept to the declared type's number
    /// kind (a Double stays a Double when an Int is added), and to the size limits.
    private mutating func store(_ name: String, _ value: ProgramValue, at: String?) throws(Stop) {
        var value = value
        let size = Self.size(of: value)
        guard size <= Self.maxLength else {
            throw .failed("stopped\(at.map { " at \($0)" } ?? ""): \(name) grew past \(Self.maxLength) characters or elements")
        }
        // A store copies the value, as Swift's copy-on-write does once it is shared: a
        // loop that grows a long text is charged for each copy.
        evaluations += size / 64
        guard evaluations <= evaluationLimit else { throw .failed("stopped\(at.map { " at \($0)" } ?? ""): the event copied too much") }
        for level in locals.indices.reversed() where locals[level][name] != nil {
            locals[level][name] = value
            return
        }
        guard let type = types[name] else { return skip("\(name) = …", at: at) }
        memo = [:]
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        if case .int(let n) = value, base == "Double" || base == "CGFloat" || base == "Float" { value = .double(Double(n)) }
        values[name] = value
    }

    /// Characters and elements, nested ones counted.
    static func size(of value: ProgramValue) -> Int {
        switch value {
        case .string(let text): text.utf8.count
        case .list(let items): items.reduce(items.count) { $0 + size(of: $1) }
        default: 1
        }
    }

    private func list(_ name: String, _ statement: ProgramStatement) throws(Stop) -> [ProgramValue] {
        guard case .list(let items) = lookup(name) else { throw .failed("\(name) is not a list FormSim holds\(statement.at.map { " (\($0))" } ?? "")") }
        return items
    }

    /// An index from 0 up to `end` (not included); out of range, the event stops where
    /// Swift traps.
    private mutating func index(_ expression: ProgramExpression, below end: Int, _ statement: ProgramStatement) throws(Stop) -> Int {
        guard case .int(let i) = try value(of: expression) else { throw crash("the index is not an Int", statement) }
        guard i >= 0, i < end else { throw crash("index \(i) out of range", statement) }
        return i
    }

    private func crash(_ what: String, _ statement: ProgramStatement) -> Stop {
        .failed("\(what)\(statement.at.map { " at \($0)" } ?? ""): the app would crash here (Fatal error)")
    }
}
