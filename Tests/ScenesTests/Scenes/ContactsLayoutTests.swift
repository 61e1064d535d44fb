import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

@Suite struct ContactsLayoutTests {
    static let cases: [(String, Orientation)] = DeviceProfile.all.flatMap { device in
        [Orientation.portrait, .landscapeLeft].map { (device.id, $0) }
    }

    @Test(arguments: cases)
    func everyCellLiesInsideTheSafeAreaHorizontally(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        let tree = sim.semanticTree()
        let profile = try #require(DeviceProfile.named(device))
        let safe = profile.safeArea(in: orientation)
        let width = profile.screenSize(in: orientation).width
        for id in ["first-name", "last-name", "phone", "email", "birthday", "notes"] {
            let cell = try #require(tree.root.find(id), "\(id) missing on \(device) \(orientation)")
            #expect(cell.frame.minX >= safe.left + 16, "\(id) starts at \(cell.frame.minX) on \(device) \(orientation)")
            #expect(cell.frame.minX + cell.frame.width <= width - safe.right - 16)
            #expect(cell.frame.height == Metrics.rowHeight)
        }
    }

    @Test(arguments: cases)
    func theNavigationBarSitsBelowTheStatusBar(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        let profile = try #require(DeviceProfile.named(device))
        let bar = try #require(sim.semanticTree().root.find("navigation-bar"))
        #expect(bar.frame.minY == profile.safeArea(in: orientation).top)
        let expectedHeight: Double =
            profile.idiom == .pad ? 50 : (orientation.isLandscape ? 32 : 44)
        #expect(bar.frame.height == expectedHeight)
        #expect(bar.frame.width == profile.screenSize(in: orientation).width)
    }

    @Test func theScreenIsTheDeviceSizeAndSwapsInLandscape() {
        #expect(makeSimulator("iphone-15").semanticTree().screen == .init(width: 393, height: 852))
        #expect(makeSimulator("iphone-15", orientation: .landscapeRight).semanticTree().screen == .init(width: 852, height: 393))
        #expect(makeSimulator("ipad-10", orientation: .landscapeLeft).semanticTree().screen == .init(width: 1180, height: 820))
    }

    @Test func theFormIsTallerThanTheSmallestPhoneSoItScrolls() throws {
        let sim = makeSimulator("iphone-se")
        let notes = try #require(sim.semanticTree().root.find("notes"))
        #expect(notes.frame.minY + notes.frame.height > 667)
    }

    @Test func labelsFollowTheLocale() throws {
        let sim = makeSimulator("iphone-15", locale: "ja_JP")
        let tree = sim.semanticTree()
        #expect(tree.root.find("birthday")?.label == "誕生日")
        #expect(tree.root.find("navigation-bar")?.label == "新規連絡先")
    }

    @Test func theBirthdayValueLabelIsInsideItsCellAndRightOfTheTitle() throws {
        let tree = makeSimulator("ipad-10").semanticTree()
        let cell = try #require(tree.root.find("birthday"))
        let value = try #require(tree.root.find("birthday-value"))
        #expect(value.frame.minX > cell.frame.minX + 80)
        #expect(value.frame.minX + value.frame.width <= cell.frame.minX + cell.frame.width)
        #expect(value.role == .label)
    }

    @Test func theHomeIndicatorShowsOnlyOnDevicesWithABottomSafeArea() {
        let withBar = makeSimulator("iphone-15")
        let without = makeSimulator("iphone-se")
        #expect(withBar.renderTree.nodes[withBar.homeIndicator.renderID ?? ""]?["hidden"] == nil)
        #expect(without.renderTree.nodes[without.homeIndicator.renderID ?? ""]?["hidden"] == .bool(true))
    }

    @Test func theStatusBarIsHiddenOnIPhoneInLandscape() {
        let sim = makeSimulator("iphone-15", orientation: .landscapeLeft)
        #expect(sim.renderTree.nodes[sim.statusBar.renderID ?? ""]?["hidden"] == .bool(true))
    }
}
