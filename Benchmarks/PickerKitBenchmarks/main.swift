#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Benchmarks for PickerKit. Run in release mode:
///
///     swift run -c release --package-path Benchmarks pickerkit-benchmarks [GROUP ...]
///
/// With no GROUP every group runs; `guard` alone is the quick ratio check CI runs
/// (``RatioGuard``). Each group prints ns per operation and ratios measured
/// side by side in one run.

/// The benchmark groups by name, in the order they run.
let groups: [(name: String, run: () -> Void)] = [
    ("gregorian", GregorianBenchmarks.run),
    ("selection", SelectionBenchmarks.run),
    ("cascade", CascadeBenchmarks.run),
    ("cascade-load", CascadeBenchmarks.runLoading),
    (
        "labels",
        {
            LabelBenchmarks.run()
            CalendarLabelBenchmarks.runRowLabels()
            SingleColumnBenchmarks.run()
            LabelerCacheMemory.run()
        }
    ),
    ("picker", PickerBenchmarks.run),
    (
        "calendars",
        {
            CalendarBenchmarks.run()
            CalendarLabelBenchmarks.runFirstUse()
        }
    ),
    ("ranges", RangeBenchmarks.run),
    ("first-use-steps", FirstUseSteps.run),
    ("durations", DurationBenchmarks.run),
    ("display", DisplayStringBenchmarks.run),
    ("first-picker", FirstPickerBenchmarks.run),
]

// A child of the `first-picker` group: one first use in this fresh process, timed in-process.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "first-picker-child" {
    exit(FirstPickerBenchmarks.child(kind: CommandLine.arguments[2], id: CommandLine.arguments[3]))
}

// The quick mode CI runs (`.ci/run`): a few same-run ratios against their floors.
if CommandLine.arguments.dropFirst().first == "guard" {
    exit(RatioGuard.run())
}

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(groups.map(\.name))
if !unknown.isEmpty {
    print(
        "unknown benchmark group(s): \(unknown.sorted().joined(separator: ", ")); groups: \(groups.map(\.name).joined(separator: ", "))"
    )
} else {
    for group in groups where requested.isEmpty || requested.contains(group.name) {
        group.run()
    }
}
