import ArgumentParser
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A running server's figures: input round trip, long-poll delivery, idle polls held
/// (RSS and CPU), and updates delivered per second to many waiting polls.
struct ServerBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "server", abstract: "Load a running server on 127.0.0.1.")

    @Option(help: "The server's port.") var port: Int
    @Option(help: "The server's process id, for RSS and CPU.") var pid: Int32?
    @Option(help: "Round trips to time.") var roundTrips = 2_000
    @Option(help: "Idle long-polls to hold.") var idlePolls = 10_000
    @Option(help: "Sessions for the delivery rate.") var sessions = 1_000
    @Option(help: "Seconds of the delivery-rate run.") var seconds = 5.0
    @Flag(help: "Only the delivery rate (a second server, e.g. with --threads 2, beside the first).")
    var deliveryOnly = false
    @Option(help: "Named in the delivery-rate line (\"one thread\", \"two threads\").") var label: String?

    func validate() throws {
        guard sessions > 0 else { throw ValidationError("--sessions must be at least 1.") }
        guard seconds > 0 else { throw ValidationError("--seconds must be more than 0.") }
    }

    func run() throws {
        raiseFileLimit()
        print("# Server on 127.0.0.1:\(port)" + (label.map { " (\($0))" } ?? ""))
        if deliveryOnly { return try deliveryRate() }
        try inputRoundTrip()
        try aboveBaseline()
        try longPollDelivery()
        try idle()
        try deliveryRate()
    }

    func createSession(_ connection: BenchConnection) throws -> (String, Int) {
        let (status, body) = try connection.request(
            "POST", "/api/sessions", body: #"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        guard status == 201, let id = BenchConnection.sessionID(in: body) else {
            throw BenchConnection.Failure(description: "session not created: \(status) \(body.prefix(200))")
        }
        let (_, answer) = try connection.request("POST", "/api/sessions/\(id)/input", body: #"{"type":"tap","target":"birthday"}"#)
        return (id, BenchConnection.version(in: answer) ?? 1)
    }

    static func pick(_ i: Int) -> String {
        #"{"type":"pick","target":"birthday-picker","date":"19\#(70 + i % 20)-0\#(1 + i % 9)-1\#(i % 9)"}"#
    }

    func inputRoundTrip() throws {
        let connection = try BenchConnection(port: port)
        let (id, _) = try createSession(connection)
        var watch = Stopwatch()
        for i in 0..<roundTrips {
            let status = try watch.time { try connection.requestStatus("POST", "/api/sessions/\(id)/input", body: Self.pick(i)) }
            guard status == 200 else { throw BenchConnection.Failure(description: "input answered \(status)") }
        }
        print("- input round trip (a picker change, keep-alive): \(watch.summary())")
    }

    /// A poll held on one connection; input posted on another; the time from sending
    /// the input to the poll's answer.
    func longPollDelivery() throws {
        let poster = try BenchConnection(port: port)
        let poller = try BenchConnection(port: port)
        var (id, version) = try createSession(poster)
        var watch = Stopwatch()
        let clock = ContinuousClock()
        for i in 0..<min(roundTrips, 1_000) {
            try poller.send("GET", "/api/sessions/\(id)/events?since=\(version)")
            usleep(300)  // the poll is suspended by now
            let sent = clock.now
            try poster.send("POST", "/api/sessions/\(id)/input", body: Self.pick(i))
            let (status, body) = try poller.receive()
            watch.record(clock.now - sent)
            _ = try poster.receive()
            guard status == 200, let next = BenchConnection.version(in: body) else {
                throw BenchConnection.Failure(description: "poll answered \(status)")
            }
            version = next
        }
        _ = id
        id = ""
        print("- long-poll delivery (input sent → waiting poll answered): \(watch.summary())")
    }

    func idle() throws {
        let control = try BenchConnection(port: port)
        let perSession = 10
        var sessions: [(String, Int)] = []
        for _ in 0..<max(1, idlePolls / perSession) { sessions.append(try createSession(control)) }
        let rssBefore = rss()
        var polls: [BenchConnection] = []
        polls.reserveCapacity(idlePolls)
        for i in 0..<idlePolls {
            let (id, version) = sessions[i / perSession % sessions.count]
            let poll = try BenchConnection(port: port, blocking: false)
            try poll.send("GET", "/api/sessions/\(id)/events?since=\(version)")
            polls.append(poll)
        }
        sleep(2)
        let rssAfter = rss()
        let cpu = cpuSeconds()
        sleep(5)
        let cpuUsed = (cpuSeconds() ?? 0) - (cpu ?? 0)
        var line = "- \(polls.count) idle long-polls held on \(sessions.count) sessions"
        if let rssBefore, let rssAfter {
            line += ": RSS +\((rssAfter - rssBefore) / 1024) MiB (\((rssAfter - rssBefore) * 1000 / max(1, polls.count)) KiB per 1,000)"
            line += ", \(rssAfter / 1024) MiB in all"
        }
        if cpu != nil { line += ", CPU while idle \(String(format2: cpuUsed / 5 * 100)) %" }
        print(line)
        var watch = Stopwatch()
        let probe = sessions[0]
        for i in 0..<200 {
            _ = try watch.time { try control.request("POST", "/api/sessions/\(probe.0)/input", body: Self.pick(i)) }
        }
        print("- input round trip with those polls waiting: \(watch.summary())")
        // Deleting the sessions answers their polls at once; closing the sockets alone
        // would leave them held until their hold ends (~25 s), in the next measurement.
        for (id, _) in sessions { _ = try? control.request("DELETE", "/api/sessions/\(id)") }
        polls.removeAll()
        sleep(1)
    }

    /// `sessions` polls, each re-armed as soon as it is answered, while eight threads (fewer
    /// when there are fewer sessions) post input round-robin: updates delivered per second.
    func deliveryRate() throws {
        let control = try BenchConnection(port: port)
        var ids: [(String, Int)] = []
        for _ in 0..<sessions { ids.append(try createSession(control)) }
        let loop = try PollLoop(port: port, sessions: ids)
        let stop = Atomic<Bool>(false)
        let posted = Atomic<Int>(0)
        let threads = max(1, min(8, sessions))
        let group = DispatchGroup()
        for t in 0..<threads {
            group.enter()
            let port = self.port
            let mine = ids.enumerated().filter { $0.offset % threads == t }.map(\.element.0)
            Thread.detachNewThread {
                defer { group.leave() }
                guard let connection = try? BenchConnection(port: port) else { return }
                var i = 0
                while !stop.load(ordering: .relaxed) {
                    let id = mine[i % mine.count]
                    guard (try? connection.requestStatus("POST", "/api/sessions/\(id)/input", body: Self.pick(i))) != nil else { return }
                    posted.add(1, ordering: .relaxed)
                    i += 1
                }
            }
        }
        let serverBefore = cpuSeconds()
        let ownBefore = Self.ownCPUSeconds()
        let delivered = loop.run(seconds: seconds)
        let serverAfter = cpuSeconds()
        let serverCores = serverBefore.flatMap { before in serverAfter.map { ($0 - before) / seconds } }
        let ownCores = (Self.ownCPUSeconds() - ownBefore) / seconds
        stop.store(true, ordering: .relaxed)
        group.wait()
        let cores = serverCores.map { String(format: "; CPU: the server %.2f cores, this load generator %.2f", $0, ownCores) } ?? ""
        print(
            "- \(sessions) sessions each holding a poll\(label.map { ", \($0)" } ?? ""): \(Int(Double(delivered) / seconds)) updates delivered/s, \(Int(Double(posted.load(ordering: .relaxed)) / seconds)) inputs/s posted\(cores)"
        )
    }

    /// User and system CPU seconds of this process, every thread.
    static func ownCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    func rss() -> Int? {
        guard let pid, let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }  // KiB
    }

    func cpuSeconds() -> Double? {
        guard let pid, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func raiseFileLimit() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        limit.rlim_cur = limit.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
