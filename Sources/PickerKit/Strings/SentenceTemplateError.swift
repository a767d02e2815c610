/// A sentence template that is malformed or names a placeholder nothing fills.
public struct SentenceTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template.
    public let template: String
    /// What is wrong with it.
    public let reason: String

    /// A sentence naming the template and the fault.
    public var description: String { "sentence template \(QuotedInput.quoted(template)): \(reason)" }
}
