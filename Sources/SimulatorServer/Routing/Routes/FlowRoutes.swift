/// Flows and audits, each run on a worker thread, and the reports they leave.
enum FlowRoutes {
    static let all: [Route] = [
        Route("POST", "/api/flows/run") { router, request, _, _ in
            router.offThread { cancelled in
                let answer = router.runFlow(request, cancelled: cancelled)
                // The run's recorded trees are gone by now: their pages go back to the system.
                if request.query["report"] == "html" { FlowReports.returnFreedMemory() }
                return answer
            }
        },
        Route("POST", "/api/flows/yaml") { router, request, _, _ in .respond(router.writeFlow(request)) },
        Route("POST", "/api/audit") { router, request, _, _ in router.auditOffThread(request) },
        Route("GET", "/api/flows/reports/{id}") { router, _, parameters, _ in .respond(router.flowReport(parameters[0])) },
    ]
}
