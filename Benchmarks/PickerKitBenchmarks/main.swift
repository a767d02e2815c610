/// Benchmarks for PickerKit. Run in release mode:
///
///     swift run -c release --package-path Benchmarks pickerkit-benchmarks [GROUP ...]
///
/// With no GROUP every group runs. Each group prints ns per operation and ratios measured
/// side by side in one run.

/// The benchmark groups by name, in the order they run.
let groups: [(name: String, run: () -> Void)] = [
    ("gregorian", GregorianBenchmarks.run),
    ("selection", SelectionBenchmarks.run),
    ("cascade", CascadeBenchmarks.run),
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
]

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
