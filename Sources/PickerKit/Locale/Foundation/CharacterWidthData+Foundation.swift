#if !SystemICU
    /// East Asian width from the compiled Unicode table (Foundation has no character properties
    /// beyond Swift's own, which lack East Asian width).
    enum CharacterWidthData {
        /// Whether a scalar is East Asian Wide or Fullwidth.
        static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
            LocaleTables.isEastAsianWide(scalar)
        }
    }
#endif
