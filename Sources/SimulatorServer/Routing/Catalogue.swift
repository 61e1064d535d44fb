import Foundation
import SimCore

/// `GET /api/devices`, `GET /api/scenes` and `GET /api/locales`, built once.
struct Catalogue: Sendable {
    struct Device: Encodable, Sendable {
        var id: String
        var name: String
        var idiom: String
        var width: Double
        var height: Double
        var safeArea: SafeArea
        var cornerRadius: Double
        var cutout: String?
        /// The orientations the interface turns to (iPhone: all but upside down).
        var supportedOrientations: [String]

        struct SafeArea: Encodable, Sendable {
            var portrait: [Double]
            var landscape: [Double]
        }

        init(_ profile: DeviceProfile) {
            id = profile.id
            name = profile.name
            idiom = profile.idiom.rawValue
            width = profile.portraitSize.width
            height = profile.portraitSize.height
            safeArea = SafeArea(portrait: profile.safeAreaPortrait.array, landscape: profile.safeAreaLandscape.array)
            cornerRadius = profile.cornerRadius
            cutout = profile.cutout?.rawValue
            supportedOrientations = profile.supportedOrientations.map(\.rawValue)
        }

        enum CodingKeys: String, CodingKey {
            case id, name, idiom, width, height, safeArea, cornerRadius, cutout, supportedOrientations
        }

        /// `cutout` is always present, `null` when the screen has none.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encode(idiom, forKey: .idiom)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(safeArea, forKey: .safeArea)
            try c.encode(cornerRadius, forKey: .cornerRadius)
            try c.encode(cutout, forKey: .cutout)
            try c.encode(supportedOrientations, forKey: .supportedOrientations)
        }
    }

    struct Scene: Encodable, Sendable {
        var id: String
        var title: String
        var variants: [String]
        /// Each variant's name and what it shows, in the order of `variants`.
        var variantDetails: [VariantEntry]?
        /// "builtIn", or "file" for a form file.
        var source: String
        /// What to try first and what to look for (the page shows it on a first visit).
        var hint: String?
        /// A form's load warnings (rows shown read only…), if any.
        var warnings: [String]?
        /// A form file whose last save did not load: why (the last good form still runs).
        var error: FormErrorBody?
        /// A form's count of loads: it grows at each save that loads and each upload, so a
        /// page can tell a reload and show its warnings again.
        var revision: Int?
        /// True on a form the asking client uploaded (it may rename it).
        var uploaded: Bool?
        /// A folder form's file name (no folders): the forms of one SwiftUI file share it.
        var file: String?
    }

    struct VariantEntry: Encodable, Sendable {
        var id: String
        var name: String
        var description: String?
    }

    /// A locale sessions can use, named in its own language ("日本語 (日本)").
    struct LocaleEntry: Encodable, Sendable {
        var id: String
        var name: String

        init(_ identifier: String) {
            id = identifier
            let locale = Locale(identifier: identifier)
            name = locale.localizedString(forIdentifier: identifier) ?? identifier
        }
    }

    let devices: HTTPResponse
    let locales: HTTPResponse

    init(devices: [DeviceProfile] = DeviceProfile.all) {
        self.devices = .json(200, devices.map(Device.init))
        self.locales = .json(200, Localization.supported.map(LocaleEntry.init))
    }
}
