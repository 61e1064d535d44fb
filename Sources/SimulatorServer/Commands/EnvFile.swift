import ArgumentParser
import Foundation

/// A `.env` file as `--env-file` reads it: `NAME=value` lines, blank lines and `#`
/// comments left out, a value in matching single or double quotes taken inside them.
enum EnvFile {
    static func read(path: String) throws -> [String: String] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ValidationError("--env-file \(path): cannot be read: \(error.localizedDescription)")
        }
        return try parse(text, path: path)
    }

    static func parse(_ text: String, path: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let body = line.hasPrefix("export ") ? String(line.dropFirst(7)) : line
            guard let equals = body.firstIndex(of: "="),
                  case let name = body[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                throw ValidationError("--env-file \(path):\(number + 1): expected NAME=value")
            }
            var value = body[body.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            values[name] = value
        }
        return values
    }
}
