/// What the server offers: devices, scenes (forms among them), locales, its status.
enum CatalogueRoutes {
    static let all: [Route] = [
        Route("GET", "/api/devices") { router, _, _, _ in .respond(router.catalogue.devices) },
        Route("GET", "/api/scenes") { router, request, _, _ in .respond(router.scenes(request)) },
        Route("GET", "/api/locales") { router, _, _, _ in .respond(router.catalogue.locales) },
        Route("GET", "/api/status") { router, _, _, _ in .respond(.json(200, router.status)) },
    ]
}
