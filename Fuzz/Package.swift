// swift-tools-version:6.0
// libFuzzer harnesses for PickerKit's selection parsers, cascade JSON reader, locale ids and display strings. A separate package so the main
// package's `swift build` and `swift test` never build it. Run with `./run.sh SECONDS`.
import PackageDescription

let package = Package(
    name: "PickerKitFuzz",
    dependencies: [.package(name: "PickerKit", path: "..")],
    targets: [
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "PickerKit", package: "PickerKit"),
                .product(name: "PickerKitRegions", package: "PickerKit"),
            ]
        ),
        .executableTarget(name: "fuzz-strict", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "fuzz-lenient", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "fuzz-cascade", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "fuzz-locale", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "fuzz-display", dependencies: ["FuzzChecks"]),
    ]
)
