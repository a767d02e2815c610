import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Round-trip properties over random values and random mutations, seeded by ``SplitMix64``.
///
/// Repeat a failing run with `PICKERKIT_SEED=<seed printed in the failure> swift test --filter SelectionProperty`.
@Suite("selection round-trip properties")
struct SelectionPropertyTests {
    /// Cases per property (4 properties, so 120,000 per run).
    static let casesPerProperty = 30_000

    /// Digits of other scripts, by value 0...9, for lenient inputs.
    static let digitScripts: [[Unicode.Scalar]] = [
        Array("0123456789".unicodeScalars), Array("０１２３４５６７８９".unicodeScalars),
        Array("٠١٢٣٤٥٦٧٨٩".unicodeScalars), Array("०१२३४५६७८९".unicodeScalars), Array("๐๑๒๓๔๕๖๗๘๙".unicodeScalars),
    ]

    /// A random valid value of `mode`, with extra weight on edges (year 1 and 9999, month ends, leap days).
    static func randomFields(_ mode: SelectionMode, using random: inout SplitMix64) -> SelectionFields {
        var fields = SelectionFields()
        let edgeYears = [1, 4, 100, 400, 1582, 1900, 2000, 9999]
        fields.year =
            Bool.random(using: &random)
            ? edgeYears.randomElement(using: &random)! : Int.random(in: 1...9999, using: &random)
        fields.month = Int.random(in: 1...12, using: &random)
        let days = fields.daysInMonth(yearKnown: mode.includes(.year))
        fields.day = Bool.random(using: &random) ? days : Int.random(in: 1...days, using: &random)
        fields.hour = Int.random(in: 0...23, using: &random)
        fields.minute = Int.random(in: 0...59, using: &random)
        fields.second = Int.random(in: 0...59, using: &random)
        return fields
    }

    static func strict(_ bytes: [UInt8], mode: SelectionMode?) -> Result<Selection, ParseError> {
        bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ParseError) in try Selection(parsing: buffer, mode: mode) }
        }
    }

    static func lenient(_ bytes: [UInt8], mode: SelectionMode?) -> Result<Selection, ParseError> {
        bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ParseError) in try Selection.normalizing(utf8: buffer, mode: mode) }
        }
    }

    @Test("parse(format(v)) == v for random values of every mode; order matches the canonical strings")
    func roundTrip() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed)
        var previous: [SelectionMode: Selection] = [:]
        for index in 0..<Self.casesPerProperty {
            let mode = SelectionMode.allCases[index % SelectionMode.allCases.count]
            let value = Selection(fields: Self.randomFields(mode, using: &random), mode: mode)
            let text = value.description
            let parsed = Self.strict(Array(text.utf8), mode: mode)
            guard case .success(let back) = parsed, back == value, text.utf8.count == mode.canonicalLength else {
                Issue.record("seed \(seed): \(mode) \(text) parsed as \(parsed)")
                return
            }
            if mode != .minuteSecond, case .success(let inferred) = Self.strict(Array(text.utf8), mode: nil) {
                #expect(inferred == value, "seed \(seed): \(text) inferred as \(inferred)")
            } else if mode != .minuteSecond {
                Issue.record("seed \(seed): \(text) did not parse with an inferred mode")
                return
            }
            if let last = previous[mode] {
                let chronological = last < value
                #expect(chronological == (last.description < text), "seed \(seed): \(last) vs \(text)")
            }
            previous[mode] = value
        }
    }

    @Test("mutated strings fail with an offset inside the input, or parse to a canonical value")
    func mutations() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x4D55_5441_5445)
        for index in 0..<Self.casesPerProperty {
            let mode = SelectionMode.allCases[index % SelectionMode.allCases.count]
            var bytes = Array(Selection(fields: Self.randomFields(mode, using: &random), mode: mode).description.utf8)
            for _ in 0...Int.random(in: 0...2, using: &random) {
                Self.mutate(&bytes, using: &random)
            }
            let strictMode: SelectionMode? = index % 3 == 0 ? nil : mode
            for (name, result) in [
                ("strict", Self.strict(bytes, mode: strictMode)), ("lenient", Self.lenient(bytes, mode: strictMode)),
            ] {
                switch result {
                case .failure(let error):
                    guard (0...bytes.count).contains(error.offset), !error.message.isEmpty else {
                        Issue.record("seed \(seed): \(name) \(bytes) gave offset \(error.offset)")
                        return
                    }
                    if let strictMode, error.mode != strictMode, error.kind != .unexpectedCharacter,
                        error.kind != .empty
                    {
                        Issue.record("seed \(seed): \(name) \(bytes) error mode \(String(describing: error.mode))")
                        return
                    }
                case .success(let value):
                    let canonical = Array(value.description.utf8)
                    if name == "strict" && canonical != bytes {
                        Issue.record("seed \(seed): strict accepted \(bytes) as \(value)")
                        return
                    }
                    guard case .success(let again) = Self.strict(canonical, mode: value.mode), again == value else {
                        Issue.record("seed \(seed): \(name) \(bytes) gave \(value), which does not re-parse")
                        return
                    }
                }
            }
        }
    }

    /// Applies one random byte flip, insertion, deletion, digit swap or extension.
    static func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let interesting: [UInt8] = [0x00, 0x20, 0x2D, 0x2F, 0x2E, 0x3A, 0x54, 0x30, 0x39, 0x7F, 0x80, 0xC3, 0xEF, 0xFF]
        let byte =
            Bool.random(using: &random)
            ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !bytes.isEmpty:
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = byte
        case 1:
            bytes.insert(byte, at: Int.random(in: 0...bytes.count, using: &random))
        case 2 where !bytes.isEmpty:
            bytes.remove(at: Int.random(in: 0..<bytes.count, using: &random))
        case 3 where bytes.count >= 2:
            let at = Int.random(in: 0..<(bytes.count - 1), using: &random)
            bytes.swapAt(at, at + 1)
        case 4:
            bytes += Array(repeating: byte, count: Int.random(in: 1...40, using: &random))
        default:
            bytes.removeAll()
        }
    }

    @Test("lenient parsing of every canonical string equals strict parsing")
    func lenientEqualsStrict() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x4C45_4E49)
        for index in 0..<Self.casesPerProperty {
            let mode = SelectionMode.allCases[index % SelectionMode.allCases.count]
            let bytes = Array(Selection(fields: Self.randomFields(mode, using: &random), mode: mode).description.utf8)
            let strict = Self.strict(bytes, mode: mode)
            let lenient = Self.lenient(bytes, mode: mode)
            guard case .success(let strictValue) = strict, case .success(let lenientValue) = lenient,
                strictValue == lenientValue
            else {
                Issue.record("seed \(seed): \(mode) \(bytes): strict \(strict), lenient \(lenient)")
                return
            }
        }
    }

    @Test("loosened forms (short fields, / or ., T, spaces, other scripts' digits) normalize to the value")
    func loosenedForms() {
        let seed = SplitMix64.runSeed
        var random = SplitMix64(seed: seed ^ 0x4C4F_4F53)
        for index in 0..<Self.casesPerProperty {
            let mode = SelectionMode.allCases[index % SelectionMode.allCases.count]
            let fields = Self.randomFields(mode, using: &random)
            let value = Selection(fields: fields, mode: mode)
            let digits = Self.digitScripts.randomElement(using: &random)!
            let dateSeparator = ["-", "/", "."].randomElement(using: &random)!
            var text = String(repeating: " ", count: Int.random(in: 0...2, using: &random))
            let first = mode.firstField.index
            for position in 0..<mode.fieldCount {
                let field = SelectionFields.fieldsByIndex[first + position]
                if position > 0 {
                    switch field {
                    case .year, .month, .day: text += dateSeparator
                    case .hour, .dayPeriod: text += Bool.random(using: &random) ? "T" : " "
                    case .minute, .second: text += ":"
                    case .week, .quarter: Issue.record("\(field) is in no selection mode")
                    }
                }
                let number = fields[field]
                let short = (field == .month || field == .day || field == .hour) && Bool.random(using: &random)
                let width = short ? 1 : field.canonicalWidth
                var decimal = Array(String(number).compactMap(\.wholeNumberValue))
                while decimal.count < width { decimal.insert(0, at: 0) }
                text.unicodeScalars.append(contentsOf: decimal.map { digits[$0] })
            }
            text += String(repeating: "\t", count: Int.random(in: 0...1, using: &random))
            let result = Result { () throws(ParseError) in try Selection.normalizing(text, mode: mode) }
            guard case .success(let normalized) = result, normalized == value else {
                Issue.record("seed \(seed): \(mode) \"\(text)\" normalized to \(result), expected \(value)")
                return
            }
        }
    }
}
