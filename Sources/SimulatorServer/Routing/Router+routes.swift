/// Every API route, once (docs/API.md): the collections of each resource, in the order
/// the router tries them.
extension Router {
    static func table() -> [Route] {
        CatalogueRoutes.all + FormRoutes.all + FlowRoutes.all + SessionRoutes.all
    }

    /// A session route's session, or `404 unknown_session`.
    func withSession(_ id: String, now: Double, _ answer: (Session) -> RouteResult) -> RouteResult {
        guard SessionID.isWellFormed(id), let session = sessions.session(id, now: now) else {
            return .respond(.error(.unknownSession(id)))
        }
        return answer(session)
    }
}
