extension LocaleDateFormat {
    /// The kinds of date format symbols PickerKit reads, named without ICU's constants.
    enum SymbolKind {
        case standaloneMonths, standaloneShortMonths, standaloneNarrowMonths
        /// Month names in format context (`MMMM` in a date: ru "августа"), for display strings.
        case months, shortMonths, narrowMonths
        case shortWeekdays, weekdays, standaloneShortWeekdays, standaloneWeekdays
        case amPm
        /// Era names of the formatter's calendar: abbreviated (`G`…`GGG`) and wide (`GGGG`).
        case eras, eraNames
    }
}
