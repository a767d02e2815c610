import PickerKitTestSupport
import Testing

@testable import PickerKitCore

/// The strict parser's per-mode fast path (``SelectionMode/canonicalFields(_:)``, what
/// `locale-check parse --mode` runs first on each line; a date's shape checked on two words)
/// against the general strict parser: the same inputs accepted, with the same fields, and
/// nothing accepted that the general parser refuses.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter CanonicalFastPath`.
@Suite("the strict fast path agrees with the general strict parser")
struct CanonicalFastPathTests {
    /// Random cases per mode, each a valid value and a few mutations of it.
    static let casesPerMode = 4_000

    /// `nil` when the fast path and the general parser agree on `bytes` as `mode`, else how they differ.
    static func disagreement(_ mode: SelectionMode, _ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            let fast = mode.canonicalFields(buffer)
            let general = Result { () throws(ParseError) in try SelectionParser.parse(buffer, mode: mode) }
            switch (fast, general) {
            case (let fast?, .success(let fields)) where fast == fields:
                // What Selection(parsing:mode:) makes of it, the value `parse` prints.
                let selection = Result { () throws(ParseError) in try Selection(parsing: buffer, mode: mode) }
                if case .success(let value) = selection, value == Selection(_unchecked: fields, mode: mode) {
                    return nil
                }
                return "\(mode) \(bytes): fast path and parse read \(fields), Selection \(selection)"
            case (nil, .failure):
                return nil
            default:
                return
                    "\(mode) \(bytes) (\(String(decoding: bytes, as: UTF8.self))): fast path \(String(describing: fast)), "
                    + "general \(general)"
            }
        }
    }

    @Test("random valid values and near-valid mutations of them, every mode")
    func randomInputs() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x5348_4150_45)
        for mode in SelectionMode.allCases {
            for _ in 0..<Self.casesPerMode {
                let value = Selection(fields: SelectionPropertyTests.randomFields(mode, using: &random), mode: mode)
                var bytes = Array(value.description.utf8)
                if let difference = Self.disagreement(mode, bytes) {
                    Issue.record("seed \(seed): \(difference)")
                    return
                }
                // Near-valid: one or two bytes replaced, inserted, removed or swapped, or a
                // field pushed out of range (a month 13, a day past the month's end).
                for _ in 0...Int.random(in: 0...1, using: &random) {
                    if Bool.random(using: &random) {
                        SelectionPropertyTests.mutate(&bytes, using: &random)
                    } else if let offset = Self.randomDigitOffset(bytes, using: &random) {
                        bytes[offset] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random)
                    }
                }
                if let difference = Self.disagreement(mode, bytes) {
                    Issue.record("seed \(seed): \(difference)")
                    return
                }
            }
        }
    }

    /// A random offset of an ASCII digit in `bytes`, if any.
    static func randomDigitOffset(_ bytes: [UInt8], using random: inout SplitMix64) -> Int? {
        let digits = bytes.indices.filter { SelectionParser.isDigit(bytes[$0]) }
        return digits.randomElement(using: &random)
    }

    @Test(
        "every byte at every offset of a few dates and times, every mode",
        arguments: ["2000-02-29 23:59:59", "1900-02-28 10:01:09"])
    func everyByteEverywhere(_ dateTime: String) {
        for mode in SelectionMode.allCases {
            let base = Self.text(dateTime, for: mode)
            for offset in base.indices {
                for byte in UInt8.min...UInt8.max {
                    var bytes = base
                    bytes[offset] = byte
                    if let difference = Self.disagreement(mode, bytes) {
                        Issue.record("\(difference)")
                        return
                    }
                }
            }
        }
    }

    /// The canonical text of `mode` cut from a full `YYYY-MM-DD hh:mm:ss`.
    static func text(_ dateTime: String, for mode: SelectionMode) -> [UInt8] {
        let bytes = Array(dateTime.utf8)
        let start: Int
        switch mode.firstField {
        case .month: start = 5
        case .hour: start = 11
        case .minute: start = 14
        default: start = 0
        }
        return Array(bytes[start..<(start + mode.canonicalLength)])
    }

    @Test(
        "edge cases of the date fast path",
        arguments: [
            "2019-08-20", "0000-01-01", "0001-01-01", "9999-12-31", "2000-02-29", "1900-02-29", "2004-02-29",
            "2019-02-29", "2019-00-10", "2019-13-10", "2019-04-31", "2019-04-30", "2019-08-00", "2019-08-32",
            "2019-08-2:", "2019-08-2/", "2019:08-20", "2019-08:20", "2019/08/20", "2019-08-20 ", " 2019-08-20",
            "2019-08-2", "201-08-20", "2019-8-20", "２０１９-08-20", "2019-08-20\r", "2019-0\u{8}-20", "present",
            "2019-08-20[u-ca=gregory]", "", "=019-08-20", "2019=08=20", "2019\u{1D}08\u{1D}20", "?019-08-20",
        ])
    func dateEdges(_ text: String) {
        #expect(Self.disagreement(SelectionMode.date, Array(text.utf8)) == nil)
    }

    @Test("the date fast path reads the fields of every day of a few years")
    func everyDay() {
        for year in [1, 4, 100, 400, 1900, 2000, 2019, 2024, 9999] {
            for month in 1...12 {
                for day in 1...31 {
                    let bytes =
                        Array(SelectionFields.padded(year, 4).utf8) + Array("-".utf8)
                        + Array(SelectionFields.padded(month, 2).utf8) + Array("-".utf8)
                        + Array(SelectionFields.padded(day, 2).utf8)
                    #expect(Self.disagreement(SelectionMode.date, bytes) == nil)
                }
            }
        }
    }
}
