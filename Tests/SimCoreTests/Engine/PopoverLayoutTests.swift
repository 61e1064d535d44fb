import Testing
@testable import SimCore
import SimCoreTestSupport

@Suite struct PopoverLayoutTests {
    static let picker = Size(width: 320, height: 216)
    static let ipadPortrait = Size(width: 820, height: 1180)
    static let ipadLandscape = Size(width: 1180, height: 820)
    static let ipadSafeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    /// The Contacts birthday value label on ipad-10.
    static let birthdayPortrait = Rect(x: 420, y: 500, width: 360, height: 44)
    static let birthdayLandscape = Rect(x: 780, y: 400, width: 360, height: 44)

    func place(
        _ source: Rect, content: Size = picker, screen: Size = ipadPortrait,
        orientation: Orientation = .portrait,
        permitted: Set<PopoverArrowDirection> = Set(PopoverArrowDirection.allCases)
    ) -> PopoverLayout {
        PopoverLayout.place(
            contentSize: content, sourceRect: source, screen: screen, safeArea: Self.ipadSafeArea,
            orientation: orientation, permitted: permitted)
    }

    /// A row in the lower half of the screen, with room on both sides.
    static let lowerRow = Rect(x: 420, y: 700, width: 360, height: 44)

    @Test func aLabelInTheLowerHalfWithRoomOnBothSidesGetsThePopoverAboveItWithTheArrowDown() {
        let layout = place(Self.lowerRow)
        #expect(layout.arrowDirection == .down)
        #expect(layout.frame == Rect(x: 440, y: 471, width: 320, height: 229))
    }

    @Test func aLabelInTheUpperHalfWithRoomOnBothSidesGetsThePopoverBelowItWithTheArrowUp() {
        let layout = place(Self.birthdayPortrait)
        #expect(layout.arrowDirection == .up)
        #expect(layout.frame == Rect(x: 440, y: 544, width: 320, height: 229))
    }

    @Test func aLabelNearTheTopGetsThePopoverBelowBeforeTheRightIsTried() {
        let layout = place(Rect(x: 410, y: 150, width: 60, height: 44))
        #expect(layout.arrowDirection == .up)
        #expect(layout.frame == Rect(x: 280, y: 194, width: 320, height: 229))
    }

    @Test func aWideSourceNearTheTopGetsThePopoverBelowWithTheArrowUp() {
        let layout = place(Rect(x: 420, y: 40, width: 360, height: 44))
        #expect(layout.arrowDirection == .up)
        #expect(layout.frame.minY == 84)
        #expect(layout.frame.size == Size(width: 320, height: 229))
    }

    @Test func landscapePrefersThePopoverRightOfTheSourceEvenWithRoomAbove() {
        let layout = place(Rect(x: 500, y: 400, width: 100, height: 44), screen: Self.ipadLandscape, orientation: .landscapeLeft)
        #expect(layout.arrowDirection == .left)
        #expect(layout.frame == Rect(x: 600, y: 314, width: 333, height: 216))
    }

    @Test func landscapeFallsBackToTheLeftWhenTheRightHasNoRoom() {
        let layout = place(Rect(x: 900, y: 400, width: 100, height: 44), screen: Self.ipadLandscape, orientation: .landscapeRight)
        #expect(layout.arrowDirection == .right)
        #expect(layout.frame.maxX == 900)
    }

    @Test func upsideDownPortraitTriesSidesInThePortraitOrder() {
        let layout = place(Rect(x: 300, y: 600, width: 100, height: 44), orientation: .portraitUpsideDown)
        #expect(layout.candidates.map(\.direction) == [.down, .left, .up, .right])
    }

    @Test func candidatesAreListedInTheOrderTried() {
        let portrait = place(Self.birthdayPortrait)
        let landscape = place(Self.birthdayLandscape, screen: Self.ipadLandscape, orientation: .landscapeLeft)
        #expect(portrait.candidates.map(\.direction) == [.up, .left, .down, .right])
        #expect(place(Self.lowerRow).candidates.map(\.direction) == [.down, .left, .up, .right])
        #expect(landscape.candidates.map(\.direction) == [.left, .right, .down, .up])
        let upperLandscape = place(Rect(x: 780, y: 200, width: 360, height: 44), screen: Self.ipadLandscape, orientation: .landscapeLeft)
        #expect(upperLandscape.candidates.map(\.direction) == [.left, .right, .up, .down])
    }

    @Test func theBirthdayPopoverInPortraitPointsUpAtTheLabelsBottomCentre() {
        let label = Self.birthdayPortrait
        let layout = place(label)
        #expect(layout.arrowDirection == .up)
        #expect(layout.arrowTip == Point(x: label.midX, y: label.maxY))
        #expect(layout.arrowOffset == label.midX - layout.frame.minX)
    }

    @Test func theBirthdayPopoverInLandscapePointsRightAtTheLabelsLeftEdge() {
        let label = Self.birthdayLandscape
        let layout = place(label, screen: Self.ipadLandscape, orientation: .landscapeLeft)
        #expect(layout.arrowDirection == .right)
        #expect(layout.arrowTip == Point(x: label.minX, y: label.midY))
        #expect(layout.frame.maxX == label.minX)
        #expect(layout.frame.size == Size(width: 333, height: 216))
    }

    @Test func thePopoverSizeIsTheContentPlusTheArrowAlongTheArrowsAxis() {
        let above = place(Self.lowerRow)
        let right = place(Rect(x: 410, y: 150, width: 60, height: 44), permitted: [.left])
        #expect(above.contentFrame == Rect(x: 440, y: 471, width: 320, height: 216))
        #expect(right.contentFrame == Rect(x: 483, y: 64, width: 320, height: 216))
    }

    @Test func theFrameAlwaysLiesInsideTheAllowedRegionOnEveryIPad() {
        var random = SeededGenerator(seed: 4)
        for device in DeviceProfile.all where device.idiom == .pad {
            for orientation in [Orientation.portrait, .landscapeLeft] {
                let screen = device.screenSize(in: orientation)
                let safeArea = device.safeArea(in: orientation)
                let region = PopoverLayout.allowedRegion(screen: screen, safeArea: safeArea)
                for _ in 0..<200 {
                    let source = Rect(
                        x: Double.random(in: -20...screen.width, using: &random),
                        y: Double.random(in: -20...screen.height, using: &random),
                        width: Double.random(in: 0...400, using: &random),
                        height: Double.random(in: 0...200, using: &random))
                    let layout = PopoverLayout.place(
                        contentSize: Self.picker, sourceRect: source, screen: screen, safeArea: safeArea,
                        orientation: orientation)
                    let frame = layout.frame
                    #expect(
                        frame.minX >= region.minX && frame.maxX <= region.maxX && frame.minY >= region.minY
                            && frame.maxY <= region.maxY,
                        "\(device.id) \(orientation) source \(source.array) frame \(frame.array)")
                }
            }
        }
    }

    @Test func theArrowTipLiesOnTheSourceEdgeAndWithinThePopoverEdge() {
        var random = SeededGenerator(seed: 9)
        for device in DeviceProfile.all where device.idiom == .pad {
            for orientation in [Orientation.portrait, .landscapeRight] {
                let screen = device.screenSize(in: orientation)
                let safeArea = device.safeArea(in: orientation)
                let inner = PopoverLayout.allowedRegion(screen: screen, safeArea: safeArea)
                    .inset(by: EdgeInsets(top: 30, left: 30, bottom: 30, right: 30))
                for _ in 0..<200 {
                    let width = Double.random(in: 1...400, using: &random)
                    let height = Double.random(in: 1...100, using: &random)
                    let source = Rect(
                        x: Double.random(in: inner.minX...(inner.maxX - width), using: &random),
                        y: Double.random(in: inner.minY...(inner.maxY - height), using: &random),
                        width: width, height: height)
                    let layout = PopoverLayout.place(
                        contentSize: Self.picker, sourceRect: source, screen: screen, safeArea: safeArea,
                        orientation: orientation)
                    let context = "\(device.id) \(orientation) source \(source.array) layout \(layout)"
                    #expect(tipTouchesSource(layout, source), "\(context)")
                    #expect(tipLiesOnPopoverEdge(layout), "\(context)")
                }
            }
        }
    }

    @Test func aTieGoesToTheSideTriedFirst() {
        let layout = place(Rect(x: 380, y: 600, width: 60, height: 44), permitted: [.up, .right])
        let below = layout.candidates[2], left = layout.candidates[3]
        #expect(below.score == left.score)
        #expect(below.score > 0)
        #expect(layout.arrowDirection == .up)
    }

    @Test func aPopoverThatFitsWholeOnTwoAxesTiesAndTheTryOrderDecides() {
        let layout = place(Rect(x: 380, y: 600, width: 60, height: 44))
        #expect(layout.candidates[0].score == layout.candidates[1].score)
        #expect(layout.arrowDirection == .down)
    }

    @Test func aPopoverNearTheScreenEdgeIsShiftedNotShrunk() {
        let layout = place(Rect(x: 12, y: 600, width: 40, height: 44))
        #expect(layout.arrowDirection == .down)
        #expect(layout.frame == Rect(x: 10, y: 371, width: 320, height: 229))
    }

    @Test func aPopoverWiderThanTheRegionIsShrunkToIt() {
        let layout = place(Rect(x: 300, y: 600, width: 100, height: 44), content: Size(width: 900, height: 216))
        #expect(layout.arrowDirection == .down)
        #expect(layout.frame == Rect(x: 10, y: 371, width: 800, height: 229))
    }

    @Test func aPopoverTallerThanItsSideIsShrunkAlongTheArrowAxis() {
        let layout = place(
            Rect(x: 300, y: 600, width: 100, height: 44), content: Size(width: 320, height: 2000), permitted: [.up])
        #expect(layout.frame == Rect(x: 190, y: 644, width: 320, height: 506))
        #expect(layout.contentFrame.height == 493)
    }

    @Test func aPopoverTallerThanTheRegionIsShrunkAlongTheFreeAxis() {
        let layout = place(Rect(x: 300, y: 600, width: 100, height: 44), content: Size(width: 320, height: 2000))
        #expect(layout.arrowDirection == .left)
        #expect(layout.frame == Rect(x: 400, y: 34, width: 333, height: 1116))
    }

    @Test func theArrowStaysACornerRadiusAndHalfABaseFromThePopoversCorners() {
        let layout = place(Rect(x: 12, y: 600, width: 20, height: 44))
        #expect(layout.arrowOffset == 26)
        #expect(layout.arrowTip == Point(x: 36, y: 600))
    }

    @Test func nonPermittedDirectionsAreNeverChosenAndScoreZero() {
        var random = SeededGenerator(seed: 21)
        let directions = PopoverArrowDirection.allCases
        for _ in 0..<300 {
            var permitted = Set(directions.filter { _ in Bool.random(using: &random) })
            if permitted.isEmpty { permitted = [directions[Int.random(in: 0..<4, using: &random)]] }
            let source = Rect(
                x: Double.random(in: 0...800, using: &random), y: Double.random(in: 0...1160, using: &random),
                width: 40, height: 20)
            let layout = place(source, permitted: permitted)
            #expect(permitted.contains(layout.arrowDirection), "\(permitted) \(source.array)")
            for candidate in layout.candidates where !permitted.contains(candidate.direction) {
                #expect(candidate.score == 0)
            }
        }
    }

    @Test func onlyPermittingTheRightSideBeatsRoomAbove() {
        let layout = place(Self.birthdayPortrait, permitted: [.left])
        #expect(layout.arrowDirection == .left)
        #expect(layout.frame.minX == Self.birthdayPortrait.maxX)
    }

    private func tipTouchesSource(_ layout: PopoverLayout, _ source: Rect) -> Bool {
        let tip = layout.arrowTip
        let inX = tip.x >= source.minX && tip.x <= source.maxX
        let inY = tip.y >= source.minY && tip.y <= source.maxY
        switch layout.arrowDirection {
        case .down: return tip.y == source.minY && inX
        case .up: return tip.y == source.maxY && inX
        case .right: return tip.x == source.minX && inY
        case .left: return tip.x == source.maxX && inY
        }
    }

    private func tipLiesOnPopoverEdge(_ layout: PopoverLayout) -> Bool {
        let frame = layout.frame, tip = layout.arrowTip, inset = 26.0
        switch layout.arrowDirection {
        case .down, .up:
            let edgeY = layout.arrowDirection == .down ? frame.maxY : frame.minY
            return tip.y == edgeY && tip.x >= frame.minX + inset && tip.x <= frame.maxX - inset
        case .left, .right:
            let edgeX = layout.arrowDirection == .right ? frame.maxX : frame.minX
            return tip.x == edgeX && tip.y >= frame.minY + inset && tip.y <= frame.maxY - inset
        }
    }
}
