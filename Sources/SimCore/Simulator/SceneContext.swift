/// What a scene is built with: the device, the variant and the locale.
public struct SceneContext: Sendable {
    public let device: DeviceProfile
    public let variant: String
    public let localization: Localization
}
