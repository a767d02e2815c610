import PickerKit
import PickerKitRegions

/// The properties the cascade harness asserts; a failed one stops the fuzzer with the input saved.
public enum CascadeFuzzChecks {
    /// Checks one input as cascade JSON and as a selection path.
    ///
    /// Loading cascade JSON: an error is positioned inside the input; an accepted tree writes
    /// back to JSON that loads to the same tree, and every leaf's path selects that leaf.
    /// The same bytes as a selection path (decoded as UTF-8): what parses is exactly its
    /// canonical form; an error's offset is inside the text.
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let input = Array(bytes)
        do {
            let tree = try CascadeTree(json: input)
            let written = json(of: tree)
            guard let reloaded = try? CascadeTree(json: Array(written.utf8)) else {
                preconditionFailure("written tree does not load: \(written)")
            }
            precondition(reloaded.nodeCount == tree.nodeCount, "node count differs after writing")
            for node in 0..<tree.nodeCount {
                precondition(reloaded.code(of: node) == tree.code(of: node), "code differs after writing")
                precondition(reloaded.name(of: node) == tree.name(of: node), "name differs after writing")
                precondition(reloaded.parent(of: node) == tree.parent(of: node), "parent differs after writing")
                if tree.children(of: node).isEmpty {
                    let path = tree.path(of: node)
                    let picker = try? CascadePicker(tree: tree, selection: path.description)
                    precondition(picker?.selectedNodes.last == node, "leaf path does not select its leaf: \(path)")
                }
            }
        } catch {
            if let offset = error.offset {
                precondition((0...input.count).contains(offset), "data error outside the input: \(error)")
            }
        }
        let text = String(decoding: input, as: UTF8.self)
        do {
            let path = try CascadePath(parsing: text)
            precondition(path.description.utf8.elementsEqual(text.utf8), "non-canonical path accepted: \(path)")
        } catch {
            // Offsets count the decoded text's bytes (invalid UTF-8 became U+FFFD).
            precondition((0...text.utf8.count).contains(error.offset), "path error outside the input: \(error)")
        }
        checkNamePath(text)
    }

    /// The China divisions, loaded once.
    static let china = try! CascadeTree.chinaDivisions()

    /// The text as a name path over the China divisions, at every depth: what is accepted
    /// selects, level by level, a node whose name or short name is the segment there (and no
    /// deeper than the depth); an error's offset is inside the text and an ambiguous name lists
    /// two or more candidates.
    static func checkNamePath(_ text: String) {
        for depth in 1...china.depth {
            var picker = try! CascadePicker(tree: china, depth: depth)
            do {
                try picker.select(names: text)
                let segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                precondition(picker.selectedNodes.count <= depth, "name path selected below the depth: \(text)")
                for (level, segment) in segments.enumerated() {
                    let node = picker.selectedNodes[level]
                    precondition(
                        china.name(of: node) == segment || china.shortName(of: node) == segment,
                        "name path segment \(segment) selected \(china.name(of: node))")
                }
            } catch {
                precondition(
                    (0...text.utf8.count).contains(error.offset), "name path error outside the input: \(error)")
                precondition(
                    error.kind != .ambiguousName || error.candidateNames.count >= 2, "ambiguity without candidates")
            }
        }
    }

    /// The tree as cascade JSON.
    static func json(of tree: CascadeTree) -> String {
        var text = "{\"codeRule\": \"\(tree.codeRule.rawValue)\", \"nodes\": "
        appendNodes(tree.children(of: nil), of: tree, to: &text)
        return text + "}"
    }

    private static func appendNodes(_ nodes: Range<Int>, of tree: CascadeTree, to text: inout String) {
        text += "["
        for node in nodes {
            if node != nodes.lowerBound { text += "," }
            text += "{\"code\": " + quoted(tree.code(of: node)) + ", \"name\": " + quoted(tree.name(of: node))
            let children = tree.children(of: node)
            if !children.isEmpty {
                text += ", \"children\": "
                appendNodes(children, of: tree, to: &text)
            }
            text += "}"
        }
        text += "]"
    }

    private static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
