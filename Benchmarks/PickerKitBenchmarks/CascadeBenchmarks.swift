import PickerKit
import PickerKitRegions

/// Loading cascade JSON at 1x, 4x and 16x the bundled China divisions: linear time shows as
/// ratios of about 4 and 16; a byte scan of the same input is the floor.
enum CascadeBenchmarks {
    static func run() {
        guard let tree = try? CascadeTree.chinaDivisions() else {
            print("cascade: the bundled china-divisions.json did not load")
            return
        }
        let copies = [1, 4, 16].map { document(copies: $0, of: tree) }
        for (count, bytes) in zip([1, 4, 16], copies) {
            print("cascade input \(count)x: \(bytes.count) bytes, \(count * (tree.nodeCount + 1)) nodes")
        }
        let runner = BenchmarkRunner(rounds: 5, iterations: 4)
        var cases: [BenchmarkRunner.Case] = []
        for (count, bytes) in zip([1, 4, 16], copies) {
            cases.append(
                .init(name: "CascadeTree(json:) \(count)x") { iterations in
                    var total = 0
                    for _ in 0..<iterations { total &+= (try? CascadeTree(json: bytes))?.nodeCount ?? 0 }
                    return total
                })
        }
        cases.append(
            .init(name: "count quotes 16x (floor)") { iterations in
                var total = 0
                for _ in 0..<iterations {
                    for byte in copies[2] where byte == 0x22 { total &+= 1 }
                }
                return total
            })
        runner.compare("cascade JSON loading (linear: expect about 1, 4, 16)", baseline: "CascadeTree(json:) 1x", cases)
        let picker = CascadePicker(tree: tree)
        BenchmarkRunner(iterations: 100_000).compare(
            "cascade picker", baseline: "selecting(row:inColumn: 0)",
            [
                .init(name: "selecting(row:inColumn: 0)") { iterations in
                    var total = 0
                    for index in 0..<iterations {
                        total &+= picker.selecting(row: index % 34, inColumn: 0)?.selectedNodes.last ?? 0
                    }
                    return total
                },
                .init(name: "parse + resolve 440000/440300/440305") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+=
                            (try? CascadePicker(tree: tree, selection: "440000/440300/440305"))?.selectedNodes[2] ?? 0
                    }
                    return total
                },
                .init(name: "names 广东省/深圳市/南山区 (exact)") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= (try? picker.selecting(exactlyNames: "广东省/深圳市/南山区"))?.selectedNodes[2] ?? 0
                    }
                    return total
                },
                .init(name: "names 广东/深圳/南山 (short)") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        total &+= (try? picker.selecting(exactlyNames: "广东/深圳/南山"))?.selectedNodes[2] ?? 0
                    }
                    return total
                },
                .init(name: "names 广东/深圳/南山x (unknown: suggestions)") { iterations in
                    var total = 0
                    for _ in 0..<iterations {
                        do throws(ParseError) {
                            _ = try picker.selecting(exactlyNames: "广东/深圳/南山x")
                        } catch {
                            total &+= error.candidates.count
                        }
                    }
                    return total
                },
            ])
    }

    /// A document with `copies` root nodes, each holding every node of `tree`.
    static func document(copies: Int, of tree: CascadeTree) -> [UInt8] {
        var text = #"{"format": "pickerkit-cascade", "version": 1, "codeRule": "unchecked", "nodes": ["#
        for copy in 0..<copies {
            if copy > 0 { text += "," }
            text += "\n {\"code\": \"c\(copy)\", \"name\": \"copy \(copy)\", \"children\": ["
            text += nodes(tree, children: tree.children(of: nil))
            text += "]}"
        }
        text += "]}\n"
        return Array(text.utf8)
    }

    private static func nodes(_ tree: CascadeTree, children: Range<Int>) -> String {
        children.map { node in
            var text = "\n  {\"code\": \"\(tree.code(of: node))\", \"name\": \"\(tree.name(of: node))\""
            let below = tree.children(of: node)
            if !below.isEmpty { text += ", \"children\": [" + nodes(tree, children: below) + "]" }
            return text + "}"
        }.joined(separator: ",")
    }
}
