extension Simulator {
    /// Makes the scene's root view controller for the current configuration, restoring
    /// what a person entered (`restorableState()` of the app before), and points the
    /// system's own strings at the locale.
    func launchScene(restoring state: [String: String]) {
        let context = SceneContext(
            device: configuration.device, variant: configuration.variant, localization: configuration.localization)
        window.rootViewController = configuration.scene.make(context)
        if !state.isEmpty { window.rootViewController?.decodeRestorableState(with: state) }
        let localization = configuration.localization
        window.menuTitle = { localization.string("menu.\($0.rawValue)") }
    }

    /// Makes the view with this element id first responder again in a rebuilt app (a
    /// form file reloaded), when the new scene shows it: its input view is up in the first
    /// render, with no slide. SimCore's own: UIKit's state restoration leaves the first
    /// responder to the app. A responder whose row is now off screen, or gone, is let go.
    func restoreFirstResponder(_ id: String) {
        layoutIfNeeded()
        guard let view = view(withElementID: id), view.isDescendant(of: window) else { return }
        view.becomeFirstResponder()
    }

    /// Hands the traits of the configuration's window in this orientation to the window,
    /// the input panel and the system's bars (these take the screen's: they span it).
    func applyTraits() {
        let traits = configuration.traits(in: orientation)
        window.propagateTraits(traits)
        var screenTraits = traits
        let classes = device.sizeClasses(window: device.screenSize(in: orientation), in: orientation)
        screenTraits.horizontalSizeClass = classes.horizontal
        for view in [inputPanel, statusBar, homeIndicator] as [View] { view.propagateTraits(screenTraits) }
        // Settings and the screen's size reach layouts that the traits alone do not say
        // (the window's size, the keyboard's kind): everything lays out again.
        setNeedsLayoutEverywhere()
    }

    /// A `settings` event (B10). The appearance, Increase Contrast and text size change in
    /// place, as iOS tells a running app (traitCollectionDidChange) and lays it out again;
    /// the first responder, scroll positions and values stay. A new language relaunches the app, as
    /// iOS does: the scene is made again in the new locale with what was entered restored,
    /// and nothing is first responder.
    func apply(_ change: SettingsChange) throws(InputError) {
        var localization: Localization?
        if let id = change.locale, id != configuration.localization.identifier {
            guard let l = Localization(identifier: id) else {
                throw InputError(.unknownLocale(id))
            }
            localization = l
        }
        if let size = change.window { try device.check(size, in: orientation) }
        if let touch = touches.active { cancelTouch(touch) }
        if window.isEditMenuVisible { window.hideEditMenu() }
        let previous = window.traitCollection
        if let appearance = change.appearance { configuration.appearance = appearance }
        if let contrast = change.increaseContrast { configuration.increaseContrast = contrast }
        if let size = change.contentSize { configuration.contentSize = size }
        if let hardware = change.hardwareKeyboard, hardware != configuration.hardwareKeyboard {
            configuration.hardwareKeyboard = hardware
            if localization == nil { showInput(for: window.firstResponder) }
        }
        if let localization {
            let state = restorableState()
            window.clearFirstResponder()
            for presentation in window.presentations { presentation.removeAtOnce() }
            window.removeModalPresentationsAtOnce()
            configuration.localization = localization
            statusBar = StatusBar(device: device, localization: localization)
            launchScene(restoring: state)
            applyOrientation()
        }
        if let size = change.window, size != configuration.window {
            configuration.window = size
            resizeWindow()
        } else if localization == nil {
            // A relaunch or a new window size applied the traits already, with every
            // setting above: applied again, they would lay the whole window out twice.
            applyTraits()
        }
        inspectorLog.record(.settings, "window", settingsSummary(previous: previous))
        // Laid out by the commit (popovers follow their sources there), then scrolled out
        // from under the panel.
        if inputPanel.isUp { responderToReveal = window.firstResponder }
    }

    private func settingsSummary(previous: TraitCollection) -> String {
        let now = window.traitCollection
        return [
            "\(previous.userInterfaceStyle.rawValue) → \(now.userInterfaceStyle.rawValue)",
            "text \(previous.preferredContentSizeCategory.rawValue) → \(now.preferredContentSizeCategory.rawValue)",
            configuration.localization.identifier,
            "window \(configuration.window.name) \(now.horizontalSizeClass.rawValue) width",
        ].joined(separator: ", ") + (configuration.hardwareKeyboard ? ", hardware keyboard" : "")
            + (now.accessibilityContrast == .high ? ", increase contrast" : "")
    }
}
