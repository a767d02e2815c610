extension LocalePatternGenerator {
    /// How long a field's display name is.
    enum NameWidth {
        /// The full name: `minute`, `分钟`.
        case wide
        /// The narrow name: `min`, `分`.
        case narrow
    }
}
