// swift-tools-version:6.1
// Release-mode benchmarks for PickerKit. A separate package, so the main package's graph has no
// benchmark targets and no `unsafeFlags` (FoundationBaselines needs library evolution). Run with
// `swift run -c release --package-path Benchmarks pickerkit-benchmarks [GROUP ...]`.
import PackageDescription

let package = Package(
    name: "PickerKitBenchmarks",
    // `SystemICU` (default) passes through to PickerKit's trait of that name; without it
    // (`--disable-default-traits`) PickerKit reads its locale data from Foundation, as the root
    // package's `--disable-default-traits` build does. Only `first-picker-child` builds so:
    // pickerkit-benchmarks imports CICU, whose ICU headers clash with Foundation's.
    traits: [
        .trait(name: "SystemICU", description: "PickerKit's locale data from the system ICU (its default)."),
        .default(enabledTraits: ["SystemICU"]),
    ],
    dependencies: [
        .package(
            name: "PickerKit", path: "..",
            traits: [.trait(name: "SystemICU", condition: .when(traits: ["SystemICU"]))])
    ],
    targets: [
        .executableTarget(
            name: "pickerkit-benchmarks",
            dependencies: [
                .product(name: "PickerKit", package: "PickerKit"),
                .product(name: "PickerKitRegions", package: "PickerKit"),
                .product(name: "CICU", package: "PickerKit"),
                .product(name: "CICUSkeletonPatterns", package: "PickerKit"),
                "FoundationBaselines",
                "FirstPickerBody",
            ],
            path: "PickerKitBenchmarks"
        ),
        // The picker side of the `first-picker` group: one first picker in a fresh process. PickerKit
        // alone (no CICU), so it also builds with the Foundation provider (`--disable-default-traits
        // --product first-picker-child`), whose ICU headers clash with CICU in one module.
        .executableTarget(
            name: "first-picker-child",
            dependencies: ["FirstPickerBody"],
            path: "FirstPickerChild"
        ),
        // The first picker's body, shared by `first-picker-child` and the ratio guard
        // (`GuardFirstUse`), so that the published figure and the guarded one are one definition.
        .target(
            name: "FirstPickerBody",
            dependencies: [.product(name: "PickerKit", package: "PickerKit")],
            path: "FirstPickerBody"
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
