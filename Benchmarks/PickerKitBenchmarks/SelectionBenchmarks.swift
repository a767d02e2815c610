import CICU
import FoundationBaselines
import PickerKit

/// Strict selection parsing and formatting against Foundation, ICU and a hand-written floor.
enum SelectionBenchmarks {
    /// 64 different inputs so nothing is constant-folded; iteration `i` uses `inputs[i & 63]`.
    static let dates: [String] = (0..<64).map { index in
        try! Selection(year: 1990 + index, month: index % 12 + 1, day: index % 28 + 1).description
    }
    static let dateTimes: [String] = (0..<64).map { index in
        try! Selection(
            year: 1990 + index, month: index % 12 + 1, day: index % 28 + 1, hour: index % 24, minute: index % 60,
            second: (index * 7) % 60
        ).description
    }

    /// The hand-written floor's date parse, named `name` (the group's and the guard's tables
    /// name it differently).
    static func floorDateCase(_ name: String) -> BenchmarkRunner.Case {
        let dates = dates
        return .init(name: name) { iterations in
            var total = 0
            for index in 0..<iterations { total &+= ReferenceParser.parseDate(dates[index & 63]) }
            return total
        }
    }

    /// The hand-written floor's date-time parse, named `name`.
    static func floorDateTimeCase(_ name: String) -> BenchmarkRunner.Case {
        let dateTimes = dateTimes
        return .init(name: name) { iterations in
            var total = 0
            for index in 0..<iterations { total &+= ReferenceParser.parseDateTime(dateTimes[index & 63]) }
            return total
        }
    }

    /// `Selection`'s strict parse of the 64 dates.
    static func strictDateCase() -> BenchmarkRunner.Case {
        let dates = dates
        return .init(name: "Selection strict parse (date)") { iterations in
            var total = 0
            for index in 0..<iterations {
                if let value = try? Selection(dates[index & 63], mode: .date) { total &+= value[.day]! }
            }
            return total
        }
    }

    /// `Selection`'s strict parse of the 64 date-times.
    static func strictDateTimeCase() -> BenchmarkRunner.Case {
        let dateTimes = dateTimes
        return .init(name: "Selection strict parse (date-time)") { iterations in
            var total = 0
            for index in 0..<iterations {
                if let value = try? Selection(dateTimes[index & 63], mode: .dateTime) { total &+= value[.second]! }
            }
            return total
        }
    }

    static func run() {
        let foundation = FoundationDateParsers()
        let dates = Self.dates
        let dateTimes = Self.dateTimes
        let isoDateTimes = dateTimes.map { $0.replacingSpaceWithT() + "Z" }
        let dateValues = dates.map { try! Selection($0, mode: .date) }
        let dateTimeValues = dateTimes.map { try! Selection($0, mode: .dateTime) }
        let udatDate = ICUDateParser(pattern: "yyyy-MM-dd")
        let udatDateTime = ICUDateParser(pattern: "yyyy-MM-dd HH:mm:ss")
        let utf16Dates = dates.map { Array($0.utf16) }
        let utf16DateTimes = dateTimes.map { Array($0.utf16) }

        // Fast operations get many calls per round, slow ones fewer; ISO8601FormatStyle runs in
        // both tables so the slow parsers are tied to the fast ones within this run.
        let fast = BenchmarkRunner(iterations: 400_000)
        let slow = BenchmarkRunner(iterations: 10_000)
        let floor = "hand-written floor parse"
        let isoDate = Case(name: "Foundation ISO8601FormatStyle parse") { iterations in
            var total = 0
            for index in 0..<iterations { total &+= Int(foundation.isoParseDate(dates[index & 63]) ?? 0) }
            return total
        }
        let isoDateTime = Case(name: "Foundation ISO8601FormatStyle parse (T, Z)") { iterations in
            var total = 0
            for index in 0..<iterations { total &+= Int(foundation.isoParseDateTime(isoDateTimes[index & 63]) ?? 0) }
            return total
        }
        let dateResults = fast.compare(
            "selection: date \"2019-08-20\"", baseline: floor,
            [
                floorDateCase(floor),
                strictDateCase(),
                .init(name: "Selection format (date)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= dateValues[index & 63].description.utf8.count }
                    return total
                },
                isoDate,
            ])
        let dateTimeResults = fast.compare(
            "selection: date-time \"2019-08-20 14:30:05\"", baseline: floor,
            [
                floorDateTimeCase(floor),
                strictDateTimeCase(),
                .init(name: "Selection format (date-time)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= dateTimeValues[index & 63].description.utf8.count }
                    return total
                },
                isoDateTime,
            ])
        let slowResults = slow.compare(
            "selection: slower parsers", baseline: isoDate.name,
            [
                isoDate,
                .init(name: "Foundation DateFormatter parse") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= Int(foundation.formatterParseDate(dates[index & 63]) ?? 0)
                    }
                    return total
                },
                .init(name: "ICU udat_parse date (UTF-16 input)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= udatDate.parse(utf16Dates[index & 63]) }
                    return total
                },
                isoDateTime,
                .init(name: "ICU udat_parse date-time (UTF-16 input)") { iterations in
                    var total = 0
                    for index in 0..<iterations { total &+= udatDateTime.parse(utf16DateTimes[index & 63]) }
                    return total
                },
            ])
        func ratio(_ value: Double) -> String {
            BenchmarkRunner.format(value, width: 0) + "x"
        }
        print("\nratios to strict parse (targets: <= 2x the floor, >= 20x faster than ISO8601FormatStyle)")
        let strictDate = dateResults["Selection strict parse (date)"]!
        let strictDateTime = dateTimeResults["Selection strict parse (date-time)"]!
        print(
            "  date:      strict / floor = \(ratio(strictDate / dateResults[floor]!)), "
                + "ISO8601FormatStyle / strict = \(ratio(dateResults[isoDate.name]! / strictDate)), "
                + "DateFormatter / strict = "
                + ratio(
                    slowResults["Foundation DateFormatter parse"]! / slowResults[isoDate.name]! * dateResults[
                        isoDate.name]! / strictDate)
                + ", udat_parse / strict = "
                + ratio(
                    slowResults["ICU udat_parse date (UTF-16 input)"]! / slowResults[isoDate.name]! * dateResults[
                        isoDate.name]! / strictDate))
        print(
            "  date-time: strict / floor = \(ratio(strictDateTime / dateTimeResults[floor]!)), "
                + "ISO8601FormatStyle / strict = \(ratio(dateTimeResults[isoDateTime.name]! / strictDateTime)), "
                + "udat_parse / strict = "
                + ratio(
                    slowResults["ICU udat_parse date-time (UTF-16 input)"]! / slowResults[isoDateTime.name]!
                        * dateTimeResults[isoDateTime.name]! / strictDateTime))
    }
}

/// A benchmark case.
private typealias Case = BenchmarkRunner.Case

extension String {
    /// The string with its first space replaced by `T` (ISO 8601's date-time separator).
    fileprivate func replacingSpaceWithT() -> String {
        String(map { $0 == " " ? "T" : $0 })
    }
}

/// An ICU `UDateFormat` for one pattern in UTC, en_US_POSIX, not lenient.
final class ICUDateParser {
    private let format: UnsafeMutablePointer<UDateFormat?>

    init(pattern: String) {
        var status = U_ZERO_ERROR
        let zone = Array("UTC".utf16)
        let patternUnits = Array(pattern.utf16)
        format = cicu_udat_open(
            UDAT_PATTERN, UDAT_PATTERN, "en_US_POSIX", zone, Int32(zone.count), patternUnits, Int32(patternUnits.count),
            &status)!
        precondition(status.rawValue <= 0, "udat_open failed: \(status)")
        cicu_udat_setLenient(format, 0)
    }

    deinit { cicu_udat_close(format) }

    /// Parses `text`; returns the milliseconds since 1970, or 0 on an error.
    func parse(_ text: [UInt16]) -> Int {
        var status = U_ZERO_ERROR
        var position: Int32 = 0
        let date = cicu_udat_parse(format, text, Int32(text.count), &position, &status)
        return status.rawValue > 0 ? 0 : Int(date)
    }
}
