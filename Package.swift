// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FormSim",
    // Built and tested on Linux (Debian 12, Swift 6.3) only. The macOS minimum is what
    // Synchronization's Mutex needs there, not a platform the project tests.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "SimulatorServer", targets: ["SimulatorServer"]),
        .executable(name: "FormSimBench", targets: ["FormSimBench"]),
        .executable(name: "FormSimFuzz", targets: ["FormSimFuzz"]),
        .library(name: "SimCore", targets: ["SimCore"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "Wire", targets: ["Wire"]),
        .library(name: "Flows", targets: ["Flows"]),
        .library(name: "Audit", targets: ["Audit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // The UIKit model: no I/O, no threads, no wall clock, no wire format. A simulator is
        // only ever used by one thread at a time (its session's lock), and debug builds and
        // the tests keep Swift's dynamic exclusivity checks; release builds drop them, which
        // were a fifth of an event's instructions (docs/PERFORMANCE.md).
        .target(
            name: "SimCore", dependencies: [.product(name: "Algorithms", package: "swift-algorithms")],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The built-in scenes (and, above them, form files), on SimCore's public API only.
        .target(
            name: "Scenes",
            dependencies: [
                "SimCore", "Locks", .product(name: "Yams", package: "Yams"),
                .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            resources: [.copy("BuiltIn")]),
        // SwiftUI source read as a form: swift-syntax parses it, nothing is compiled or run.
        // A target of its own so SimCore and Scenes stay free of swift-syntax.
        .target(
            name: "SwiftUIImport",
            dependencies: [
                "Scenes", "SimCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // The lock the server takes: Synchronization's Mutex, or a pthread mutex that
        // ThreadSanitizer sees when built with -D FORMSIM_TSAN_LOCK (scripts/sanitize.sh).
        .target(name: "Locks"),
        // The wire protocol: JSON bodies, event parsing, the API's limits.
        .target(name: "Wire", dependencies: ["SimCore"]),
        // Flows: recorded or written interactions with expectations, run on the engine directly.
        // Driving a simulator as a person would: scrolling to an element, hiding the
        // keyboard, settling; what flows and the audit both do.
        .target(name: "Reach", dependencies: ["SimCore"]),
        .target(name: "Flows", dependencies: ["SimCore", "Scenes", "Wire", "Reach", .product(name: "Yams", package: "Yams")]),
        // The audit: every state a person reaches in a form, checked for what breaks people.
        .target(name: "Audit", dependencies: ["SimCore", "Reach", "Flows", "Wire"]),
        .executableTarget(
            name: "SimulatorServer",
            dependencies: [
                "SimCore",
                "Scenes",
                "Wire",
                "Flows",
                "Reach",
                "Audit",
                "CMicroHTTPD",
                "Locks",
                "SwiftUIImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "FormSimBench",
            dependencies: [
                "SimCore",
                "Scenes",
                "SwiftUIImport",
                "Wire",
                "Flows",
                "Audit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // The fuzz targets (event bodies, form files and SwiftUI files, flow files): a corpus replay in a normal
        // build, libFuzzer's LLVMFuzzerTestOneInput with -sanitize=fuzzer -D FORMSIM_FUZZING
        // (scripts/fuzz.sh --libfuzzer).
        .executableTarget(name: "FormSimFuzz", dependencies: ["SimCore", "Scenes", "SwiftUIImport", "Wire", "Flows"]),
        // What the Swift tests share: a seeded generator and the one simulator factory on
        // SimCore alone (SimCoreTestSupport, all SimCoreTests may use, so they build without
        // the scenes); the simulators of built-in scenes and forms, and JSON helpers, above it
        // (TestSupport, which brings SimCoreTestSupport with it, and the baselines' record rule).
        .target(name: "SimCoreTestSupport", dependencies: ["SimCore"], path: "Tests/SimCoreTestSupport"),
        .target(name: "TestSupport", dependencies: ["SimCoreTestSupport", "SimCore", "Scenes", "Wire", "Flows"], path: "Tests/TestSupport"),
        .testTarget(name: "SimCoreTests", dependencies: ["SimCore", "SimCoreTestSupport"]),
        // The built-in scenes and the form loaders; the semantic snapshots are read as data.
        .testTarget(
            name: "ScenesTests", dependencies: ["Scenes", "SimCore", "Wire", "Reach", "TestSupport"],
            exclude: ["Scenes/__Snapshots__"]),
        .testTarget(name: "WireTests", dependencies: ["Wire", "SimCore", "Scenes", "TestSupport"]),
        .testTarget(name: "FlowsTests", dependencies: ["Flows", "Reach", "SimCore", "Scenes", "Wire", "TestSupport"]),
        .testTarget(
            name: "SimulatorServerTests",
            dependencies: [
                "SimulatorServer", "SimCore", "Scenes", "Wire", "Flows", "Audit", "Locks", "SwiftUIImport", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Corpus: SwiftUI files read as data, each beside its expected normalized forms.
        .testTarget(name: "SwiftUIImportTests", dependencies: ["SwiftUIImport", "Scenes", "SimCore", "Wire", "TestSupport"], exclude: ["Corpus"]),
    ]
)
