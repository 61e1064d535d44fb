/// Jobs waiting for a worker thread, taken in turn by client: each client's jobs in the
/// order they came, the clients round robin. A client that posts a thousand long
/// batches waits behind its own, while another client's one batch runs after at most
/// one job of each client ahead of it, however many they queued.
struct FairQueue<Job> {
    private var jobs: [String: [Job]] = [:]
    /// The clients with jobs waiting, the next to be served first.
    private var turn: [String] = []
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ job: Job, client: String) {
        if jobs[client, default: []].isEmpty { turn.append(client) }
        jobs[client, default: []].append(job)
        count += 1
    }

    /// The next client's oldest job; the client goes to the back of the line if it has
    /// more.
    mutating func removeFirst() -> Job? {
        guard head < turn.count else { return nil }
        let client = turn[head]
        head += 1
        var waiting = jobs[client] ?? []
        let job = waiting.removeFirst()
        if waiting.isEmpty { jobs[client] = nil } else {
            jobs[client] = waiting
            turn.append(client)
        }
        count -= 1
        // The served part of the line is dropped once it is the larger half.
        if head > 32, head * 2 > turn.count {
            turn.removeFirst(head)
            head = 0
        }
        return job
    }
}
