@_spi(PickerKitTools) import PickerKit

extension LabelsCommand {
    /// `labels` for a locale whose `calendar` keyword names a calendar with its own rows
    /// (anything but Gregorian) and a mode with a date: the library's ``LocalizedPicker`` in
    /// that calendar (linked rows, bounds with their times, today's default), labeled by its
    /// ``LocalizedPicker/labeler``.
    ///
    /// The values are calendar values (``CalendarInput``); `today` is the ISO day in the zone.
    func runCalendar(_ locale: ResolvedLocale) -> Int32 {
        let mode = shared.mode
        let kind = locale.calendarKind
        do {
            let now = try defaults.todayInstant(timeZone: timeZone)
            var configuration = try CalendarInput.configuration(
                mode, kind, minimum: minimumText, maximum: maximumText, selection: fullSelectText,
                timeZone: timeZone, now: now)
            try applyDefaults(to: &configuration)
            guard let picker = makePicker(locale, configuration, now: now) else { return ExitStatus.failure }
            let labeler = picker.labeler
            return show(
                picker, selectText: fullSelectText,
                header: (labeler.locale, kind, labeler.order, labeler.displayPattern))
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }

    /// `labels` for a time mode in a locale whose calendar has its own rows: the picker labels
    /// the time rows with the locale's Gregorian labeler.
    func runTime(
        _ locale: ResolvedLocale, _ minimum: String?, _ maximum: String?, _ selection: String?, now: Double?
    ) -> Int32 {
        do {
            var configuration = try PickerConfiguration(
                mode: shared.mode, minimum: minimum, maximum: maximum, selection: selection)
            configuration.timeZone = timeZone
            try applyDefaults(to: &configuration)
            guard let picker = makePicker(locale, configuration, now: now) else { return ExitStatus.failure }
            let header = (locale, nil as CalendarKind?, picker.labeler.order, picker.labeler.displayPattern)
            return show(picker, selectText: selection, header: header)
        } catch {
            StandardStreams.error("Error: \(error)")
            return ExitStatus.failure
        }
    }
}
