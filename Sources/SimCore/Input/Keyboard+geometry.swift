extension Keyboard {
    /// Where a keyboard's parts go on a device in an orientation (B11.1–B11.4): the bar at
    /// the top of its height, the keys at their own height on iPhone, the strip under
    /// them, and the side insets of an iPhone in landscape.
    struct Geometry: Equatable {
        /// The predictive bar's (iPhone) or the shortcut bar's (iPad) height when shown.
        var barHeight: Double
        /// An iPhone letter key's height and the gap between rows; nil where the rows
        /// share the key area evenly (number pads, iPad).
        var keyHeight: Double?
        var rowGap: Double
        /// Left and right of the keys: the safe area of an iPhone in landscape, where the
        /// globe and dictation glyphs go (B11.4).
        var sideInset: Double
        /// Under the keys, above the bottom safe area: a Face ID iPhone's globe and
        /// dictation strip in portrait.
        var stripHeight: Double

        init(device: DeviceProfile, orientation: Orientation) {
            let landscape = orientation.isLandscape
            let faceID = device.safeAreaPortrait.bottom > 0
            guard device.idiom == .phone else {
                self.init(barHeight: Metrics.shortcutBarHeight, keyHeight: nil, rowGap: 11, sideInset: 0, stripHeight: 0)
                return
            }
            let wide = device.portraitSize.width >= 414
            self.init(
                barHeight: landscape
                    ? Metrics.predictiveBarHeightLandscape
                    : faceID ? Metrics.predictiveBarHeightFaceID : Metrics.predictiveBarHeight,
                keyHeight: landscape
                    ? Metrics.keyHeightPhoneLandscape : wide ? Metrics.keyHeightPhoneWide : Metrics.keyHeightPhone,
                rowGap: landscape
                    ? Metrics.keyRowGapPhoneLandscape : wide ? Metrics.keyRowGapPhoneWide : Metrics.keyRowGapPhone,
                sideInset: landscape ? device.safeArea(in: orientation).left : 0,
                stripHeight: !landscape && faceID ? Metrics.keyboardStripHeight : 0)
        }

        init(barHeight: Double, keyHeight: Double?, rowGap: Double, sideInset: Double, stripHeight: Double) {
            self.barHeight = barHeight
            self.keyHeight = keyHeight
            self.rowGap = rowGap
            self.sideInset = sideInset
            self.stripHeight = stripHeight
        }
    }

    /// The keys' part of the bounds: under the bar, above the strip, inside the side insets.
    func keyArea(_ geometry: Geometry) -> Rect {
        let top = showsBar ? geometry.barHeight : 0
        return Rect(
            x: geometry.sideInset, y: top, width: max(0, bounds.width - 2 * geometry.sideInset),
            height: max(0, bounds.height - top - geometry.stripHeight))
    }

    /// The first row's top, the distance from a row to the next, and a key's height.
    func rowMetrics(_ geometry: Geometry) -> (firstY: Double, pitch: Double, keyHeight: Double) {
        let area = keyArea(geometry)
        let count = Double(max(1, slots.count))
        if let fixed = geometry.keyHeight, !(idiom == .phone && keyboardType.isPad) {
            // iPhone letters: keys at their own height, the rows centred in the key area.
            let firstY = area.minY + max(0, (area.height - count * fixed - (count - 1) * geometry.rowGap) / 2)
            return (firstY, fixed + geometry.rowGap, fixed)
        }
        // Number pads and iPad: the rows share the key area, 6 pt above the first.
        let pitch = (area.height - 8) / count
        return (area.minY + 6, pitch, pitch - (idiom == .phone ? 7 : 11))
    }

    /// The middle of the bottom row, in the keyboard's bounds.
    func bottomRowMidY(_ geometry: Geometry) -> Double {
        let (firstY, pitch, keyHeight) = rowMetrics(geometry)
        return firstY + Double(max(0, slots.count - 1)) * pitch + keyHeight / 2
    }

    /// Lays the bar and the key rows out in the keyboard's bounds.
    func layoutRows(_ geometry: Geometry) {
        let top = showsBar ? geometry.barHeight : 0
        let bar: View = idiom == .pad ? shortcutBar : predictiveBar
        predictiveBar.isHidden = bar !== predictiveBar || !showsBar
        shortcutBar.isHidden = bar !== shortcutBar || !showsBar
        bar.frame = Rect(x: geometry.sideInset, y: 0, width: bounds.width - 2 * geometry.sideInset, height: top)
        let area = keyArea(geometry)
        let (firstY, pitch, keyHeight) = rowMetrics(geometry)
        for (row, rowSlots) in slots.enumerated() {
            let units = rowSlots.reduce(0) { $0 + $1.width }
            let unit = (area.width - 6) / max(units, 10)
            var x = area.minX + (area.width - units * unit) / 2
            for (width, key) in rowSlots {
                key?.frame = Rect(x: x + 3, y: firstY + Double(row) * pitch, width: width * unit - 6, height: keyHeight)
                x += width * unit
            }
        }
    }
}
