import PickerKit
import PickerKitRegions

/// `locale-check divisions`: loads cascade picker data, validates it, and prints the columns
/// a cascading picker shows for a selection.
struct DivisionsCommand: Subcommand {
    static let name = "divisions"
    static let summary = "Validate cascade picker data and print its columns for a selection."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option(.data, "FILE", "A pickerkit-cascade JSON file to load (default: bundled china-divisions.json)."),
        .option(
            .select, "PATH",
            """
            The selection: codes from the first level to a node without children or to
            level --depth, joined by '/', such as 440000/440300/440305 (default: first rows).
            """),
        CascadeSelectionOptions.selectNameSpec,
        CascadeSelectionOptions.depthSpec,
        .flag(.json, "Print one JSON object with the selection and the columns."),
    ]
    static let discussion = """
        Loads hierarchical picker data (the bundled China divisions unless --data is given),
        validates it, and prints every column of a cascading picker for a selection. With
        --depth N the picker shows the first N levels and selections end there.
        """
    static let footer = """
        Exit 0: valid data and selection; 1: invalid data file (with line, column and node path),
        selection (with byte offset; unknown and ambiguous names list their candidates) or a
        depth beyond the data; 64: usage.
        """

    let dataFile: String?
    let selection: CascadeSelectionOptions
    let json: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        dataFile = try scanner.value(.data)
        if dataFile?.isEmpty == true {
            throw scanner.error("--data needs a file path")
        }
        selection = try CascadeSelectionOptions(scanner)
        json = scanner.has(.json)
    }

    func run() -> Int32 {
        let file = dataFile.map(DataFile.init)
        let source = file?.displayName ?? "bundled \(CascadeTree.chinaDivisionsFileName)"
        let tree: CascadeTree
        do throws(CascadeDataError) {
            if let file {
                tree = try file.tree()
            } else {
                tree = try CascadeTree.chinaDivisions()
            }
        } catch {
            StandardStreams.error(
                "Error: " + error.report(file: file?.displayName ?? CascadeTree.chinaDivisionsFileName))
            return ExitStatus.failure
        }
        let picker: CascadePicker
        do {
            picker = try selection.picker(over: tree)
        } catch {
            for (index, line) in error.lines.enumerated() {
                StandardStreams.error(index == 0 ? "Error: " + line : line)
            }
            return ExitStatus.failure
        }
        if json {
            printJSON(picker, source: source)
            return ExitStatus.success
        }
        let levels =
            tree.levelNames.isEmpty ? "" : " (\(tree.levelNames.map(OutputEscaping.cut).joined(separator: ", ")))"
        StandardStreams.out(
            "Data: \(source): \(tree.nodeCount) nodes, \(tree.depth) levels\(levels), code rule \(tree.codeRule.rawValue)"
        )
        if picker.depth < tree.depth {
            StandardStreams.out("Depth: \(picker.depth) of \(tree.depth) levels")
        }
        StandardStreams.out("Selection: \(picker.selection)")
        StandardStreams.out("Names: \(Self.names(of: picker).map(OutputEscaping.cut).joined(separator: "/"))")
        for column in picker.columns {
            let name = column.levelName.map { " \(OutputEscaping.cut($0))" } ?? ""
            StandardStreams.out(
                "Column \(column.level + 1)\(name): \(column.rowCount) \(column.rowCount == 1 ? "row" : "rows"), "
                    + "row \(column.selectedRow + 1) selected")
            for index in 0..<column.rowCount {
                let row = column.row(at: index)!
                StandardStreams.out(
                    "\(index == column.selectedRow ? "  * " : "    ")\(row.code) \(OutputEscaping.cut(row.name))")
            }
        }
        return ExitStatus.success
    }

    private func printJSON(_ picker: CascadePicker, source: String) {
        let columns = picker.columns.map { column in
            let rows = (0..<column.rowCount).map { index in
                let row = column.row(at: index)!
                return
                    "{\"code\":\(OutputEscaping.jsonLiteral(row.code)),\"name\":\(OutputEscaping.jsonLiteral(row.name))}"
            }
            return
                "{\"level\":\(column.level),\"selectedRow\":\(column.selectedRow),\"rows\":[\(rows.joined(separator: ","))]}"
        }
        StandardStreams.out(
            "{\"data\":\(OutputEscaping.jsonLiteral(dataFile ?? source)),\"nodes\":\(picker.tree.nodeCount),"
                + "\"depth\":\(picker.tree.depth),\"pickerDepth\":\(picker.depth),"
                + "\"selection\":\(OutputEscaping.jsonLiteral(picker.selection.description)),"
                + "\"names\":[\(Self.names(of: picker).map(OutputEscaping.jsonLiteral).joined(separator: ","))],"
                + "\"columns\":[\(columns.joined(separator: ","))]}")
    }

    /// The names of the selected nodes, first level first.
    private static func names(of picker: CascadePicker) -> [String] {
        picker.selectedNodes.map(picker.tree.name(of:))
    }
}
