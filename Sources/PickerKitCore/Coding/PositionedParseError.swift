/// A parse error that says where in the input it is and what is wrong, which
/// ``CanonicalCoding`` puts into a `DecodingError`.
protocol PositionedParseError: Error {
    /// The UTF-8 offset in the input where the problem is.
    var offset: Int { get }
    /// What is wrong, in words.
    var message: String { get }
}

extension SelectionParseError: PositionedParseError {}
extension SelectionRangeParseError: PositionedParseError {}
extension PeriodParseError: PositionedParseError {}
extension DurationError: PositionedParseError {}
extension CascadePathParseError: PositionedParseError {}
