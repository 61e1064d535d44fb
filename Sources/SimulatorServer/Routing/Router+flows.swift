import Flows
import Foundation
import SimCore
import Wire

extension Router {
    /// The most device runs of steps one request may ask for (steps × devices): a run
    /// holds the handling thread, so it is bounded like an input batch.
    static let maxFlowStepRuns = 2_000

    /// `POST /api/flows/run`: a flow (YAML or JSON) run on its devices →
    /// `200 {"flow", "passed", "results"}`; with `?report=html` also `"report"`, the URL
    /// of its HTML report; `400 invalid_flow` with where and why; `422 flow_over_budget`
    /// with what was done when the run passed `flowLimits`. A run stops between batches of
    /// events once the server stops or `cancelled` is set (its client went away).
    func runFlow(_ request: HTTPRequest, cancelled: WorkCancellation = WorkCancellation()) -> HTTPResponse {
        if let refused = Self.refusedFlowMedia(request) { return refused }
        var runner = FlowRunner(scenes: library.registry, recordsTrees: request.query["report"] == "html")
        // A run cut short by shutdown, or whose client left, stops before its next batch.
        let stopping = stopping
        runner.isCancelled = { stopping.isSet || cancelled.isSet }
        let flow: Flow
        do throws(FlowError) {
            flow = try FlowParser.parse(request.body, file: "flow")
            try runner.check(flow, file: "flow")
        } catch {
            return Self.invalidFlow(error)
        }
        let devices = flow.profiles()
        guard flow.steps.count * devices.count <= Self.maxFlowStepRuns else {
            return .error(APIError(
                413, "flow_too_long",
                "\(flow.steps.count) steps on \(devices.count) devices is \(flow.steps.count * devices.count) step runs; at most \(Self.maxFlowStepRuns) a request"))
        }
        let budget = FlowBudget(maxEvents: flowLimits.maxEvents, maxSeconds: flowLimits.maxSeconds)
        runner.budget = budget
        let result = FlowResult(flow: flow, file: "flow", devices: devices.map { runner.run(flow, on: $0) })
        if let overrun = budget.overrun { return Self.overBudget(result, overrun, budget) }
        guard request.query["report"] == "html", case .object(var answer) = result.json else { return .json(200, result.json) }
        let assets = FlowReportAssets { path in files.file(at: "/" + path)?.body }
        let html = Data(FlowReport.html([result], assets: assets).utf8)
        if let id = flowReports.add(html) {
            answer["report"] = .string("/api/flows/reports/\(id)")
        } else {
            answer["reportError"] = .string(
                "the report is \(html.count >> 20) MiB; a report of at most \(FlowReports.maxBytesEach >> 20) MiB is kept: run fewer steps or devices")
        }
        return .json(200, JSONValue.object(answer))
    }

    /// `415` unless the body is a flow's YAML or JSON.
    static func refusedFlowMedia(_ request: HTTPRequest) -> HTTPResponse? {
        let media = (request.headers["content-type"] ?? "").split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard ["application/yaml", "application/x-yaml", "text/yaml", "application/json"].contains(media) else {
            return .error(APIError(415, "unsupported_media_type", "a flow is YAML (application/yaml) or JSON (application/json)"))
        }
        return nil
    }

    /// `400 invalid_flow`: why the body is not a flow, and where.
    static func invalidFlow(_ error: FlowError) -> HTTPResponse {
        var api = APIError(400, "invalid_flow", error.description)
        api.place = .init(file: error.file, line: error.line, column: error.column, path: error.path)
        return .error(api)
    }

    /// `POST /api/flows/yaml`: a flow (JSON, as the page's recorder sends it, or YAML) →
    /// `200` the flow file `FlowWriter` writes for it (`application/yaml`); `400
    /// invalid_flow` with where and why when it is not a flow.
    func writeFlow(_ request: HTTPRequest) -> HTTPResponse {
        if let refused = Self.refusedFlowMedia(request) { return refused }
        let flow: Flow
        do throws(FlowError) {
            flow = try FlowParser.parse(request.body, file: "flow")
        } catch {
            return Self.invalidFlow(error)
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/yaml; charset=utf-8")], body: Data(FlowWriter.yaml(flow).utf8))
    }

    /// `422 flow_over_budget`: the error, and what the run did before it stopped (steps
    /// run, events sent, seconds, each device's results).
    static func overBudget(_ result: FlowResult, _ overrun: String, _ budget: FlowBudget) -> HTTPResponse {
        let message = "\(overrun); \(result.stepCount) step run(s) were done, the rest were not run"
        guard case .object(var body) = result.json else { return .error(APIError(422, "flow_over_budget", message)) }
        body["error"] = .object(["code": .string("flow_over_budget"), "message": .string(message)])
        body["stepsRun"] = .number(Double(result.stepCount))
        body["events"] = .number(Double(budget.events))
        body["seconds"] = .number((budget.seconds * 1000).rounded() / 1000)
        return .json(422, JSONValue.object(body))
    }

    /// The report's own policy: its inline import map and the page's modules it maps to
    /// `data:` URLs run, nothing is fetched.
    static let reportSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline' data:; style-src 'unsafe-inline'; font-src data:; img-src data: blob:; base-uri 'none'; form-action 'none'"

    /// `GET /api/flows/reports/{id}`: a report the page asked for (the last 16 are kept).
    func flowReport(_ id: String) -> HTTPResponse {
        guard let html = flowReports.html(id) else {
            return .error(APIError(404, "unknown_report", "no flow report \"\(id)\" (the last \(FlowReports.kept) are kept)"))
        }
        return HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Content-Security-Policy", Self.reportSecurityPolicy)],
            body: html)
    }
}
