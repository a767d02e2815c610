@_implementationOnly import CICU

/// Unicode character properties from ICU's data (`u_getIntPropertyValue`).
enum ICUCharacter {
    /// Whether `scalar` is East Asian Wide or Fullwidth (two terminal cells).
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let width = cicu_u_getIntPropertyValue(UChar32(scalar.value), UCHAR_EAST_ASIAN_WIDTH)
        return width == Int32(U_EA_WIDE.rawValue) || width == Int32(U_EA_FULLWIDTH.rawValue)
    }
}
