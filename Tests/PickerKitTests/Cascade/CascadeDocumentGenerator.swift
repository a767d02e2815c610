import PickerKitTestSupport

@testable import PickerKitCore

/// Random cascade trees and their JSON documents, seeded, for comparing loaders: mostly valid
/// trees under each code rule, a broken node now and then (a repeated, empty, non-ASCII or
/// too long code, an empty, invisible, bidi or control name, a code off its parent's), and
/// documents that write the same strings in many ways (escapes, key order, white space).
struct CascadeDocumentGenerator {
    var random: SplitMix64
    /// Nodes made so far for the current tree, to keep trees small.
    private var budget = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let names = [
        "南山区", "Nanshan", "東京都", "서울특별시", "İstanbul", "e\u{301}", "新疆维吾尔自治区", "a b", "\u{1F600}", "Ω",
        "x\u{2003}y", "©2020", "\"quoted\" \\ /", "Ελλάδα", "Ñuñoa",
    ]

    static let brokenNames = [
        "", "   ", "\u{3000}", "\u{200B}", "\u{2060}\u{FEFF}", "a\u{202E}b", "\u{2066}x", "a\u{1B}b", "\u{85}",
        "x\u{2028}",
        "\u{7F}",
    ]

    static let brokenCodes = ["", "é", "\u{212A}", "a/b", String(repeating: "7", count: 65), " 1", "zz"]

    mutating func chance(_ oneIn: Int) -> Bool {
        random.next() % UInt64(oneIn) == 0
    }

    mutating func pick<Value>(_ values: [Value]) -> Value {
        values[Int(random.next() % UInt64(values.count))]
    }

    /// A random tree and the rule its codes (mostly) follow.
    mutating func tree() -> (roots: [CascadeNode], rule: CascadeCodeRule) {
        let rule = pick(CascadeCodeRule.allCases)
        let depth = rule == .gbt2260 ? Int.random(in: 1...3, using: &random) : Int.random(in: 1...5, using: &random)
        budget = 120
        return (nodes(under: nil, level: 1, depth: depth, rule: rule), rule)
    }

    private mutating func nodes(under parent: String?, level: Int, depth: Int, rule: CascadeCodeRule) -> [CascadeNode] {
        let count = chance(8) ? Int.random(in: 20...30, using: &random) : Int.random(in: 1...4, using: &random)
        var result: [CascadeNode] = []
        for index in 0..<count {
            budget -= 1
            var code = self.code(parent: parent, index: index, level: level, rule: rule)
            var name = pick(Self.names)
            if chance(80) { name = pick(Self.brokenNames) }
            if chance(80) { code = pick(Self.brokenCodes) }
            if chance(60), let earlier = result.last { code = earlier.code }
            if chance(200) { code = String(repeating: "a", count: 64) }
            let children =
                level < depth && budget > 0 && chance(2)
                ? nodes(under: code, level: level + 1, depth: depth, rule: rule) : []
            result.append(CascadeNode(code: code, name: name, children: children))
        }
        return result
    }

    /// A code unique among its siblings that extends `parent` under `rule`.
    private mutating func code(parent: String?, index: Int, level: Int, rule: CascadeCodeRule) -> String {
        switch rule {
        case .gbt2260:
            let part = String(index + 11)
            let prefix = parent.map { String($0.prefix(2 * (level - 1))) } ?? ""
            let digits = prefix + part
            return digits + String(repeating: "0", count: max(0, 6 - digits.count))
        case .prefix:
            return (parent ?? "") + String(index) + (chance(3) ? pick(["a", "Z", "-", "_", "."]) : "")
        case .unchecked:
            let letters = Array("abcXYZ09-_.")
            let length = Int.random(in: 0...10, using: &random)
            return String((0..<length).map { _ in pick(letters) }) + String(index)
        default:
            // A rule is a struct now (gbt2260 is PickerKitRegions'): the three above are all.
            preconditionFailure("no codes for the rule \(rule)")
        }
    }

    /// A document of `roots` under `rule`, written in a random one of the ways JSON allows.
    mutating func document(_ roots: [CascadeNode], rule: CascadeCodeRule) -> [UInt8] {
        var members: [String] = []
        if chance(3) { members.append(key("format") + string("pickerkit-cascade")) }
        if chance(3) { members.append(key("version") + "1") }
        if rule != .prefix || chance(2) { members.append(key("codeRule") + string(rule.rawValue)) }
        if chance(3) { members.append(key("levels") + "[" + string("省") + ", " + string("市") + "]") }
        members.append(key("nodes") + array(roots))
        members.shuffle(using: &random)
        return Array(("{" + members.joined(separator: separator()) + "}").utf8)
    }

    private mutating func separator() -> String {
        pick([",", ", ", ",\n  ", " ,\t"])
    }

    private mutating func array(_ nodes: [CascadeNode]) -> String {
        var parts: [String] = []
        for node in nodes { parts.append(object(node)) }
        return "[" + parts.joined(separator: separator()) + "]"
    }

    private mutating func object(_ node: CascadeNode) -> String {
        var members = [key("code") + string(node.code), key("name") + string(node.name)]
        if !node.children.isEmpty || chance(10) { members.append(key("children") + array(node.children)) }
        if chance(4) { members.shuffle(using: &random) }
        return "{" + members.joined(separator: separator()) + "}"
    }

    /// A key and its colon, now and then written with an escape.
    private mutating func key(_ name: String) -> String {
        (chance(20) ? string(name, escapeAll: true) : "\"\(name)\"") + pick([": ", ":", " : "])
    }

    /// `value` as a JSON string: quotes, backslashes and controls escaped, other scalars
    /// escaped now and then (all of them in one string of ten).
    private mutating func string(_ value: String, escapeAll: Bool? = nil) -> String {
        let all = escapeAll ?? chance(10)
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20: text += "\\u" + Self.hex4(scalar.value)
            case "/" where chance(2): text += "\\/"
            default:
                if all || chance(30) {
                    text += escape(scalar)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    private mutating func escape(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value > 0xFFFF else { return "\\u" + hex(scalar.value) }
        let value = scalar.value - 0x10000
        return "\\u" + hex(0xD800 + (value >> 10)) + "\\u" + hex(0xDC00 + (value & 0x3FF))
    }

    private mutating func hex(_ value: UInt32) -> String {
        let digits = Self.hex4(value)
        return chance(2) ? digits.lowercased() : digits
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
