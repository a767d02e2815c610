import PickerKit

/// Help text shared by the calendar subcommands.
enum CalendarUsage {
    /// The supported calendar names, wrapped (the help indents them under the option's text).
    static var wrappedNames: String {
        var lines: [String] = []
        var line = ""
        for name in CalendarKind.allCases.map(\.rawValue) {
            let piece = name + ","
            if !line.isEmpty && line.count + piece.count + 1 > 60 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + piece
        }
        lines.append(String(line.dropLast()))
        return lines.joined(separator: "\n")
    }
}
