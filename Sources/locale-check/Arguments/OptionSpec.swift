/// One option of a subcommand, declared once: the scanner, the synopsis and the help text are
/// all made from it (the synopsis lists every option, those of one mode too).
struct OptionSpec: Sendable {
    /// The option, such as ``OptionName/locale``.
    let name: OptionName
    /// The placeholder of its value, such as `"L"`; `nil` for a flag, which takes no value.
    let valueName: String?
    /// The help text; more lines are separated by `\n` and indented under the first.
    let help: String
    /// Whether the synopsis shows it without brackets (the command checks that it was given).
    let isRequired: Bool
    /// Whether it may be given more than once (read with ``ArgumentScanner/values(_:)``).
    var isRepeatable = false

    /// An option that takes a value.
    static func option(
        _ name: OptionName, _ valueName: String, _ help: String, required: Bool = false, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, valueName: valueName, help: help, isRequired: required, isRepeatable: repeatable)
    }

    /// A flag, which takes no value.
    static func flag(_ name: OptionName, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, isRequired: false)
    }

    /// Whether it takes a value.
    var takesValue: Bool { valueName != nil }

    /// The option with its placeholder, such as `--locale L`.
    var invocation: String { valueName.map { "\(name) \($0)" } ?? name.rawValue }

    /// How the synopsis writes it: `--locale L` when required, `[--mode M]` otherwise, and
    /// `[--calendar NAME ...]` when repeatable.
    var synopsisWord: String {
        let word = isRepeatable ? invocation + " ..." : invocation
        return isRequired ? word : "[\(word)]"
    }
}
