/// The skeleton a labeler asks ICU for and the two patterns it gets back: the mode's fields
/// (column order and month length come from it) and, when rows show the weekday, the same
/// with `E` first (display strings are written in it).
struct DisplaySkeleton {
    /// The skeleton of the display strings, such as `"yMMMMd"` or `"EyMMMMd"`.
    let skeleton: String
    /// The locale's pattern for the fields without the weekday.
    let fields: DatePattern
    /// The locale's pattern for display strings (``fields`` unless rows show the weekday).
    let shown: DatePattern

    /// Asks `generator` for `fields` in `options`' month style, hours written with
    /// `hourLetter`, and rewrites both patterns to `hourCycle` when one is given.
    init(
        fields: [DateField], options: LabelOptions, hourLetter: Character, hourCycle: HourCycle?,
        generator: LocalePatternGenerator
    ) throws(ICUError) {
        var skeleton = ""
        for field in fields {
            switch field {
            case .year: skeleton += "y"
            case .month: skeleton += options.monthStyle.skeletonLetters
            case .day: skeleton += "d"
            case .hour: skeleton += String(hourLetter)
            case .minute: skeleton += "mm"
            case .second: skeleton += "ss"
            case .dayPeriod: break
            case .week: skeleton += "w"
            case .quarter: skeleton += "QQQ"
            }
        }
        var pattern = DatePattern(try generator.bestPattern(skeleton))
        if let hourCycle { pattern = pattern.withHourCycle(hourCycle) }
        var shown = pattern
        if options.showsWeekday {
            skeleton = "E" + skeleton
            shown = DatePattern(try generator.bestPattern(skeleton))
            if let hourCycle { shown = shown.withHourCycle(hourCycle) }
        }
        self.skeleton = skeleton
        self.fields = pattern
        self.shown = shown
    }

    /// The skeleton of a spoken phrase for `mode`: the full weekday where the year and day fix
    /// it, the wide month, hours with `hourLetter`.
    static func spoken(_ mode: SelectionMode, hourLetter: Character) -> String {
        var skeleton = ""
        if mode.includes(.year) && mode.includes(.day) { skeleton += "EEEE" }
        if mode.includes(.year) { skeleton += "y" }
        if mode.includes(.month) { skeleton += "MMMM" }
        if mode.includes(.day) { skeleton += "d" }
        if mode.includes(.hour) { skeleton += String(hourLetter) }
        if mode.includes(.minute) { skeleton += "mm" }
        if mode.includes(.second) { skeleton += "ss" }
        return skeleton
    }
}
