import Foundation
import Scenes
import Testing
import SimCore
@testable import Wire
import TestSupport

@Suite struct SessionConfigurationTests {
    func configuration(_ text: String) throws -> SimulatorConfiguration {
        try SimulatorConfiguration(json: try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)), scenes: .builtIn)
    }

    @Test func onlyDeviceAndSceneAreRequired() throws {
        let c = try configuration(#"{"device":"ipad-10","scene":"contacts"}"#)
        #expect(c.variant == "label")
        #expect(c.orientation == .portrait)
        #expect(c.localization.identifier == "en_US")
        #expect(c.clock == .real)
    }

    @Test func unknownDeviceSceneVariantAndLocaleEachSayWhatIsWrong() {
        let cases = [
            (#"{"device":"nokia","scene":"contacts"}"#, "unknown_device"),
            (#"{"device":"ipad-10","scene":"tetris"}"#, "unknown_scene"),
            (#"{"device":"ipad-10","scene":"contacts","variant":"x"}"#, "unknown_variant"),
            (#"{"device":"ipad-10","scene":"contacts","locale":"xx_XX"}"#, "unknown_locale"),
            (#"{"scene":"contacts"}"#, "missing_field"),
            (#"{"device":5,"scene":"contacts"}"#, "invalid_field"),
        ]
        for (body, code) in cases {
            #expect(throws: WireError.self) { try configuration(body) }
            do { _ = try configuration(body) } catch let e as WireError { #expect(e.code == code, "\(body)") } catch {}
        }
    }

    @Test func allEightDeviceProfilesOfPartCExist() {
        #expect(DeviceProfile.all.map(\.id) == [
            "iphone-se", "iphone-x", "iphone-15", "iphone-15-pro-max", "ipad-air-2", "ipad-10", "ipad-mini-6",
            "ipad-pro-12-9",
        ])
        #expect(DeviceProfile.named("iphone-x")?.safeAreaLandscape == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(DeviceProfile.named("ipad-mini-6")?.cornerRadius == 21.5)
    }
}
