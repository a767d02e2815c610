import FirstPickerBody

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One first date picker in this fresh process, timed in-process (the picker side of the
/// `first-picker` group of `pickerkit-benchmarks`, which spawns it):
///
///     first-picker-child LOCALE
///
/// prints the nanoseconds from just before `ResolvedLocale(LOCALE)` to just after the labels
/// of the visible rows (the selected row ±3) of every column of a `LocalizedPicker` of mode
/// `.date` selecting 2019-08-20 (``FirstPickerBody/firstPicker(_:)``, which the ratio guard
/// counts too), then the provider's name. It links PickerKit alone (no CICU), so it builds with
/// either provider: `--disable-default-traits` gives Foundation's, whose ICU headers cannot
/// share a module with the benchmarks' CICU.

/// Monotonic time in nanoseconds.
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

guard CommandLine.arguments.count == 2 else {
    print("usage: first-picker-child LOCALE")
    exit(64)
}
let start = nanoseconds()
do {
    let size = try FirstPickerBody.firstPicker(CommandLine.arguments[1])
    let elapsed = nanoseconds() - start
    guard size > 0 else { exit(1) }
    #if SystemICU
        print(elapsed, "system-ICU")
    #else
        print(elapsed, "Foundation")
    #endif
} catch {
    print("first picker \(CommandLine.arguments[1]): \(error)")
    exit(1)
}
