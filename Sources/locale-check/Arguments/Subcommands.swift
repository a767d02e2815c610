/// Every subcommand, in the order `--help` lists them; a new one is declared here once.
///
/// Never mutated; `nonisolated(unsafe)` only because protocol metatypes are not `Sendable`.
/// Declared outside main.swift, whose globals are set only as its top-level code runs: here it
/// is set on first use, so the commands' code that reads it (``DurationMode``'s refusals)
/// also works where main.swift never ran (the unit tests, which crashed reading it).
nonisolated(unsafe) let subcommands: [any Subcommand.Type] = [
    GregorianCommand.self,
    ParseCommand.self,
    LabelsCommand.self,
    FormatCommand.self,
    LocalesCommand.self,
    PickCommand.self,
    RegionsCommand.self,
    DivisionsCommand.self,
    ConvertCommand.self,
    CalendarsCommand.self,
    GalleryCommand.self,
]
