import Foundation

extension JSONValue {
    /// This value as JSON text to put inside a `<script type="application/json">` element
    /// of a report page; `empty` if it cannot be written.
    public func scriptText(empty: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? empty
        // In a script element "<!--", "<script" and "</script" change how the HTML parser
        // reads on (an escaped script swallows the rest of the page); JSON allows "<", ">"
        // and "&" only inside strings, where their escapes mean the same.
        return json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
