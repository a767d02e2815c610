extension Collection<String> {
    /// The strings with `separator` between them, as `joined(separator:)` writes them.
    ///
    /// Concatenated in this module, where the compiler specializes it: the standard library's
    /// `joined(separator:)` on an array or slice of strings runs unspecialized and looks up
    /// associated types at run time, ~110,000 instructions at its first call in a process (a
    /// first picker's locale id or pattern).
    func concatenated(separator: String = "") -> String {
        var text = ""
        var isFirst = true
        for part in self {
            if !isFirst { text += separator }
            isFirst = false
            text += part
        }
        return text
    }
}
