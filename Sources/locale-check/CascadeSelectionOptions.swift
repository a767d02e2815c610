import PickerKit

/// `--depth`, `--select` and `--select-name`, shared by `divisions` and `pick --mode
/// region|division`: how many levels the picker shows and what it selects, by codes or names.
struct CascadeSelectionOptions {
    /// The levels to show, or `nil` for all.
    let depth: Int?
    /// The code path given with `--select`.
    let codes: String?
    /// The name path given with `--select-name`.
    let names: String?

    /// `--depth N`.
    static let depthSpec = OptionSpec.option(
        .depth, "N", "Show the first N levels only (1: provinces; 2: provinces and cities; default: all).")
    /// `--select-name NAMES`.
    static let selectNameSpec = OptionSpec.option(
        .selectName, "NAMES",
        """
        The selection by names joined by '/', such as 上海/上海 or 广东省/深圳市/南山区:
        exact names first, else short names (without 省, 市, 自治区...) that only one node has.
        """)

    /// Reads the options; with `ignoringSelect`, `--select` named a sentinel row (`pick`'s
    /// `any`, `present`) and selects no path.
    init(_ scanner: ArgumentScanner, ignoringSelect: Bool = false) throws(UsageError) {
        depth = try scanner.value(.depth, expected: "a number of levels (1 or more)") { text in
            Int(text).flatMap { $0 >= 1 ? $0 : nil }
        }
        codes = ignoringSelect ? nil : try scanner.value(.select)
        names = try scanner.value(.selectName)
        if codes != nil && names != nil {
            throw scanner.error(
                "--select and --select-name cannot be given together (one takes codes, the other names)")
        }
    }

    /// Why the picker could not be made: the lines to print after `Error: `.
    struct Failure: Error, CustomStringConvertible {
        let lines: [String]
        var description: String { lines.joined(separator: "\n") }
    }

    /// The picker over `tree` at the depth asked for, showing the selection exactly (it must end
    /// at that depth or at a node without children), or the first rows.
    func picker(over tree: CascadeTree) throws(Failure) -> CascadePicker {
        var picker = CascadePicker(tree: tree)
        if let depth {
            do {
                picker = try CascadePicker(tree: tree, depth: depth)
            } catch {
                throw Failure(lines: ["--depth: \(error)"])
            }
        }
        if let codes {
            do {
                return try picker.selecting(exactly: CascadePath(parsing: codes))
            } catch {
                throw Self.failure("--select", codes, error)
            }
        }
        if let names {
            do {
                return try picker.selecting(exactlyNames: names)
            } catch {
                throw Self.failure("--select-name", names, error)
            }
        }
        return picker
    }

    /// The error, the input and a caret under the place it names.
    private static func failure(_ option: String, _ input: String, _ error: ParseError) -> Failure {
        let shown = CaretLine.lines(input, byteOffset: error.offset)
        return Failure(lines: ["\(option): \(error) [\(error.kind)]", "  " + shown.text, "  " + shown.caret])
    }
}
