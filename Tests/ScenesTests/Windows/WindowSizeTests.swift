import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import Wire
import TestSupport

/// F1, F1.W1: the app's window on each iPad, its size from Apple's Split View and Slide
/// Over sizes, its size classes, and windows the device refuses.
@Suite struct WindowSizeTests {
    /// Apple's sizes for the 9.7-inch screen (768 × 1024) and the 12.9-inch (1024 × 1366).
    @Test(arguments: [
        ("ipad-air-2", Orientation.landscapeLeft, WindowSize.twoThirds, 694.0),
        ("ipad-air-2", .landscapeLeft, .half, 507), ("ipad-air-2", .landscapeLeft, .oneThird, 320),
        ("ipad-air-2", .portrait, .twoThirds, 438), ("ipad-air-2", .portrait, .oneThird, 320),
        ("ipad-air-2", .portrait, .slideOver, 320),
        ("ipad-pro-12-9", .landscapeLeft, .twoThirds, 981), ("ipad-pro-12-9", .landscapeLeft, .half, 678),
        ("ipad-pro-12-9", .landscapeLeft, .oneThird, 375), ("ipad-pro-12-9", .portrait, .twoThirds, 639),
        ("ipad-pro-12-9", .portrait, .oneThird, 375), ("ipad-pro-12-9", .landscapeRight, .slideOver, 375),
    ])
    func theWindowTakesApplesWidthForTheDeviceAndOrientation(
        device: String, orientation: Orientation, window: WindowSize, width: Double
    ) throws {
        let tree = try windowSimulator(device, orientation, window).semanticTree()
        #expect(tree.window?.width == width)
        // A Split View window is as tall as the screen; a Slide Over window floats inset
        // from its top and bottom (F1.W4).
        if window == .slideOver {
            #expect((tree.window?.height ?? 0) < tree.screen.height)
        } else {
            #expect(tree.window?.height == tree.screen.height)
        }
        #expect(tree.window?.kind == window.name)
        #expect(tree.root.frame.width == width)
    }

    /// UIKit's size classes as Apple's layout guidelines list them: regular on the whole
    /// screen and at two thirds in landscape; regular at half only on the 12.9-inch iPad
    /// in landscape; compact at a third, in Slide Over and at two thirds in portrait.
    @Test(arguments: WindowDevices.padsTurned)
    func eachWindowHasUIKitsSizeClasses(device: String, orientation: Orientation) throws {
        let landscape = orientation.isLandscape
        let expected: [(WindowSize, UserInterfaceSizeClass)] = [
            (.full, .regular), (.twoThirds, landscape ? .regular : .compact),
            (.half, landscape && device == "ipad-pro-12-9" ? .regular : .compact), (.oneThird, .compact),
            (.slideOver, .compact),
        ]
        for (window, horizontal) in expected {
            let traits = try #require(try windowSimulator(device, orientation, window).semanticTree().traits)
            #expect(traits.horizontalSizeClass == horizontal, "\(window.name)")
            #expect(traits.verticalSizeClass == .regular, "\(window.name)")
            #expect(traits.userInterfaceIdiom == .pad)
        }
    }

    @Test(arguments: [("iphone-se", Orientation.portrait), ("iphone-15", .landscapeLeft)])
    func anIPhoneIsCompactInWidthAndCompactInHeightInLandscape(device: String, orientation: Orientation) {
        let traits = makeSimulator(device, orientation: orientation).semanticTree().traits
        #expect(traits?.horizontalSizeClass == .compact)
        #expect(traits?.verticalSizeClass == (orientation.isLandscape ? .compact : .regular))
        #expect(traits?.userInterfaceIdiom == .phone)
        #expect(makeSimulator(device, orientation: orientation).semanticTree().window?.kind == "full")
    }

    @Test(arguments: WindowDevices.padsTurned)
    func aRotationKeepsTheWindowKindAndTakesTheNewOrientationsSize(device: String, orientation: Orientation) throws {
        let sim = try windowSimulator(device, orientation, .oneThird)
        let turned: Orientation = orientation.isLandscape ? .portrait : .landscapeLeft
        _ = try sim.send([.rotate(turned)])
        let tree = sim.semanticTree()
        let profile = try #require(DeviceProfile.named(device))
        #expect(tree.window?.kind == "oneThird")
        #expect(tree.window?.width == profile.windowSize(.oneThird, in: turned).width)
        #expect(tree.window?.height == tree.screen.height)
    }

    @Test(arguments: WindowDevices.padsTurned)
    func theWindowChangesLiveAndTheSizeClassesFollow(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        try sim.resize(to: .slideOver)
        #expect(sim.semanticTree().traits?.horizontalSizeClass == .compact)
        #expect(sim.semanticTree().window?.kind == "slideOver")
        try sim.resize(to: .full)
        #expect(sim.semanticTree().traits?.horizontalSizeClass == .regular)
        #expect(sim.semanticTree().window?.width == sim.semanticTree().screen.width)
    }

    @Test(arguments: [("ipad-10", Orientation.portrait), ("ipad-pro-12-9", .landscapeLeft)])
    func aStageManagerSizeWithinTheLimitsIsTaken(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        try sim.resize(to: .custom(Size(width: 700, height: 600)))
        let tree = sim.semanticTree()
        #expect(tree.window?.kind == "custom")
        #expect(tree.window?.width == 700 && tree.window?.height == 600)
        #expect(tree.traits?.horizontalSizeClass == .regular)
        try sim.resize(to: .custom(Size(width: 500, height: 600)))
        #expect(sim.semanticTree().traits?.horizontalSizeClass == .compact)
    }

    @Test(arguments: [("ipad-10", Orientation.portrait), ("ipad-mini-6", .landscapeLeft)])
    func aStageManagerSizePastTheLimitsIsRefusedWithTheRangeAndChangesNothing(
        device: String, orientation: Orientation
    ) throws {
        let sim = makeSimulator(device, orientation: orientation)
        let before = sim.semanticTree()
        for size in [Size(width: 200, height: 600), Size(width: 700, height: 5000), Size(width: -1, height: 600)] {
            #expect(throws: InputError.self) { try sim.resize(to: .custom(size)) }
            do {
                try sim.resize(to: .custom(size))
            } catch {
                #expect(error.kind.code == "invalid_window")
                #expect(error.message.contains("320–"), "\(error.message)")
            }
        }
        #expect(sim.semanticTree() == before)
    }

    @Test(arguments: [("iphone-se", Orientation.portrait), ("iphone-15-pro-max", .landscapeLeft)])
    func aWindowOnAnIPhoneIsRefusedAndChangesNothing(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        let before = sim.semanticTree()
        do {
            try sim.resize(to: .oneThird)
            Issue.record("an iPhone took a Split View window")
        } catch {
            #expect(error.kind.code == "invalid_window")
            #expect(error.message.contains("iPhone"))
        }
        #expect(sim.semanticTree() == before)
    }
}
