import PickerKit

/// `locale-check divisions`: loads cascade picker data, validates it, and prints the columns
/// a cascading picker shows for a selection.
struct DivisionsCommand: Subcommand {
    static let name = "divisions"
    static let summary = "Validate cascade picker data and print its columns for a selection."
    static let positionals = ""
    static let options: [OptionSpec] = [
        .option("--data", "FILE", "A pickerkit-cascade JSON file to load (default: bundled china-divisions.json)."),
        .option(
            "--select", "PATH",
            """
            The selection: codes from the first level to a node without children,
            joined by '/', such as 440000/440300/440305 (default: first rows).
            """),
        .flag("--json", "Print one JSON object with the selection and the columns."),
    ]
    static let discussion = """
        Loads hierarchical picker data (the bundled China divisions unless --data is given),
        validates it, and prints every column of a cascading picker for a selection.
        """
    static let footer = """
        Exit 0: valid data and selection; 1: invalid data file (with line, column and node path)
        or selection (with byte offset); 64: usage.
        """

    let dataFile: String?
    let selection: String?
    let json: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if let extra = scanner.positionals.first {
            throw scanner.error("unexpected argument \(OutputEscaping.quoted(extra))")
        }
        dataFile = try scanner.value("--data")
        if dataFile?.isEmpty == true {
            throw scanner.error("--data needs a file path")
        }
        selection = try scanner.value("--select")
        json = scanner.has("--json")
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
        var picker = CascadePicker(tree: tree)
        if let selection {
            do {
                picker = try CascadePicker(tree: tree, selection: selection)
            } catch {
                let shown = CaretLine.lines(selection, byteOffset: error.offset)
                StandardStreams.error("Error: --select: \(error) [\(error.kind)]")
                StandardStreams.error("  " + shown.text)
                StandardStreams.error("  " + shown.caret)
                return ExitStatus.failure
            }
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
        StandardStreams.out("Selection: \(picker.selection)")
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
                + "\"depth\":\(picker.tree.depth),"
                + "\"selection\":\(OutputEscaping.jsonLiteral(picker.selection.description)),"
                + "\"columns\":[\(columns.joined(separator: ","))]}")
    }
}
