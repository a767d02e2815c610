extension Subcommand {
    /// The `-h, --help` line every command's help ends its options with.
    static var helpOption: OptionSpec { .flag(.help, "Show this help.") }

    /// The synopsis, `Usage: locale-check NAME` and every option, wrapped at 100 columns.
    static var synopsis: String {
        let words = options.map(\.synopsisWord) + (positionals.isEmpty ? [] : [positionals])
        return Self.wrap(words, after: "Usage: locale-check \(name)")
    }

    /// The usage printed after a usage error: the synopsis when it takes one or two lines, else
    /// the required options and `[options]`.
    static var shortUsage: String {
        let full = synopsis
        if full.split(separator: "\n").count <= 2 { return full }
        let words =
            options.filter(\.isRequired).map(\.synopsisWord) + ["[options]"]
            + (positionals.isEmpty ? [] : [positionals])
        return Self.wrap(words, after: "Usage: locale-check \(name)")
    }

    /// The whole help: synopsis, discussion, options (with `-h, --help`) and footer.
    static var usage: String {
        let all = options + [helpOption]
        let column = max(14, (all.map(\.invocation.count).max() ?? 0) + 2)
        let lines = all.map { option in
            let head = "  " + option.invocation + String(repeating: " ", count: column - option.invocation.count)
            return head
                + option.help.split(separator: "\n", omittingEmptySubsequences: false).joined(
                    separator: "\n" + String(repeating: " ", count: column + 2))
        }
        var text = synopsis + "\n\n" + discussion + "\n\nOptions:\n" + lines.joined(separator: "\n")
        if !footer.isEmpty { text += "\n\n" + footer }
        return text
    }

    /// `words` after `lead`, wrapped at 100 columns with continuation lines under the first word.
    static func wrap(_ words: [String], after lead: String) -> String {
        let indent = String(repeating: " ", count: lead.count + 1)
        var lines = [lead]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > 100 && lines[lines.count - 1] != lead {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }
}
