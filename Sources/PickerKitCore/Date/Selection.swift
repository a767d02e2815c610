/// A selected value of any mode and calendar, or the "Present/至今" choice: what a picker
/// stores, parses and writes as a strict, locale-independent string.
///
/// One value type for the eleven modes: the mode is part of the value, and the fields the
/// mode lacks read as `nil`. Parsing is strict (only the canonical form, never a rolled-over
/// date); ``normalizing(_:mode:)`` reads lenient input.
///
/// ```swift
/// let picked = try Selection("2019-08-20 14:30")        // mode inferred: date-hour-minute
/// let mode = picked.mode                                // → .dateHourMinute
/// let minute = picked[.minute]                          // → 30
/// let text = picked.description                         // → "2019-08-20 14:30"
/// let day = try Selection(year: 2019, month: 8, day: 20)  // → 2019-08-20, mode .date
/// let resume = try Selection("present", mode: .yearMonth) // → .present
/// let lunar = try Selection("1987-M06L-01[u-ca=chinese]") // a day of a leap month
/// ```
///
/// Mode inference (when `mode` is `nil`) looks at the shape only:
///
/// | shape | mode |
/// |---|---|
/// | `2019` | `year` |
/// | `2019-08` | `year-month` |
/// | `2019-08-20` ... `2019-08-20 14:30:05` | `date`, `date-hour`, `date-hour-minute`, `date-time` |
/// | `08-20` | `month-day` |
/// | `08-20 14:30` | `month-day-hour-minute` |
/// | `14:30` | `hour-minute` (wins over `minute-second`, which is never inferred) |
/// | `14:30:05` | `time` |
/// | `present` | ``present`` |
///
/// A string of four digits is a year; digits then `-` at offset 4 start the year-first
/// modes (chosen by length), two digits then `-` the month-first modes, two digits then `:`
/// the time modes. Anything else is an ``ParseError/Kind-swift.enum/unknownShape``
/// error. Give the mode explicitly for `minute-second`.
///
/// A value in another calendar ends in an RFC 9557 annotation, such as
/// `1987-07-26[u-ca=chinese]` (the ISO day) or `5784-M06[u-ca=hebrew]` (a calendar year-month
/// named by its month code). Its fields are the calendar's: ``subscript(_:)`` reads the
/// calendar's year, the month's position in that year (see ``monthCode``) and the day.
public struct Selection: Hashable, Sendable, CustomStringConvertible {
    /// The fields, checked for the mode (the others are 0).
    ///
    /// Gregorian, or the calendar's year, ordinal month and day; all 0 for ``present``.
    @usableFromInline package let storage: SelectionFields
    /// The mode, `nil` only for ``present``.
    public let mode: SelectionMode?
    /// The calendar: ``CalendarKind/gregorian`` unless the value carries an annotation.
    public let calendar: CalendarKind

    /// Wraps fields already checked for `mode` in `calendar`, whose other fields are 0.
    @inlinable
    package init(_unchecked storage: SelectionFields, mode: SelectionMode?, calendar: CalendarKind = .gregorian) {
        self.storage = storage
        self.mode = mode
        self.calendar = calendar
    }

    /// Wraps fields validated for `mode` (fields the mode lacks are dropped).
    init(fields: SelectionFields, mode: SelectionMode) {
        self.init(_unchecked: fields.keeping(mode), mode: mode)
    }

    /// The "Present/至今" choice of a resume picker: the string `present` in every mode.
    public static let present = Selection(_unchecked: SelectionFields(), mode: nil)

    /// The canonical string of ``present``.
    public static let presentString = "present"

    /// Whether this is ``present``.
    public var isPresent: Bool { mode == nil }

    /// The value of `field`, or `nil` when the mode lacks it (always `nil` for ``present``);
    /// in a calendar, the month is its position in the calendar's year (see ``monthCode``).
    @inlinable
    public subscript(field: DateField) -> Int? {
        guard let mode, mode.includes(field) else { return nil }
        return storage[field]
    }

    /// The canonical string, such as `"2019-08"`, `"1987-07-26[u-ca=chinese]"` or `"present"`.
    ///
    /// The one place writing tells Gregorian apart: ISO 8601 strings are Gregorian by
    /// definition, so a Gregorian value is written as plain ISO (months as numbers, no
    /// annotation, on the strict parser's fast path), while every other calendar writes its
    /// month codes and its `[u-ca=…]` annotation, its days as ISO days through its rules.
    @inlinable
    public var description: String {
        guard let mode else { return Self.presentString }
        if !calendar.isISO { return calendarDescription(mode) }
        return storage.canonical(for: mode)
    }

    /// Parses strictly from UTF-8 bytes as `mode`, or as the mode inferred from the shape.
    ///
    /// The bytes `present` give ``present`` in every mode. A value ending in a calendar
    /// annotation, such as `1987-07-26[u-ca=chinese]`, is a value of that calendar.
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem.
    /// - Complexity: O(1) without an annotation: at most 20 bytes are looked at;
    ///   allocation-free unless it throws.
    @inlinable @inline(always)
    public init(parsing utf8: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(ParseError) {
        self = try SelectionParser.selection(parsing: utf8, mode: mode)
    }

    /// Parses strictly as `mode`, or as the mode inferred from the shape when `mode` is `nil`.
    ///
    /// - Throws: ``ParseError`` with the UTF-8 offset of the first problem.
    /// - Complexity: O(1); allocation-free for a native string unless it throws.
    @inlinable @inline(always)
    public init(_ string: String, mode: SelectionMode? = nil) throws(ParseError) {
        // Always inlined: at a call site with a constant mode the shape check is then that
        // mode's alone. Called out of line from another module, with the mode a run-time
        // value, it parsed a date in about 1.5x the time of the former per-mode value types.
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try Selection(parsing: bytes, mode: mode) }
        }
        self = try result.get()
    }

    /// Parses leniently as `mode`, or as the mode inferred from the lenient shape when `mode`
    /// is `nil`, and returns the canonical value: the one lenient entry point.
    ///
    /// Accepted on top of the canonical form:
    /// - white space (Unicode `White_Space`) before and after the value;
    /// - `T` instead of the space between the date and the time;
    /// - one or two digits for the month, day and hour (`2019-8-5 9:05`);
    /// - `/` or `.` instead of `-` between date fields (the same separator throughout);
    /// - decimal digits of any script (Unicode `Numeric_Type=Decimal`): full-width `２０１９`,
    ///   Arabic-Indic `٢٠١٩`, Devanagari `२०१९` ..., one script per value (`٢٠19` is an error
    ///   at the first digit of the second script);
    /// - `present` in any letter case;
    /// - the ISO 8601 basic form (``basicString``): the fields' digits with no separator
    ///   (`20190820`, `201908201430`, `201908`, `1430` for `hour-minute`), or with one `T`
    ///   between the date and the time (`20190820T1430`); a wrong number of digits is a
    ///   `wrongDigitCount` error at the first extra digit or where the missing ones belong.
    ///   Inferred without a mode: 6, 8, 10, 12 or 14 digits are `year-month` to `date-time`
    ///   (4 digits stay a year);
    /// - an RFC 9557 calendar annotation at the end, `2019/8/20[u-ca=hebrew]`: the value before
    ///   it is read as leniently as a Gregorian one, then value and annotation as strictly as
    ///   ``init(_:mode:)-(String,_)`` reads them (`2019-08-20[u-ca=hebrew]`); calendar-native forms
    ///   (`1987-M06L[u-ca=chinese]`, `M06L-01[u-ca=chinese]`) only with white space around.
    ///
    /// Still required: four-digit years, two-digit minutes and seconds, fields in canonical
    /// order (never `20/08/2019`), and a value that exists in the proleptic Gregorian calendar:
    /// `2019-02-29` is an error, never March 1. Errors carry the UTF-8 offset in the original
    /// input. Lenient parsing of any canonical string equals strict parsing. Input over 256
    /// UTF-8 bytes (white space included) is a `tooLong` error at offset 256, found without
    /// reading the rest.
    ///
    /// ```swift
    /// try Selection.normalizing(" 2019/8/5T9:05 ", mode: .dateHourMinute).description  // "2019-08-05 09:05"
    /// try Selection.normalizing("٢٠١٩-٠٨-٢٠").description                             // "2019-08-20"
    /// ```
    public static func normalizing(_ string: String, mode: SelectionMode? = nil) throws(ParseError)
        -> Selection
    {
        var string = string
        let result = string.withUTF8 { bytes in
            Result { () throws(ParseError) in try normalizing(utf8: bytes, mode: mode) }
        }
        return try result.get()
    }

    /// Parses leniently from UTF-8 bytes, as ``normalizing(_:mode:)`` does from a string;
    /// invalid UTF-8 is an error at the first bad byte.
    public static func normalizing(utf8: UnsafeBufferPointer<UInt8>, mode: SelectionMode?) throws(ParseError)
        -> Selection
    {
        if let annotated = try normalizingAnnotated(utf8: utf8, mode: mode) { return annotated }
        let normalizer = try SelectionNormalizer(utf8: utf8)
        if normalizer.isPresent { return .present }
        let parsedMode: SelectionMode
        if let mode { parsedMode = mode } else { parsedMode = try normalizer.inferredMode() }
        return Selection(fields: try normalizer.fields(for: parsedMode), mode: parsedMode)
    }

    /// Lenient parsing of a value that ends in an RFC 9557 annotation, or `nil` without one.
    ///
    /// `2019/8/20[u-ca=hebrew]`, white space around it: the value before the annotation is
    /// read leniently as a Gregorian value would be, then the canonical value and the annotation
    /// strictly, as ``init(_:mode:)`` reads them; calendar-native forms (`1987-M06L`,
    /// `M06L-01`) are read strictly. Errors carry offsets in the original input.
    static func normalizingAnnotated(utf8: UnsafeBufferPointer<UInt8>, mode: SelectionMode?)
        throws(ParseError) -> Selection?
    {
        guard utf8.count <= 256, let open = utf8.firstIndex(of: UInt8(ascii: "[")) else { return nil }
        let text = String(decoding: utf8, as: UTF8.self)
        guard text.utf8.count == utf8.count else { return nil }  // invalid UTF-8: the normalizer says where
        // Leading and trailing white space, as the plain lenient form allows.
        let leading = text.unicodeScalars.prefix { $0.properties.isWhitespace }.reduce(0) { $0 + $1.utf8.count }
        let trailing = text.unicodeScalars.reversed().prefix { $0.properties.isWhitespace }
            .reduce(0) { $0 + $1.utf8.count }
        guard leading <= open, utf8.count - trailing > open else { return nil }
        let prefix = UnsafeBufferPointer(rebasing: utf8[leading..<open])
        let annotation = String(decoding: utf8[open..<(utf8.count - trailing)], as: UTF8.self)
        let core = String(decoding: utf8[leading..<(utf8.count - trailing)], as: UTF8.self)
        // The strict form, moved to the original input's offsets.
        func strict(_ string: String, shift: (Int) -> Int) throws(ParseError) -> Selection {
            do {
                return try Selection(string, mode: mode)
            } catch {
                throw ParseError(
                    kind: error.kind, offset: shift(error.offset), mode: error.mode, message: error.message)
            }
        }
        // Calendar-native forms carry a month code (`M06L`); everything else is a Gregorian
        // shape, read leniently (its errors are the lenient reader's, at original offsets).
        if !prefix.contains(UInt8(ascii: "M")) {
            let plain: Selection
            do {
                plain = try normalizing(utf8: prefix, mode: mode)
            } catch {
                throw ParseError(
                    kind: error.kind, offset: error.offset + leading, mode: error.mode, message: error.message)
            }
            guard plain != .present else { return try strict(core) { $0 + leading } }
            let canonical = plain.description
            let canonicalLength = canonical.utf8.count
            return try strict(canonical + annotation) { offset in
                // Inside the annotation: the same offset in the original; in the value: its start.
                offset >= canonicalLength ? offset - canonicalLength + open : leading
            }
        }
        return try strict(core) { $0 + leading }
    }

    /// The mode strict parsing infers for `string`, or `nil` when no mode has its shape.
    ///
    /// Also `nil` for `present`. Only the shape counts: `2019-13` is `year-month`.
    package static func inferredMode(of string: String) -> SelectionMode? {
        var string = string
        return string.withUTF8 { try? SelectionShape.inferStrictMode($0) }
    }
}
