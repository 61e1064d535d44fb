// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FormSim",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "SimulatorServer", targets: ["SimulatorServer"]),
        .executable(name: "FormSimBench", targets: ["FormSimBench"]),
        .library(name: "SimCore", targets: ["SimCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(name: "SimCore"),
        .executableTarget(
            name: "SimulatorServer",
            dependencies: [
                "SimCore",
                "CMicroHTTPD",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "FormSimBench",
            dependencies: [
                "SimCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        .testTarget(name: "SimCoreTests", dependencies: ["SimCore"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SimulatorServerTests", dependencies: ["SimulatorServer", "SimCore"]),
    ]
)
