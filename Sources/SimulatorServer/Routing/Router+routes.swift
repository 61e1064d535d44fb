/// Every API route, once (docs/API.md).
extension Router {
    static func table() -> [Route] {
        [
            Route("GET", "/api/devices") { router, _, _, _ in .respond(router.catalogue.devices) },
            Route("GET", "/api/scenes") { router, request, _, _ in .respond(router.scenes(request)) },
            Route("GET", "/api/locales") { router, _, _, _ in .respond(router.catalogue.locales) },
            Route("GET", "/api/status") { router, _, _, _ in .respond(.json(200, router.status)) },
            Route("POST", "/api/forms") { router, request, _, now in router.offThread { _ in router.uploadForm(request, now: now) } },
            Route("GET", "/api/forms/{id}") { router, _, parameters, _ in .respond(router.formAnswer(parameters[0])) },
            Route("PATCH", "/api/forms/{id}") { router, request, parameters, _ in .respond(router.renameForm(parameters[0], request)) },
            Route("POST", "/api/flows/run") { router, request, _, _ in
                router.offThread { cancelled in
                    let answer = router.runFlow(request, cancelled: cancelled)
                    // The run's recorded trees are gone by now: their pages go back to the system.
                    if request.query["report"] == "html" { FlowReports.returnFreedMemory() }
                    return answer
                }
            },
            Route("POST", "/api/audit") { router, request, _, _ in router.auditOffThread(request) },
            Route("GET", "/api/flows/reports/{id}") { router, _, parameters, _ in .respond(router.flowReport(parameters[0])) },
            Route("POST", "/api/sessions") { router, request, _, now in router.createSession(request, now: now) },
            Route("DELETE", "/api/sessions/{id}") { router, _, parameters, _ in router.deleteSession(parameters[0]) },
            Route("GET", "/api/sessions/{id}/tree") { router, _, parameters, now in
                router.withSession(parameters[0], now: now) { .respond(router.tree($0)) }
            },
            Route("GET", "/api/sessions/{id}/render") { router, _, parameters, now in
                router.withSession(parameters[0], now: now) { .respond(router.render($0)) }
            },
            Route("GET", "/api/sessions/{id}/inspect") { router, _, parameters, now in
                router.withSession(parameters[0], now: now) { .respond(router.inspect($0)) }
            },
            Route("GET", "/api/sessions/{id}/element") { router, request, parameters, now in
                router.withSession(parameters[0], now: now) { .respond(router.element(request, $0)) }
            },
            Route("GET", "/api/sessions/{id}/events") { router, request, parameters, now in
                router.withSession(parameters[0], now: now) { router.events(request, session: $0, now: now) }
            },
            Route("POST", "/api/sessions/{id}/input") { router, request, parameters, now in
                router.withSession(parameters[0], now: now) { router.input(request, session: $0) }
            },
        ]
    }

    /// A session route's session, or `404 unknown_session`.
    func withSession(_ id: String, now: Double, _ answer: (Session) -> RouteResult) -> RouteResult {
        guard SessionID.isWellFormed(id), let session = sessions.session(id, now: now) else {
            return .respond(.error(.unknownSession(id)))
        }
        return answer(session)
    }
}
