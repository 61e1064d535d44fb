import SimCore
import Wire

/// Opens a form in every combination asked for and every state a person reaches from it
/// without typing content (each element tapped once from the opened form: input views,
/// popovers, menus, sheets, pushed children), and checks each screen (Auditor+checks).
public struct Auditor: Sendable {
    public var devices: [DeviceProfile] = DeviceProfile.all
    public var appearances: [UserInterfaceStyle] = UserInterfaceStyle.allCases
    /// Increase Contrast off (`normal`, the default: where iOS's own colours miss 4.5:1),
    /// on (`high`), or both.
    public var contrasts: [AccessibilityContrast] = [.normal]
    public var contentSizes: [ContentSizeCategory] = ContentSizeCategory.allCases
    public var locales: [String] = ["en_US"]
    public var orientations: [Orientation] = [.portrait]
    /// The iPad windows (Split View, Slide Over) each iPad is audited in; an iPhone has only
    /// its whole screen, and a window an iPad cannot show in an orientation is left out.
    public var windows: [WindowSize] = [.full]
    /// Whether the first finding of each group carries a picture of its screen (the HTML
    /// report's); off for the API and the page, which draw the device themselves.
    public var takesPictures = false
    /// Roles a person taps to reach another state.
    static let reaching: Set<Role> = [.cell, .textField, .textView, .button, .control]

    public init() {}

    /// Every finding for `scene`, each problem once per combination (the first state that
    /// showed it), errors first.
    public func audit(_ scene: SceneDescriptor) -> [AuditFinding] {
        audit(scene, stoppingWhen: { false }).findings
    }

    /// What an audit that may stop early found: `stopped` when `stop` said so before the
    /// last combination was done (its findings are those of the states seen until then).
    public struct Run: Sendable {
        public var findings: [AuditFinding]
        public var combinationsDone: Int
        public var stopped: Bool
    }

    /// The audit of `scene`, asking `stop` before each combination and each state it
    /// reaches (a budget spent, a client gone): a state is the unit of work, a fraction
    /// of a second even on a large form.
    public func audit(_ scene: SceneDescriptor, stoppingWhen stop: () -> Bool) -> Run {
        var seen = Set<String>()
        var pictured = Set<String>()
        var findings: [AuditFinding] = []
        var done = 0
        var stopped = false
        // Each setting of the device, in the order a report reads them.
        var combinations: [Combination] = []
        for device in devices {
            for orientation in orientations where device.supports(orientation) {
                for window in windows(of: device, in: orientation) {
                    for appearance in appearances {
                        for contrast in contrasts {
                            for locale in locales {
                                for size in contentSizes {
                                    combinations.append(Combination(
                                        device: device, orientation: orientation, window: window, appearance: appearance,
                                        contrast: contrast, locale: locale, size: size))
                                }
                            }
                        }
                    }
                }
            }
        }
        for combination in combinations {
            let reach = combination.size == .large || contentSizes.count == 1
            if stop() {
                stopped = true
                break
            }
            let found = audit(scene, combination, reachingStates: reach, pictured: &pictured, stop: stop)
            for finding in found.findings where seen.insert(finding.identity).inserted {
                findings.append(finding)
            }
            if found.stopped {
                stopped = true
                break
            }
            done += 1
        }
        return Run(findings: findings.sorted { $0.severity < $1.severity }, combinationsDone: done, stopped: stopped)
    }

    /// One setting of the device a form is audited in.
    struct Combination {
        var device: DeviceProfile, orientation: Orientation, window: WindowSize
        var appearance: UserInterfaceStyle, contrast: AccessibilityContrast, locale: String, size: ContentSizeCategory
    }

    /// The windows `device` is audited in: the whole screen on an iPhone, else those asked
    /// for that it can show in `orientation`.
    func windows(of device: DeviceProfile, in orientation: Orientation) -> [WindowSize] {
        guard device.idiom == .pad else { return [.full] }
        return windows.filter { window in (try? device.check(window, in: orientation)) != nil }
    }

    func audit(
        _ scene: SceneDescriptor, _ c: Combination, reachingStates: Bool, pictured: inout Set<String>, stop: () -> Bool
    ) -> (findings: [AuditFinding], stopped: Bool) {
        func open() -> Simulator {
            let configuration = SimulatorConfiguration(
                device: c.device, scene: scene, orientation: c.orientation, localization: Localization(identifier: c.locale),
                clock: .manual, appearance: c.appearance, contentSize: c.size, window: c.window,
                increaseContrast: c.contrast == .high)
            return Simulator(configuration: configuration, clock: ManualClock())
        }
        func context(_ state: String) -> AuditContext {
            AuditContext(
                scene: scene.id, device: c.device.id, orientation: c.orientation.rawValue, appearance: c.appearance.rawValue,
                contrast: c.contrast.rawValue, contentSize: c.size.rawValue, locale: c.locale, window: c.window.name, state: state)
        }
        let opened = open()
        var findings = picturing(AuditScreen(sim: opened, context: context("opened")).findings(), of: opened, &pictured)
        guard reachingStates else { return (findings, false) }
        let targets = opened.semanticTree().allNodes.filter {
            Self.reaching.contains($0.role) && !$0.isKeyboardKey && !$0.states.contains(.disabled)
        }
        for target in targets {
            if stop() { return (findings, true) }
            let sim = open()
            guard (try? sim.send([.tapTarget(target.id)])) != nil else { continue }
            _ = sim.settle(within: 10)
            let screen = AuditScreen(sim: sim, context: context("after a tap on \(target.id)"), tapped: target.id)
            findings += picturing(screen.findings() + neverValid(on: screen, reachedBy: target.id, open: open), of: sim, &pictured)
        }
        return (findings, false)
    }

    /// The findings with a picture of `sim`'s screen on each that is the first of its group.
    func picturing(_ findings: [AuditFinding], of sim: Simulator, _ pictured: inout Set<String>) -> [AuditFinding] {
        guard takesPictures else { return findings }
        var picture: JSONValue?
        return findings.map { finding in
            guard pictured.insert(finding.group).inserted else { return finding }
            var pictured = finding
            picture = picture ?? sim.renderTree.snapshot
            pictured.picture = picture
            return pictured
        }
    }
}
