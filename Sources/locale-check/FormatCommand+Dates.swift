import PickerKit

extension FormatCommand {
    /// Dates and times as `format` writes them: in the locale's calendar (``CalendarInput``
    /// values in a calendar with rows of its own), as ranges, relative words, or the ISO 8601
    /// basic form.
    struct Dates: DisplayFamily {
        /// The locale, the mode and the label options.
        let shared: LabelCommandOptions

        /// The options of a date or time VALUE (of `mode`, else the mode the canonical VALUE
        /// shows, as in `parse`), and VALUE; options that do not go together are refused.
        static func format(_ scanner: ArgumentScanner, mode: SelectionMode?, _ flags: Flags) throws(UsageError)
            -> (family: any DisplayFamily, value: String)
        {
            let (parse, range, relative, basic) = (flags.parse, flags.range, flags.relative, flags.basic)
            var shared = try LabelCommandOptions(scanner, mode: mode, localeOptional: basic)
            let value = try FormatCommand.value(scanner)
            // Without --mode, a canonical VALUE shows its mode (2019-08, 2019-08-20 14:30), as in `parse`.
            if !flags.modeGiven, !parse, !range, let inferred = (try? Selection(value, mode: nil))?.mode {
                shared.mode = inferred
            }
            if basic && (parse || range || relative) {
                throw scanner.error("--basic cannot be combined with --parse, --range or --relative")
            }
            // The basic form is digits only: the display options would be silently ignored.
            for option in [OptionName.monthStyle, OptionName.hourCycle]
            where try scanner.value(option) != nil && basic {
                throw scanner.error(
                    "\(option) cannot be combined with --basic: the basic form is digits only (20190820)")
            }
            if basic && scanner.has(.weekday) {
                throw scanner.error(
                    "--weekday cannot be combined with --basic: the basic form is digits only (20190820)")
            }
            if relative && (parse || range || shared.mode != .date) {
                throw scanner.error("--relative needs a date VALUE (--mode date), without --parse or --range")
            }
            if range && parse {
                throw scanner.error("--range cannot be combined with --parse: display ranges are not read back")
            }
            return (Dates(shared: shared), value)
        }

        func display(_ command: FormatCommand) throws -> (text: String, formatter: PickerFormatter?)? {
            if command.basic { return try basic(command.value).map { ($0, nil) } }
            let value = command.value
            // A range is read before the locale: a malformed one is named first. In a calendar
            // with months of its own the halves are that calendar's values (as `format` reads
            // one value); a locale that does not resolve is named later.
            var range: SelectionRange?
            if command.range {
                let calendar = (try? shared.resolvedLocale())?.calendarKind ?? .gregorian
                let mode = command.modeGiven ? shared.mode : nil
                range = try FormatCommand.read { () throws(ParseError) in
                    calendar.hasGregorianMonths
                        ? try SelectionRange(value, mode: mode)
                        : try SelectionRange(value, mode: mode, in: calendar)
                }
            }
            let formatter = try PickerFormatter(locale: shared.resolvedLocale(), options: shared.options)
            if let range { return (try formatter.string(for: range), formatter) }
            let mode = shared.mode
            try formatter.prepare(mode)
            if command.parse {
                return (try formatter.selection(ofDisplayString: value, mode: mode).description, formatter)
            }
            let kind = formatter.locale.calendarKind
            let selection =
                value == Selection.presentString
                ? Selection.present
                : kind == .gregorian
                    ? try SelectionInput.parse(value, mode).selection
                    : try CalendarInput.selection(value, mode: mode, calendar: kind)
            if command.relative,
                let word = try relativeWord(for: selection, locale: formatter.locale, todayText: command.todayText)
            {
                return (word, formatter)
            }
            return (try formatter.string(for: selection), formatter)
        }

        /// The calendar of a date mode and why (ranges name none).
        func calendarJSON(_ command: FormatCommand, _ formatter: PickerFormatter) -> String {
            guard !command.range, let calendar = formatter.locale.pickerCalendar(mode: shared.mode, configured: nil)
            else { return "" }
            return LabelsCommand.calendarJSON(calendar)
        }

        /// `--basic`: `value`, a canonical string of the mode, in the ISO 8601 basic form, or
        /// `nil` after printing that it has none.
        private func basic(_ value: String) throws -> String? {
            // The locale plays no part in the digits and may be left out, but a bad one given is
            // still an error (and --allow-fallback is read), never silently passed over.
            if shared.localeGiven { _ = try shared.resolvedLocale() }
            let values = try SelectionInput.parse(value, shared.mode)
            guard let basic = try values.selection.basicString else {
                StandardStreams.error(
                    "Error: \(OutputEscaping.quoted(value)) has no basic form (only Gregorian values have one)")
                return nil
            }
            return basic
        }

        /// The locale's word for the day of `selection` when it is yesterday, today or tomorrow in
        /// UTC (today at `--today`, `todayText`, when given).
        private func relativeWord(
            for selection: Selection, locale: ResolvedLocale, todayText: String?
        ) throws -> String? {
            guard let day = selection.isoDate else { return nil }
            let instant = try PickerDefaultsOptions.todayInstant(todayText, timeZone: "UTC") ?? WallClock.system.now()
            let now = try PickerValues.now(mode: .date, at: instant, timeZone: "UTC")
            let names = try RelativeDayNames(locale: locale)
            return names.name(for: day, today: CalendarDate(year: now.year, month: now.month, day: now.day))
        }
    }
}
