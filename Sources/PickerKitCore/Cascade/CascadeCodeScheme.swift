/// What a ``CascadeCodeRule`` checks, and the short names of its trees.
package protocol CascadeCodeScheme: Sendable {
    /// Whether `child` extends `parent`.
    func allows(child: UnsafeBufferPointer<UInt8>, parent: UnsafeBufferPointer<UInt8>) -> Bool
    /// Whether `code` can be a first-level code.
    func allowsRoot(_ code: UnsafeBufferPointer<UInt8>) -> Bool
    /// The short form of a node's name, or `nil`.
    func shortName(of name: String) -> String?
    /// What a child's code must be, for messages.
    var explanation: String { get }
    /// What a first-level code must be, for messages.
    var rootExplanation: String { get }
}

extension CascadeCodeScheme {
    /// Every code can be a first-level code.
    package func allowsRoot(_ code: UnsafeBufferPointer<UInt8>) -> Bool { true }
    /// Names have no short forms.
    package func shortName(of name: String) -> String? { nil }
    /// Every code is allowed at the first level: never said.
    package var rootExplanation: String { "a first-level code" }
}

/// ``CascadeCodeRule/prefix``: the child's code starts with the parent's and is longer.
struct PrefixCodeScheme: CascadeCodeScheme {
    func allows(child: UnsafeBufferPointer<UInt8>, parent: UnsafeBufferPointer<UInt8>) -> Bool {
        child.count > parent.count && child.starts(with: parent)
    }

    var explanation: String { "a child's code must start with its parent's code and be longer" }
}

/// ``CascadeCodeRule/unchecked``: no relation.
struct UncheckedCodeScheme: CascadeCodeScheme {
    func allows(child: UnsafeBufferPointer<UInt8>, parent: UnsafeBufferPointer<UInt8>) -> Bool { true }

    var explanation: String { "no rule" }
}
