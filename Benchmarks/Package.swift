// swift-tools-version:6.0
// Release-mode benchmarks for PickerKit. A separate package, so the main package's graph has no
// benchmark targets and no `unsafeFlags` (FoundationBaselines needs library evolution). Run with
// `swift run -c release --package-path Benchmarks pickerkit-benchmarks [GROUP ...]`.
import PackageDescription

let package = Package(
    name: "PickerKitBenchmarks",
    dependencies: [.package(name: "PickerKit", path: "..")],
    targets: [
        .executableTarget(
            name: "pickerkit-benchmarks",
            dependencies: [
                .product(name: "PickerKit", package: "PickerKit"),
                .product(name: "PickerKitRegions", package: "PickerKit"),
                .product(name: "CICU", package: "PickerKit"),
                .product(name: "CICUSkeletonPatterns", package: "PickerKit"),
                "FoundationBaselines",
            ],
            path: "PickerKitBenchmarks"
        ),
        // Foundation's parsers for the benchmark, behind an `internal import` in a resilient
        // module (library evolution), so clients never load Foundation's bundled ICU headers,
        // which clash with CICU's system ICU when both reach one Swift module.
        .target(
            name: "FoundationBaselines",
            path: "FoundationBaselines",
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]
        ),
    ]
)
