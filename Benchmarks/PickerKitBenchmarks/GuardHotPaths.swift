import CICU
@_spi(Benchmarks) @_spi(PickerKitTools) import PickerKit
import PickerKitRegions

/// The in-process pairs the guard checked before issue 41 (strict parsing against the
/// hand-written floor, warm row labels and zh_CN date ranges against ICU) and the cascade
/// loader against a byte scan, as bodies for ``GuardCatalog``.
enum GuardHotPaths {
    typealias Pair = (baseline: GuardedRatio.Body, subject: GuardedRatio.Body)

    /// The hand-written floor's parse of a date against `Selection`'s strict parse.
    static func strictDate() -> Pair {
        (SelectionBenchmarks.floorDateCase("floor").body, SelectionBenchmarks.strictDateCase().body)
    }

    /// The hand-written floor's parse of a date-time against `Selection`'s strict parse.
    static func strictDateTime() -> Pair {
        (SelectionBenchmarks.floorDateTimeCase("floor").body, SelectionBenchmarks.strictDateTimeCase().body)
    }

    /// `udat_format` of a zh_CN year row (the labeler's own ICU path) against the cached
    /// label of `field` for the same values.
    static func cachedLabel(_ field: DateField) -> Pair {
        let chinese = try! CalendarLabeler.shared(locale: ResolvedLocale("zh_CN"), mode: .date)
        // The values labeled, made before the counted calls (a selection's fields are checked):
        // the index's year, month and day repeat every 4200 indices.
        let samples = (0..<4200).map { index in
            try! Selection(year: 1900 + index % 200, month: index % 12 + 1, day: index % 28 + 1)
        }
        func values(_ index: Int) -> Selection { samples[index % 4200] }
        let baseline: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! chinese.icuLabel(.year, for: values(index)).utf8.count }
            return total
        }
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! chinese.label(field, for: values(index)).utf8.count }
            return total
        }
        return (baseline, subject)
    }

    /// `udtitvfmt_format` of 64 zh_CN date ranges on an open formatter against
    /// ``PickerFormatter`` writing them closed, or open (`.../present`) when `open`.
    static func zhDateRange(open: Bool) -> Pair {
        let (formatter, ranges, millis, skeleton, zone) = RangeBenchmarks.formattingSetUp()
        let openRanges = (0..<64).map { index in
            try! SelectionRange(
                start: try! Selection(year: 1990 + index, month: index % 12 + 1, day: 1), end: .present)
        }
        var status = U_ZERO_ERROR
        let icu = cicu_udtitvfmt_open(
            "zh_CN@calendar=gregorian", skeleton, Int32(skeleton.count), zone, Int32(zone.count), &status)!
        let subjects = open ? openRanges : ranges
        let baseline: GuardedRatio.Body = { iterations in
            var total = 0
            var buffer = [UInt16](repeating: 0, count: 128)
            for index in 0..<iterations {
                var status = U_ZERO_ERROR
                let (from, to) = millis[index & 63]
                total &+= Int(cicu_udtitvfmt_format(icu, from, to, &buffer, 128, nil, &status))
            }
            return total
        }
        let subject: GuardedRatio.Body = { iterations in
            var total = 0
            for index in 0..<iterations { total &+= try! formatter.string(for: subjects[index & 63]).utf8.count }
            return total
        }
        return (baseline, subject)
    }

    /// A scan of the 1x cascade document's bytes for quotes against `CascadeTree(json:)` of it.
    static func cascadeLoad() -> Pair {
        let tree = try! CascadeTree.chinaDivisions()
        let bytes = CascadeBenchmarks.document(copies: 1, of: tree)
        return (
            CascadeBenchmarks.floorCase("floor", bytes).body,
            CascadeBenchmarks.loadCase("load", bytes).body
        )
    }
}
