/// A view that can fill the input panel: it says how tall it is on a device.
public protocol InputViewContent: View {
    /// The panel's height for this content, the bottom safe area included (B3.3).
    func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double
    /// The panel's background behind this content.
    var panelBackground: Color { get }
}
