import Audit
import Foundation
import SimCore

extension Router {
    /// The most combinations (devices × orientations × iPad windows × appearances × contrasts × locales × text sizes)
    /// one request may audit: a form on every device in both appearances at all twelve
    /// sizes is 192.
    static let maxAuditCombinations = 400

    struct AuditRequest: Decodable {
        var scene: String
        var devices: [String]?
        var appearances: [String]?
        /// `normal` (the default), `high` (Increase Contrast) or both.
        var contrasts: [String]?
        var contentSizes: [String]?
        var locales: [String]?
        var orientations: [String]?
        /// iPad windows (`full`, `oneThird`, …); iPhones always fill the screen.
        var windows: [String]?
        /// Known findings, `check:element`, reported as warnings (docs/AUDIT.md).
        var allow: [String]?
    }

    struct AuditAnswer: Encodable {
        var scene: String
        var passed: Bool
        var errors: Int
        var warnings: Int
        var findings: [AuditFinding]
    }

    /// An audit on a background thread: one per client queued or running at a time (`429
    /// audit_in_progress` for a second), stopped when its client goes away or it passes
    /// `flowLimits.auditSeconds`.
    func auditOffThread(_ request: HTTPRequest) -> RouteResult {
        let client = Self.fairnessKey(request, trusting: trustedProxies)
        guard audits.claim(client) else {
            return .respond(.error(APIError(
                429, "audit_in_progress", "this client has an audit queued or running; wait for its answer before asking for another")))
        }
        let result = offThread { cancelled in
            defer { audits.release(client) }
            return audit(request, cancelled: cancelled)
        }
        if case .respond = result { audits.release(client) }
        return result
    }

    /// `POST /api/audit` (docs/AUDIT.md): `{"scene", "devices"?, "appearances"?, "contrasts"?,
    /// "contentSizes"?, "locales"?, "orientations"?, "windows"?, "allow"?}` → `200 {"scene", "passed",
    /// "errors", "warnings", "findings"}`; `400 invalid_audit` saying what was wrong, `400
    /// unknown_scene`, `413 audit_too_large` past `maxAuditCombinations`, `422
    /// audit_over_budget` once it has run `flowLimits.auditSeconds` (the audit stops
    /// between two states; the same when `cancelled`, its client gone).
    func audit(_ request: HTTPRequest, cancelled: WorkCancellation = WorkCancellation()) -> HTTPResponse {
        let asked: AuditRequest
        do {
            asked = try JSONDecoder().decode(AuditRequest.self, from: request.body)
        } catch {
            return .error(APIError(400, "invalid_audit", "expected {\"scene\": id, \"devices\"?: [...], \"appearances\"?: [...], \"contrasts\"?: [...], \"contentSizes\"?: [...], \"locales\"?: [...], \"orientations\"?: [...], \"windows\"?: [...], \"allow\"?: [...]}"))
        }
        guard let scene = library.registry.scene(asked.scene) else {
            return .error(library.unknownScene(asked.scene, token: request.headers[Client.tokenHeader]))
        }
        let auditor: Auditor
        do throws(Auditor.ChoiceError) {
            auditor = try Auditor.choosing(
                devices: asked.devices, appearances: asked.appearances, contentSizes: asked.contentSizes, locales: asked.locales,
                orientations: asked.orientations, windows: asked.windows, contrasts: asked.contrasts)
        } catch {
            return .error(APIError(400, "invalid_audit", error.description))
        }
        guard auditor.combinations <= Self.maxAuditCombinations else {
            return .error(APIError(
                413, "audit_too_large", "\(auditor.combinations) combinations; at most \(Self.maxAuditCombinations) a request"))
        }
        let deadline = ContinuousClock.now + .seconds(flowLimits.auditSeconds)
        let run = auditor.audit(scene) { cancelled.isSet || stopping.isSet || ContinuousClock.now > deadline }
        if run.stopped {
            return .error(APIError(
                422, "audit_over_budget",
                "\(run.combinationsDone) of \(auditor.combinations) combinations were audited in the \(flowLimits.auditSeconds) s an audit may take; ask for fewer devices, appearances or text sizes"))
        }
        let findings = run.findings.allowing(asked.allow ?? [])
        let errors = findings.filter { $0.severity == .error }.count
        return .json(200, AuditAnswer(
            scene: scene.id, passed: errors == 0, errors: errors, warnings: findings.count - errors, findings: findings))
    }
}
