import Foundation
import Scenes
import SwiftParser
import SwiftSyntax

/// Opens a SwiftUI source file as forms (docs/FORMS.md, SwiftUI): parsed with
/// swift-syntax and read as a declaration — nothing is compiled or run. Each view whose
/// body holds a `Form` (or a `List` of `Section`s) becomes a form document, the same as
/// a form file gives, checked by the same reader; what is not understood becomes a
/// placeholder row or is ignored, with a warning `File.swift:line:column: …`.
public enum SwiftUIImporter {
    /// A form's id from its type's name: `ShippingForm` → `shipping-form`.
    public static func formID(_ typeName: String) -> String { Kebab.id(typeName) }

    /// Whether a file name is one this importer reads.
    public static func reads(_ path: String) -> Bool { (path as NSString).pathExtension.lowercased() == "swift" }

    public static func read(_ data: Data, file: String) throws(FormError) -> [FormDocument] {
        try read(files: [SwiftUISourceFile(name: file, data: data)])
    }

    /// The forms of a file, the one to open first first: a form no other form of the
    /// file opens, else the first.
    public static func read(_ text: String, file: String) throws(FormError) -> [FormDocument] {
        try read(files: [SwiftUISourceFile(name: file, text: text)])
    }
}

/// Ids in kebab case: `firstName` → `first-name`, `URLField` → `url-field`,
/// "Delete account" → `delete-account`.
enum Kebab {
    static func id(_ text: String) -> String {
        var out = ""
        let chars = Array(text)
        for (i, ch) in chars.enumerated() {
            if ch.isASCII, ch.isLetter || ch.isNumber {
                if ch.isUppercase, i > 0 {
                    let prev = chars[i - 1], next = i + 1 < chars.count ? chars[i + 1] : " "
                    if prev.isLowercase || prev.isNumber || (prev.isUppercase && next.isLowercase) { out += "-" }
                }
                out += ch.lowercased()
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        var id = out.split(separator: "-").joined(separator: "-")
        if id.count > 60 { id = String(id.prefix(60)).trimmingSuffix("-") }
        return id
    }
}
