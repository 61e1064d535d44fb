import SimCore

/// An audit's combinations chosen by name, as the command line and the API give them.
extension Auditor {
    public struct ChoiceError: Error, CustomStringConvertible {
        public var description: String
    }

    /// nil for a list: all of that kind (one locale, en_US; portrait; the whole screen;
    /// normal contrast).
    public static func choosing(
        devices: [String]? = nil, appearances: [String]? = nil, contentSizes: [String]? = nil, locales: [String]? = nil,
        orientations: [String]? = nil, windows: [String]? = nil, contrasts: [String]? = nil
    ) throws(ChoiceError) -> Auditor {
        func pick<T>(_ names: [String]?, _ kind: String, _ read: (String) -> T?, all: [T], known: [String]) throws(ChoiceError) -> [T] {
            guard let names else { return all }
            guard !names.isEmpty else { throw ChoiceError(description: "\(kind): name at least one") }
            var out: [T] = []
            for name in names {
                guard let value = read(name) else {
                    throw ChoiceError(description: "\(kind): \"\(name)\" is not one; expected \(known.joined(separator: ", "))")
                }
                out.append(value)
            }
            return out
        }
        var auditor = Auditor()
        auditor.devices = try pick(devices, "devices", DeviceProfile.named, all: DeviceProfile.all, known: DeviceProfile.all.map(\.id))
        auditor.appearances = try pick(
            appearances, "appearances", UserInterfaceStyle.init(rawValue:), all: UserInterfaceStyle.allCases,
            known: UserInterfaceStyle.allCases.map(\.rawValue))
        auditor.contrasts = try pick(
            contrasts, "contrasts", AccessibilityContrast.init(rawValue:), all: [.normal],
            known: AccessibilityContrast.allCases.map(\.rawValue))
        auditor.contentSizes = try pick(
            contentSizes, "text sizes", ContentSizeCategory.init(rawValue:), all: ContentSizeCategory.allCases,
            known: ContentSizeCategory.allCases.map(\.rawValue))
        auditor.locales = try pick(
            locales, "locales", { Localization.supported.contains($0) ? $0 : nil }, all: ["en_US"], known: Localization.supported)
        auditor.orientations = try pick(
            orientations, "orientations", Orientation.init(rawValue:), all: [.portrait], known: Orientation.allCases.map(\.rawValue))
        auditor.windows = try pick(
            windows, "windows", WindowSize.init(name:), all: [.full], known: WindowSize.named.map(\.name))
        return auditor
    }

    /// How many screens' worth of combinations it opens a form in.
    public var combinations: Int {
        devices.map { device in orientations.filter(device.supports).map { windows(of: device, in: $0).count }.reduce(0, +) }
            .reduce(0, +) * appearances.count * contrasts.count * locales.count * contentSizes.count
    }
}
