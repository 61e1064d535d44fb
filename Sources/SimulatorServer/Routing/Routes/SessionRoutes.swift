/// Sessions: opening and closing one, its trees, its input and its long-poll. Each route
/// past creation finds its session first (`withSession`: 404 when there is none).
enum SessionRoutes {
    static let all: [Route] = [
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
        Route("GET", "/api/sessions/{id}/outside") { router, request, parameters, now in
            router.withSession(parameters[0], now: now) { .respond(router.outside(request, $0)) }
        },
        Route("GET", "/api/sessions/{id}/events") { router, request, parameters, now in
            router.withSession(parameters[0], now: now) { router.events(request, session: $0, now: now) }
        },
        Route("POST", "/api/sessions/{id}/input") { router, request, parameters, now in
            router.withSession(parameters[0], now: now) { router.input(request, session: $0) }
        },
    ]
}
