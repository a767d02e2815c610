// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PickerKit",
    products: [
        .library(name: "PickerKit", targets: ["PickerKit"]),
        .executable(name: "locale-check", targets: ["locale-check"]),
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
            dependencies: ["CICU"]
        ),
        .executableTarget(
            name: "locale-check",
            dependencies: ["PickerKit", "CICU"]
        ),
        .executableTarget(
            name: "pickerkit-benchmarks",
            dependencies: ["PickerKit", "CICU", "FoundationBaselines"],
            path: "Benchmarks/PickerKitBenchmarks"
        ),
        .target(
            name: "FoundationBaselines",
            path: "Benchmarks/FoundationBaselines"
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
