import Foundation
import Testing
@testable import Scenes

/// A Settings plist is checked for its shape before Foundation decodes it: the decoder
/// recurses through references, so a plist that holds itself never came back.
@Suite struct PropertyListShapeTests {
    /// A binary plist of the given objects (each its encoded bytes), references of one
    /// byte and offsets of two, the top object first.
    func binary(_ objects: [[UInt8]], top: Int = 0) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, top, tableStart] { bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        return Data(bytes)
    }

    func refusal(_ data: Data) -> String? {
        do {
            _ = try SettingsBundle.parse(plist: data, file: "Root.plist")
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a binary plist whose only array holds itself is refused, not decoded")
    func arrayHoldingItself() {
        let data = binary([[0xA1, 0x00]])
        #expect(data.count == 44)
        #expect(refusal(data)?.contains("contains itself") == true)
    }

    @Test("a cycle through a dictionary's value is refused")
    func cycleThroughDictionary() {
        // 0: {"a": [0]} — key 1 ("a"), value 2 (an array holding object 0).
        let data = binary([[0xD1, 0x01, 0x02], [0x51, UInt8(ascii: "a")], [0xA1, 0x00]])
        #expect(refusal(data)?.contains("contains itself") == true)
    }

    @Test("arrays shared level by level that would expand past 100,000 values are refused")
    func sharedExpansion() {
        // Object i is [i+1, i+1]: 24 levels stand for 2^24 values in 24 objects.
        var objects: [[UInt8]] = (0..<24).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x09])
        #expect(refusal(binary(objects))?.contains("more than 100000 values") == true)
    }

    @Test("a reference past the object table is refused as broken")
    func referenceOutOfTable() {
        #expect(refusal(binary([[0xA1, 0x07]]))?.contains("broken") == true)
    }

    @Test("an XML plist nested 65 arrays deep is refused; a Settings pane's nesting is not")
    func xmlDepth() {
        let deep = "<plist version=\"1.0\">" + String(repeating: "<array>", count: 65) + String(repeating: "</array>", count: 65) + "</plist>"
        #expect(PropertyListShape.problem(in: Data(deep.utf8))?.contains("deeper than 64") == true)
        let pane = "<plist><dict><key>PreferenceSpecifiers</key><array><dict><key>Titles</key><array/></dict></array></dict></plist>"
        #expect(PropertyListShape.problem(in: Data(pane.utf8)) == nil)
    }

    @Test("a binary plist written by Foundation, shared strings and all, passes the check and loads")
    func foundationPlistPasses() throws {
        let specifier: [String: String] = ["Type": "PSToggleSwitchSpecifier", "Key": "wifi", "Title": "Wi-Fi"]
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(["PreferenceSpecifiers": [specifier, specifier.merging(["Key": "bluetooth"]) { $1 }]])
        #expect(PropertyListShape.problem(in: data) == nil)
        let document = try SettingsBundle.parse(plist: data, file: "Root.plist")
        #expect(document.rows.map(\.id) == ["wifi", "bluetooth"])
    }

    @Test("a Settings slider with an infinite bound is refused naming the key")
    func infiniteSliderBound() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        struct Slider: Encodable {
            enum CodingKeys: String, CodingKey { case type = "Type", key = "Key", minimum = "MinimumValue", maximum = "MaximumValue" }
            let type = "PSSliderSpecifier", key = "volume", minimum = 0.0, maximum = Double.infinity
        }
        struct Pane: Encodable {
            enum CodingKeys: String, CodingKey { case specifiers = "PreferenceSpecifiers" }
            let specifiers = [Slider()]
        }
        let data = try encoder.encode(Pane())
        #expect(throws: FormError.self) { try SettingsBundle.parse(plist: data, file: "Root.plist") }
        do throws(FormError) {
            _ = try SettingsBundle.parse(plist: data, file: "Root.plist")
        } catch {
            #expect(error.path == "PreferenceSpecifiers[0].MaximumValue")
        }
    }
}
