// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PickerKit",
    products: [
        .library(name: "PickerKit", targets: ["PickerKit"]),
        // China's divisions compiled in, region names and trees read from files.
        .library(name: "PickerKitRegions", targets: ["PickerKitRegions"]),
        // Date, TimeZone, Calendar and DateComponents in and out of PickerKit's values.
        .library(name: "PickerKitFoundation", targets: ["PickerKitFoundation"]),
        // A UIPickerView data source and delegate and a SwiftUI wheel over any picker; their
        // logic (PickerWheelController) builds and is tested everywhere.
        .library(name: "PickerKitUI", targets: ["PickerKitUI"]),
        .executable(name: "locale-check", targets: ["locale-check"]),
        // The system ICU module, for the benchmark package's ICU baselines (`Benchmarks/`).
        .library(name: "CICU", targets: ["CICU"]),
        // ICU's pattern generator without the standard styles, for the same baselines.
        .library(name: "CICUSkeletonPatterns", targets: ["CICUSkeletonPatterns"]),
    ],
    // `SystemICU` (on by default): PickerKit's locale data comes from the system ICU (libicu-dev).
    // Without it (`--disable-default-traits`, and on Apple platforms) it comes from Foundation,
    // and nothing links CICU, CPickerKitICU, CICUSkeletonPatterns or the system ICU.
    traits: [
        .trait(name: "SystemICU", description: "Locale data from the system ICU (libicu-dev) instead of Foundation."),
        .default(enabledTraits: ["SystemICU"]),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // One C++ function over ICU (include/cicu_skeleton_patterns.h): the pattern generator
        // without the standard styles, which the C API cannot open.
        .target(
            name: "CICUSkeletonPatterns",
            dependencies: ["CICU"]
        ),
        // The ICU C functions PickerKit calls, declared without ICU's headers (so a client that
        // also imports full Foundation, with its own ICU, loads no second definition of ICU's
        // types) and forwarded to the system ICU; CICU gives the build its flags.
        .target(
            name: "CPickerKitICU",
            dependencies: ["CICU"]
        ),
        // Calendars, values, strict strings and the picker engine: no ICU, no Foundation, no C
        // library. Everything PickerKit needs of it is `package`; PickerKit re-exports it.
        .target(name: "PickerKitCore"),
        // The localized layer over the core: labels, locales and words from ICU.
        .target(
            name: "PickerKit",
            dependencies: [
                "PickerKitCore", "PickerKitData",
                .target(name: "CPickerKitICU", condition: .when(traits: ["SystemICU"])),
                .target(name: "CICUSkeletonPatterns", condition: .when(traits: ["SystemICU"])),
            ]
        ),
        // Region pickers: China's divisions compiled in, region names from ICU, trees from files.
        .target(
            name: "PickerKitRegions",
            dependencies: ["PickerKit", "PickerKitData"]
        ),
        // The strings of the top-level Resources/ folder compiled into the binary, through one
        // uniquely named link per file in Embedded/ (tools/link_embedded_resources.sh). No
        // `.process`, so SwiftPM generates no Foundation `Bundle.module` code.
        .target(
            name: "PickerKitData",
            dependencies: ["CPickerKitData"],
            resources: [.embedInCode("Embedded")]
        ),
        // Resources/china-divisions.json compiled in with C23 #embed: as a Swift [UInt8] literal
        // (.embedInCode) it cost ~19 s of CPU and 2 GB of memory per debug compile.
        .target(name: "CPickerKitData"),
        // Imports Foundation and PickerKit, never CICU: Foundation's bundled ICU headers clash with
        // the system ICU's in one module, so the bridge lives outside PickerKit. PickerKit reaches
        // ICU through CPickerKitICU, which declares none of ICU's C types, so a module importing
        // PickerKit loads no ICU header and may import full Foundation.
        .target(
            name: "PickerKitFoundation",
            dependencies: ["PickerKit"]
        ),
        .target(
            name: "PickerKitUI",
            dependencies: ["PickerKit"]
        ),
        // What locale-check and the tests check PickerKit with (its calendars against ICU's day by
        // day, a locale's labels against udat_format): apps link none of it.
        .target(
            name: "PickerKitVerification",
            dependencies: ["PickerKit"]
        ),
        .executableTarget(
            name: "locale-check",
            dependencies: ["PickerKit", "PickerKitRegions", "PickerKitVerification"]
        ),
        // What PickerKit shows for every locale × calendar × mode, one fact per line: built with
        // each provider and compared by tools/compare-providers.sh.
        .executableTarget(
            name: "provider-parity",
            dependencies: ["PickerKit"]
        ),
        // What the test targets share: the seeded generator of their property tests.
        .target(
            name: "PickerKitTestSupport",
            path: "Tests/PickerKitTestSupport"
        ),
        .testTarget(
            name: "PickerKitTests",
            dependencies: [
                "PickerKitCore", "PickerKit", "PickerKitRegions", "PickerKitData", "PickerKitVerification",
                "PickerKitTestSupport",
                .target(name: "CICU", condition: .when(traits: ["SystemICU"])),
                .target(name: "CPickerKitICU", condition: .when(traits: ["SystemICU"])),
            ]
        ),
        // A client's view: full Foundation, PickerKit and PickerKitFoundation in one module, no
        // CICU (it fails to build where a module it loads declares ICU's C types).
        .testTarget(
            name: "PickerKitFoundationTests",
            dependencies: [
                "PickerKit", "PickerKitRegions", "PickerKitFoundation", "PickerKitUI", "PickerKitTestSupport",
            ]
        ),
        .testTarget(
            name: "LocaleCheckTests",
            dependencies: ["locale-check", "PickerKitTestSupport"]
        ),
        // Unit tests of locale-check's internals (`@testable import locale_check`). Kept apart from
        // the end-to-end tests, which import Foundation: a module that sees locale_check for
        // testing also loads the system ICU module, whose C enums clash with Foundation's ICU.
        .testTarget(
            name: "LocaleCheckUnitTests",
            dependencies: ["locale-check"]
        ),
    ]
)
