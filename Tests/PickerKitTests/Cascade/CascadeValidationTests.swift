import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

/// Tree rules: every error names the node path and the position of the offending value.
@Suite("cascade data validation")
struct CascadeValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let json: String
        let kind: CascadeDataError.Kind
        let nodePath: String
        let line: Int
        let column: Int
        var testDescription: String { "\(kind) at \(nodePath)" }
    }

    static let cases: [Case] = [
        Case(json: #"{"nodes": []}"#, kind: .noNodes, nodePath: "", line: 0, column: 0),
        Case(
            json: #"{"nodes": [{"code": "", "name": "A"}]}"#, kind: .emptyCode, nodePath: "nodes[0]", line: 1,
            column: 21),
        Case(
            json: #"{"nodes": [{"code": "a/b", "name": "A"}]}"#, kind: .invalidCode, nodePath: "nodes[0]", line: 1,
            column: 21),
        Case(
            json: #"{"nodes": [{"code": "a b", "name": "A"}]}"#, kind: .invalidCode, nodePath: "nodes[0]", line: 1,
            column: 21),
        Case(
            json: #"{"nodes": [{"code": "1", "name": ""}]}"#, kind: .emptyName, nodePath: "nodes[0]", line: 1,
            column: 34),
        Case(
            json: "{\"nodes\": [{\"code\": \"1\", \"name\": \" \\u3000\"}]}", kind: .emptyName, nodePath: "nodes[0]",
            line: 1,
            column: 34),
        // An escaped ESC would drive a terminal that shows the name.
        Case(
            json: #"{"nodes": [{"code": "1", "name": "A\u001b[2J"}]}"#, kind: .controlCharacterInName,
            nodePath: "nodes[0]", line: 1, column: 34),
        Case(
            json: #"{"nodes": [{"code": "1", "name": "A\u2028B"}]}"#, kind: .controlCharacterInName,
            nodePath: "nodes[0]", line: 1, column: 34),
        Case(
            json: """
                {"nodes": [
                  {"code": "1", "name": "A", "children": [{"code": "11", "name": "B"}, {"code": "11", "name": "C"}]}
                ]}
                """,
            kind: .duplicateCode, nodePath: "nodes[0].children[1]", line: 2, column: 81),
        Case(
            json: #"{"nodes": [{"code": "1", "name": "A"}, {"code": "1", "name": "B"}]}"#, kind: .duplicateCode,
            nodePath: "nodes[1]", line: 1, column: 49),
        Case(
            json: #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "21", "name": "B"}]}]}"#,
            kind: .codeDoesNotExtendParent, nodePath: "nodes[0].children[0]", line: 1, column: 61),
        Case(
            json: #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "1", "name": "B"}]}]}"#,
            kind: .codeDoesNotExtendParent, nodePath: "nodes[0].children[0]", line: 1, column: 61),
        Case(
            json:
                #"{"codeRule": "gbt2260", "nodes": [{"code": "440000", "name": "A", "children": [{"code": "450300", "name": "B"}]}]}"#,
            kind: .codeDoesNotExtendParent, nodePath: "nodes[0].children[0]", line: 1, column: 89),
        Case(
            json: #"{"codeRule": "gbt2260", "nodes": [{"code": "4400", "name": "A"}]}"#,
            kind: .codeDoesNotExtendParent, nodePath: "nodes[0]", line: 1, column: 44),
        Case(
            json:
                #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "12", "name": "B", "children": [{"code": "123", "name": "C"}]}]}]}"#,
            kind: .tooDeep, nodePath: "nodes[0].children[0].children[0]", line: 1, column: 93),
    ]

    @Test("tree errors carry kind, node path and position", arguments: cases)
    func positioned(_ testCase: Case) {
        do {
            _ = try CascadeTree(json: Array(testCase.json.utf8), maximumDepth: 2)
            Issue.record("accepted \(testCase.json)")
        } catch {
            #expect(error.kind == testCase.kind, "\(error)")
            #expect((error.nodePath ?? "") == testCase.nodePath, "\(error)")
            #expect((error.position?.line ?? 0) == testCase.line, "\(error)")
            #expect((error.position?.column ?? 0) == testCase.column, "\(error)")
        }
    }

    @Test("the code rule is checked after the nodes even when codeRule comes last")
    func ruleAfterNodes() {
        let json =
            #"{"nodes": [{"code": "1", "name": "A", "children": [{"code": "2", "name": "B"}]}], "codeRule": "unchecked"}"#
        #expect((try? CascadeTree(json: Array(json.utf8)))?.nodeCount == 2)
    }

    @Test(
        "GB/T 2260 extension",
        arguments: [
            ("440300", "440000", true), ("440305", "440300", true), ("440305", "440000", true),
            ("440000", "440000", false), ("450300", "440000", false), ("440305", "440301", false),
            ("4403", "440000", false), ("44030a", "440000", false), ("419001", "419000", true),
        ])
    func gbt2260(child: String, parent: String, allowed: Bool) {
        #expect(CascadeCodeRule.gbt2260.allows(child: child, parent: parent) == allowed)
    }

    @Test("trees built in code are validated the same way, without positions")
    func builtInCode() {
        let duplicate = [CascadeNode(code: "a", name: "A"), CascadeNode(code: "a", name: "B")]
        #expect(
            throws: CascadeDataError(
                kind: .duplicateCode, position: nil, nodePath: "nodes[1]",
                message: "node a repeats the code of a sibling")
        ) {
            try CascadeTree(roots: duplicate, codeRule: .unchecked)
        }
        var deep = CascadeNode(code: "x", name: "X")
        for _ in 0..<40 { deep = CascadeNode(code: "x", name: "X", children: [deep]) }
        #expect(throws: CascadeDataError.self) {
            try CascadeTree(roots: [deep], codeRule: .unchecked, maximumDepth: 100)
        }
    }
}
