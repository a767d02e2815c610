import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Malformed JSON and schema mistakes: each is rejected with its kind, line and column.
@Suite("cascade JSON reader errors")
struct CascadeJSONErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let json: String
        let kind: CascadeDataError.Kind
        let line: Int
        let column: Int
        var testDescription: String { "\(kind) at \(line):\(column)" }
    }

    static let node = #"{"code": "1", "name": "A"}"#

    static let cases: [Case] = [
        Case(json: "", kind: .unexpectedEnd, line: 1, column: 1),
        Case(json: "  \n", kind: .unexpectedEnd, line: 2, column: 1),
        Case(json: "[]", kind: .wrongType, line: 1, column: 1),
        Case(json: "\u{FEFF}{\"nodes\": [\(node)]}", kind: .unexpectedCharacter, line: 1, column: 1),
        Case(json: "{\"nodes\": [\(node)]", kind: .unexpectedEnd, line: 1, column: 39),
        Case(json: "{\"nodes\": [\(node),]}", kind: .unexpectedCharacter, line: 1, column: 39),
        Case(json: "{\"nodes\": [\(node)] x", kind: .unexpectedCharacter, line: 1, column: 40),
        Case(json: "{\"nodes\": [\(node)]} x", kind: .trailingContent, line: 1, column: 41),
        Case(json: "{\"nodes\": [\(node)]}{}", kind: .trailingContent, line: 1, column: 40),
        Case(json: "{'nodes': []}", kind: .unexpectedCharacter, line: 1, column: 2),
        Case(json: "{\"nodes\" []}", kind: .unexpectedCharacter, line: 1, column: 10),
        Case(
            json: "{\n  \"nodes\": [{\"code\": \"1\", \"name\": \"a\\qb\"}]}", kind: .invalidEscape, line: 2, column: 37
        ),
        Case(json: #"{"nodes": [{"code": "1", "name": "\uD800"}]}"#, kind: .invalidEscape, line: 1, column: 35),
        Case(json: #"{"nodes": [{"code": "1", "name": "\uDC00x"}]}"#, kind: .invalidEscape, line: 1, column: 35),
        Case(json: #"{"nodes": [{"code": "1", "name": "\u12G4"}]}"#, kind: .invalidEscape, line: 1, column: 35),
        Case(
            json: "{\"nodes\": [{\"code\": \"1\", \"name\": \"a\tb\"}]}", kind: .controlCharacter, line: 1, column: 36),
        Case(
            json: "{\"nodes\": [{\"code\": \"1\", \"name\": \"省\u{1}\"}]}", kind: .controlCharacter, line: 1, column: 36
        ),
        Case(json: #"{"version": 01, "nodes": []}"#, kind: .invalidNumber, line: 1, column: 13),
        Case(json: #"{"version": 1.0, "nodes": []}"#, kind: .invalidNumber, line: 1, column: 13),
        Case(json: #"{"version": -, "nodes": []}"#, kind: .invalidNumber, line: 1, column: 13),
        Case(json: #"{"version": 99999999999999999999}"#, kind: .invalidNumber, line: 1, column: 13),
        Case(json: #"{"version": 2, "nodes": []}"#, kind: .unsupportedFormat, line: 1, column: 13),
        Case(json: #"{"format": "other", "nodes": []}"#, kind: .unsupportedFormat, line: 1, column: 12),
        Case(json: #"{"codeRule": "suffix", "nodes": []}"#, kind: .unsupportedFormat, line: 1, column: 14),
        Case(json: #"{"nodes": [], "nodes": []}"#, kind: .duplicateKey, line: 1, column: 15),
        Case(json: #"{"nodes": [], "extra": 1}"#, kind: .unknownKey, line: 1, column: 15),
        Case(json: #"{"levels": ["a", " "], "nodes": []}"#, kind: .emptyName, line: 1, column: 18),
        Case(json: #"{"levels": [1], "nodes": []}"#, kind: .wrongType, line: 1, column: 13),
        Case(json: #"{"format": "pickerkit-cascade"}"#, kind: .missingKey, line: 1, column: 1),
        Case(json: #"{"nodes": {}}"#, kind: .wrongType, line: 1, column: 11),
        Case(json: #"{"nodes": [true]}"#, kind: .wrongType, line: 1, column: 12),
        Case(json: #"{"nodes": [{"code": 1, "name": "A"}]}"#, kind: .wrongType, line: 1, column: 21),
        Case(json: #"{"nodes": [{"code": "1", "name": null}]}"#, kind: .wrongType, line: 1, column: 34),
        Case(json: #"{"nodes": [{"code": "1"}]}"#, kind: .missingKey, line: 1, column: 12),
        Case(json: #"{"nodes": [{"name": "A"}]}"#, kind: .missingKey, line: 1, column: 12),
        Case(json: #"{"nodes": [{"code": "1", "code": "2", "name": "A"}]}"#, kind: .duplicateKey, line: 1, column: 26),
        Case(json: #"{"nodes": [{"code": "1", "name": "A", "x": 1}]}"#, kind: .unknownKey, line: 1, column: 39),
        Case(
            json: #"{"nodes": [{"code": "1", "name": "A", "children": "none"}]}"#, kind: .wrongType, line: 1, column: 51
        ),
        Case(json: "{\"nodes\": [{\"code\": \"1\", \"name\": \"\u{FF}\"}]}", kind: .invalidUTF8, line: 1, column: 35),
    ]

    @Test("syntax and schema errors carry kind, line and column", arguments: cases)
    func positioned(_ testCase: Case) {
        var bytes = Array(testCase.json.utf8)
        // A literal U+00FF stands for a raw 0xFF byte (invalid UTF-8).
        if testCase.kind == .invalidUTF8, let index = bytes.firstIndex(of: 0xC3) {
            bytes.replaceSubrange(index...index + 1, with: [0xFF])
        }
        do {
            _ = try CascadeTree(json: bytes)
            Issue.record("accepted \(testCase.json)")
        } catch {
            #expect(error.kind == testCase.kind, "\(error)")
            #expect(error.position?.line == testCase.line, "\(error)")
            #expect(error.position?.column == testCase.column, "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test("escapes decode: surrogate pairs, \\/ and \\u0041")
    func escapes() throws {
        let tree = try CascadeTree(json: Array(#"{"nodes": [{"code": "1", "name": "\ud83d\ude00\/\u0041"}]}"#.utf8))
        #expect(tree.name(of: 0) == "😀/A")
        // \n decodes to a line feed, which a name may not hold.
        #expect(throws: CascadeDataError.self) {
            try CascadeTree(json: Array(#"{"nodes": [{"code": "1", "name": "A\n"}]}"#.utf8))
        }
    }

    @Test("every proper prefix of a valid document is rejected, never accepted or crashing")
    func truncations() throws {
        let document = Array(
            #"{"format": "pickerkit-cascade", "version": 1, "levels": ["省"], "nodes": [{"code": "1", "name": "\u00e9省", "children": [{"code": "12", "name": "B"}]}]}"#
                .utf8)
        _ = try CascadeTree(json: document)
        for length in 0..<document.count {
            #expect(throws: CascadeDataError.self) { try CascadeTree(json: Array(document[..<length])) }
        }
    }
}
