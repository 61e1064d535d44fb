/// The system status bar: the time and the battery, laid out around the device's cutout.
/// It belongs to the system, not the app, so it is not in the semantic tree.
public final class StatusBar: View {
    let time = Label(text: "9:41")
    let signal = SymbolView(symbol: "cellular")
    let wifi = SymbolView(symbol: "wifi")
    let battery = SymbolView(symbol: "battery")
    let device: DeviceProfile
    let localization: Localization

    public init(device: DeviceProfile, localization: Localization = .default) {
        self.device = device
        self.localization = localization
        super.init()
        isUserInteractionEnabled = false
        addSubview(time)
        addSubview(signal)
        addSubview(wifi)
        addSubview(battery)
    }

    public override func layoutSubviews() {
        let h = bounds.height
        let batterySize = Metrics.statusBarBatterySize
        let signalSize = Size(width: 18, height: 12)
        time.textAlignment = .center
        if let cutout = device.cutout {
            // Time centred in the left "ear", symbols centred in the right one, clear of
            // the cutout (a notch is wider than the Dynamic Island).
            let ear = (bounds.width - cutout.width) / 2
            let baseline = min(h, 54) / 2 + 2
            time.font = Font(size: 17, weight: 600)
            time.frame = Rect(x: 0, y: baseline - 11, width: ear, height: 22)
            let wifiWidth = 16.0
            let group = signalSize.width + 5 + wifiWidth + 5 + batterySize.width
            let startX = bounds.width - ear + (ear - group) / 2
            signal.frame = Rect(x: startX, y: baseline - signalSize.height / 2, width: signalSize.width, height: signalSize.height)
            wifi.frame = Rect(x: signal.frame.maxX + 5, y: baseline - 6, width: wifiWidth, height: 12)
            battery.frame = Rect(
                x: wifi.frame.maxX + 5, y: baseline - batterySize.height / 2, width: batterySize.width,
                height: batterySize.height)
        } else {
            let centred = device.idiom == .phone
            time.font = Font(size: 12, weight: 600)
            time.textAlignment = centred ? .center : .left
            // iPad shows the date after the time, in the session's locale and its digits.
            time.text = localization.localizingDigits(centred ? "9:41" : "9:41  \(localization.string("statusBar.date"))")
            time.frame = centred
                ? Rect(x: 0, y: 0, width: bounds.width, height: h)
                : Rect(x: 20, y: 0, width: 200, height: h)
            let right = bounds.width - (centred ? 6 : 20)
            battery.frame = Rect(
                x: right - batterySize.width, y: (h - 11) / 2, width: 24, height: 11)
            wifi.frame = Rect(x: battery.frame.minX - 5 - 15, y: (h - 11) / 2, width: 15, height: 11)
            signal.frame = Rect(x: wifi.frame.minX - 5 - 17, y: (h - 11) / 2, width: 17, height: 11)
        }
    }
}
