/// One day in a calendar, the way Temporal's `PlainDate` reads it.
///
/// ```swift
/// let fields = CalendarKind.hebrew.rules.fields(dayNumber: 737_291)  // 2019-08-20
/// (fields.year, fields.monthCode, fields.day)  // (5779, M11, 19): 19 Av 5779
/// ```
public struct CalendarFields: Hashable, Sendable {
    /// The calendar.
    public var kind: CalendarKind
    /// Temporal's era code where the year needs one (japanese `reiwa`…, roc `roc`/`broc`,
    /// ethiopic `am`/`aa`), else `nil`.
    ///
    /// - Precondition (when set): a Temporal era code (`ce`, `bce`, `be`, `roc`, `broc`,
    ///   `meiji`…`reiwa`, `ap`, `ah`, `bh`, `am`, `aa`, `shaka`) or `nil`.
    public var era: String? {
        get { temporalEra?.code }
        set { temporalEra = Self.era(newValue) }
    }
    /// The era, stored as one byte.
    package var temporalEra: TemporalEra?
    /// The year within ``era``; `nil` when ``era`` is `nil`.
    public var eraYear: Int?
    /// Temporal's arithmetic year (chinese and dangi: the related ISO year in which the lunar
    /// year begins).
    public var year: Int
    /// The ordinal month in the year, 1-based, leap months counted in place.
    public var month: Int
    /// The month's code.
    public var monthCode: MonthCode
    /// The day of the month, 1-based.
    public var day: Int

    /// Creates fields without checking them.
    public init(
        kind: CalendarKind, era: String? = nil, eraYear: Int? = nil, year: Int, month: Int, monthCode: MonthCode,
        day: Int
    ) {
        self.kind = kind
        self.temporalEra = Self.era(era)
        self.eraYear = eraYear
        self.year = year
        self.month = month
        self.monthCode = monthCode
        self.day = day
    }

    /// Creates fields with an era given as ``TemporalEra`` (the rules' fast path).
    package init(
        kind: CalendarKind, temporalEra: TemporalEra?, eraYear: Int?, year: Int, month: Int, monthCode: MonthCode,
        day: Int
    ) {
        self.kind = kind
        self.temporalEra = temporalEra
        self.eraYear = eraYear
        self.year = year
        self.month = month
        self.monthCode = monthCode
        self.day = day
    }

    private static func era(_ code: String?) -> TemporalEra? {
        guard let code else { return nil }
        guard let era = TemporalEra(code: code) else {
            preconditionFailure("\"\(code)\" is not a Temporal era code")
        }
        return era
    }
}
