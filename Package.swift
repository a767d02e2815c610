// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PickerKit",
    defaultLocalization: "en",
    products: [
        .library(name: "PickerKit", targets: ["PickerKit"]),
        .executable(name: "locale-check", targets: ["locale-check"]),
        // The system ICU module, for the benchmark package's ICU baselines (`Benchmarks/`).
        .library(name: "CICU", targets: ["CICU"]),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        .target(
            name: "PickerKit",
            dependencies: ["CICU", "PickerKitResources"]
        ),
        // Carries the top-level Resources/ folder (through a link) as a resource bundle. PickerKit
        // depends on it without importing it: its generated Bundle.module code imports Foundation,
        // whose bundled ICU headers clash with CICU's in one module.
        .target(
            name: "PickerKitResources",
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "locale-check",
            dependencies: ["PickerKit", "CICU"]
        ),
        .testTarget(
            name: "PickerKitTests",
            dependencies: ["PickerKit", "CICU"]
        ),
        .testTarget(
            name: "LocaleCheckTests",
            dependencies: ["locale-check"]
        ),
    ]
)
