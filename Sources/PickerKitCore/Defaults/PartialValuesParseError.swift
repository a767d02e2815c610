/// Why a partial selection such as `month=8,day=20` could not be read, and where.
public struct PartialValuesParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text read.
    public let input: String
    /// The offset in characters of the problem in ``input``.
    public let offset: Int
    /// What is wrong there.
    public let message: String

    /// A sentence such as `"month=8,hour=3" at offset 8: a date picker has no hour column`.
    public var description: String {
        "partial selection \(QuotedInput.quoted(input)): \(message) (offset \(offset))"
    }
}
