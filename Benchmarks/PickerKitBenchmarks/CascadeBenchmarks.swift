import PickerKit
import PickerKitRegions

/// Loading cascade JSON at 1x, 4x and 16x the bundled China divisions: linear time shows as
/// ratios of about 4 and 16 (growth about 1.00); a byte scan of each input is its floor.
enum CascadeBenchmarks {
    /// The sizes loaded, in copies of the China divisions under one root each.
    static let loadSizes = [1, 4, 16]

    static func run() {
        guard let tree = try? CascadeTree.chinaDivisions() else {
            print("cascade: the bundled china-divisions.json did not load")
            return
        }
        loading(tree)
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
                            total &+= error.candidateNames.count
                        }
                    }
                    return total
                },
            ])
    }

    /// Only the loading table (`pickerkit-benchmarks cascade-load`).
    static func runLoading() {
        guard let tree = try? CascadeTree.chinaDivisions() else {
            print("cascade: the bundled china-divisions.json did not load")
            return
        }
        loading(tree)
    }

    /// `CascadeTree(json:)` at each size next to a byte scan of the same bytes (counting
    /// quotes, which every reader must at least look at), interleaved in one run.
    ///
    /// Prints each size's load time, its floor, load / floor, ns per byte, and growth: time
    /// per byte relative to the smallest input (1.00 is linear).
    @discardableResult
    static func loading(_ tree: CascadeTree, rounds: Int = 7, iterations: Int = 4) -> [(
        bytes: Int, load: Double, floor: Double
    )] {
        let documents = loadSizes.map { document(copies: $0, of: tree) }
        for (count, bytes) in zip(loadSizes, documents) {
            print("cascade input \(count)x: \(bytes.count) bytes, \(count * (tree.nodeCount + 1)) nodes")
        }
        var cases: [BenchmarkRunner.Case] = []
        for (count, bytes) in zip(loadSizes, documents) {
            cases.append(loadCase("CascadeTree(json:) \(count)x", bytes))
            cases.append(floorCase("count quotes \(count)x (floor)", bytes))
        }
        let results = BenchmarkRunner(rounds: rounds, iterations: iterations).compare(
            "cascade JSON loading (linear: expect about 1, 4, 16)", baseline: "CascadeTree(json:) 1x", cases)
        var rows: [(bytes: Int, load: Double, floor: Double)] = []
        for (count, bytes) in zip(loadSizes, documents) {
            rows.append(
                (bytes.count, results["CascadeTree(json:) \(count)x"]!, results["count quotes \(count)x (floor)"]!))
        }
        print("\ncascade loading vs the byte-scan floor, side by side (same run)")
        print("  input       bytes     load ms    floor ms   load/floor   ns/byte   growth vs 1x")
        for (count, row) in zip(loadSizes, rows) {
            let perByte = row.load / Double(row.bytes)
            let growth = perByte / (rows[0].load / Double(rows[0].bytes))
            print(
                "  " + "\(count)x".padded(to: 6) + String(row.bytes).leftPadded(to: 10)
                    + BenchmarkRunner.format(row.load / 1e6, width: 12)
                    + BenchmarkRunner.format(row.floor / 1e6, width: 12)
                    + BenchmarkRunner.format(row.load / row.floor, width: 12) + "x"
                    + BenchmarkRunner.format(perByte, width: 9) + BenchmarkRunner.format(growth, width: 14))
        }
        return rows
    }

    /// The name of the guard's cascade case and of its floor case.
    static let guardLoad = "CascadeTree(json:) 1x"
    static let guardFloor = "count quotes 1x (floor)"

    /// The byte-scan floor of the 1x document and `CascadeTree(json:)` of it, interleaved,
    /// for ``RatioGuard`` (best of `rounds`, ns per call by name).
    ///
    /// Only the 1x size (148 KB): larger inputs also measure whether the allocator hands the
    /// freed tree back to the kernel between loads (see Results/2026-12-02-cascade-floor.txt),
    /// which is not what the guard watches.
    static func guardTimes(rounds: Int = 11, iterations: Int = 8) -> [String: Double] {
        guard let tree = try? CascadeTree.chinaDivisions() else {
            print("cascade: the bundled china-divisions.json did not load")
            return [:]
        }
        let bytes = document(copies: 1, of: tree)
        return BenchmarkRunner(rounds: rounds, iterations: iterations).compare(
            "guard: cascade loading vs the byte-scan floor", baseline: guardLoad,
            [loadCase(guardLoad, bytes), floorCase(guardFloor, bytes)])
    }

    /// Loads `bytes` as a tree, counting nodes.
    static func loadCase(_ name: String, _ bytes: [UInt8]) -> BenchmarkRunner.Case {
        .init(name: name) { iterations in
            var total = 0
            for _ in 0..<iterations { total &+= (try? CascadeTree(json: bytes))?.nodeCount ?? 0 }
            return total
        }
    }

    /// Counts the quotes of `bytes`: the byte-scan floor.
    static func floorCase(_ name: String, _ bytes: [UInt8]) -> BenchmarkRunner.Case {
        .init(name: name) { iterations in
            var total = 0
            for _ in 0..<iterations {
                for byte in bytes where byte == 0x22 { total &+= 1 }
            }
            return total
        }
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
