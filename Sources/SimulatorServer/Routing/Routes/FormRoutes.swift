/// Form files: uploading one (a worker thread reads it), its normalized form, renaming it.
enum FormRoutes {
    static let all: [Route] = [
        Route("POST", "/api/forms") { router, request, _, now in router.offThread { _ in router.uploadForm(request, now: now) } },
        Route("GET", "/api/forms/{id}") { router, _, parameters, _ in .respond(router.formAnswer(parameters[0])) },
        Route("PATCH", "/api/forms/{id}") { router, request, parameters, _ in .respond(router.renameForm(parameters[0], request)) },
    ]
}
