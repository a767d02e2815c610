import CICU
import FoundationBaselines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first date picker of a process against ICU's first formatted date, each in a fresh
/// process (group `first-picker`, issue 41 item 2).
///
/// Each measurement is a child process that times, in-process, from just before its first
/// PickerKit or ICU call to just after its last, and prints the nanoseconds. Both sides load
/// ICU's data for the locale in that window (nothing touched ICU before it); process start and
/// library loading are outside it. Children run interleaved (each round runs every kind of
/// every locale once), and the table gives the median and the best of the rounds.
///
/// - `picker`: the `first-picker-child` executable (`Benchmarks/FirstPickerChild`):
///   `ResolvedLocale(id)`, a `LocalizedPicker` of mode `.date` selecting 2019-08-20, and the
///   labels of the visible rows (the selected row ±3) of every column, as an app's first screen
///   reads them. It links PickerKit alone, so it builds with either provider; the one beside
///   this executable runs unless `PICKERKIT_FIRST_PICKER_CHILD` names another (the Foundation
///   provider's build: see `Benchmarks/README.md`, "The first picker").
/// - `icu` (this executable, `pickerkit-benchmarks first-picker-child icu LOCALE`): `udatpg_open`, `udatpg_getBestPattern` of `yMMMMd`, `udat_open` of that pattern
///   and one `udat_format` of 2019-08-20 (the system ICU, through CICU, whichever provider
///   PickerKit was built with).
/// - `foundation`: the same first date through Foundation (`DateFormatter` with the locale and
///   the template `yMMMMd`): the Foundation provider's own ICU, for that configuration.
///
/// `PICKERKIT_FIRST_PICKER_ROUNDS` sets the rounds (default 11), `PICKERKIT_FIRST_PICKER_LOCALES`
/// the ids (comma-separated).
enum FirstPickerBenchmarks {
    /// The locales and calendars of issue 41's first-picker figures.
    static let locales =
        getenv("PICKERKIT_FIRST_PICKER_LOCALES").map { String(cString: $0).split(separator: ",").map(String.init) } ?? [
            "en_US", "de_DE", "zh_CN", "ar_EG", "fa_IR", "ja_JP@calendar=japanese", "zh_CN@calendar=chinese",
            "he_IL@calendar=hebrew",
        ]

    /// Rounds per locale and kind.
    static let rounds = getenv("PICKERKIT_FIRST_PICKER_ROUNDS").flatMap { Int(String(cString: $0)) } ?? 11

    /// The skeleton of a date picker's display strings, asked of ICU by the baseline.
    static let skeleton = "yMMMMd"

    /// 2019-08-20 12:00 UTC in ms since 1970: the selected day on both sides.
    static let millis = 1_566_302_400_000.0

    /// The kinds of child, in the order they run within a round (`picker` is `first-picker-child`).
    static let kinds = ["icu", "picker", "foundation"]

    /// Spawns the children and prints the table.
    static func run() {
        let executable = selfPath()
        let child =
            getenv("PICKERKIT_FIRST_PICKER_CHILD").map { String(cString: $0) }
            ?? String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]) + "/first-picker-child"
        var samples: [String: [String: [Double]]] = [:]
        var provider = ""
        for _ in 0..<rounds {
            for id in locales {
                for kind in kinds {
                    let command =
                        kind == "picker"
                        ? "'\(child)' '\(id)'" : "'\(executable)' first-picker-child \(kind) '\(id)'"
                    guard let (nanoseconds, note) = spawn(command) else {
                        print("first-picker: child \(kind) \(id) failed")
                        return
                    }
                    if kind == "picker" { provider = note }
                    samples[id, default: [:]][kind, default: []].append(nanoseconds)
                }
            }
        }
        print(
            "\nfirst date picker in a fresh process vs ICU's first formatted date (picker: \(child), provider \(provider); "
                + "\(rounds) processes each, interleaved; ms, median and best)")
        print(
            "  " + "locale".padded(to: 26) + "  picker med   ICU med   ratio  |  picker best  ICU best   ratio"
                + "  |  Foundation med  picker/Foundation")
        for id in locales {
            guard let kinds = samples[id], let picker = kinds["picker"], let icu = kinds["icu"],
                let foundation = kinds["foundation"]
            else { continue }
            let (pickerMedian, icuMedian, foundationMedian) = (median(picker), median(icu), median(foundation))
            let (pickerBest, icuBest) = (picker.min()!, icu.min()!)
            print(
                "  " + id.padded(to: 26) + BenchmarkRunner.format(pickerMedian / 1e6, width: 12)
                    + BenchmarkRunner.format(icuMedian / 1e6, width: 10)
                    + BenchmarkRunner.format(pickerMedian / icuMedian, width: 7) + "x  |"
                    + BenchmarkRunner.format(pickerBest / 1e6, width: 13)
                    + BenchmarkRunner.format(icuBest / 1e6, width: 10)
                    + BenchmarkRunner.format(pickerBest / icuBest, width: 7) + "x  |"
                    + BenchmarkRunner.format(foundationMedian / 1e6, width: 16)
                    + BenchmarkRunner.format(pickerMedian / foundationMedian, width: 18) + "x")
        }
    }

    /// The baselines' side: times one first use and prints the nanoseconds (hidden subcommand
    /// `first-picker-child KIND LOCALE`, KIND `icu` or `foundation`).
    static func child(kind: String, id: String) -> Int32 {
        let start = BenchmarkRunner.nanoseconds()
        let size: Int
        switch kind {
        case "icu": size = firstICUDate(id)
        case "foundation":
            size = FoundationFirstDate.format(localeID: id, template: skeleton, millis: millis).utf8.count
        default:
            print("unknown kind \(kind): icu, foundation")
            return 64
        }
        let elapsed = BenchmarkRunner.nanoseconds() - start
        guard size > 0 else {
            print("first-picker-child: \(kind) \(id) made nothing")
            return 1
        }
        print(elapsed)
        return 0
    }

    /// ICU's first formatted date: generator, best pattern of ``skeleton``, formatter, one
    /// `udat_format`; returns the text's length in UTF-16 units.
    static func firstICUDate(_ id: String) -> Int {
        var status = U_ZERO_ERROR
        let generator = cicu_udatpg_open(id, &status)
        defer { cicu_udatpg_close(generator) }
        let skeletonUnits = Array(skeleton.utf16)
        var pattern = [UInt16](repeating: 0, count: 128)
        let patternLength = cicu_udatpg_getBestPattern(
            generator, skeletonUnits, Int32(skeletonUnits.count), &pattern, Int32(pattern.count), &status)
        let zone = Array("UTC".utf16)
        let format = cicu_udat_open(
            UDAT_PATTERN, UDAT_PATTERN, id, zone, Int32(zone.count), pattern, patternLength, &status)
        defer { cicu_udat_close(format) }
        var text = [UInt16](repeating: 0, count: 128)
        let length = cicu_udat_format(format, millis, &text, Int32(text.count), &status)
        return status.rawValue > 0 ? 0 : Int(length)
    }

    /// This executable's path.
    static func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0 ? String(cString: buffer) : CommandLine.arguments[0]
    }

    /// Runs one child command and reads its last line, nanoseconds and an optional note (the
    /// picker child's provider), or `nil` when it failed.
    static func spawn(_ command: String) -> (Double, String)? {
        guard let pipe = popen(command, "r") else { return nil }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil { output += String(cString: buffer) }
        guard pclose(pipe) == 0 else {
            print(output)
            return nil
        }
        let last = output.split(separator: "\n").last?.split(separator: " ") ?? []
        guard let nanoseconds = last.first.flatMap({ Double(String($0)) }) else { return nil }
        return (nanoseconds, last.dropFirst().joined(separator: " "))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
