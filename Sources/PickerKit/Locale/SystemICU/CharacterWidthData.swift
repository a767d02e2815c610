#if SystemICU
    internal import CPickerKitICU

    /// Unicode character properties from ICU's data (`u_getIntPropertyValue`).
    enum CharacterWidthData {
        /// Whether `scalar` is East Asian Wide or Fullwidth (two terminal cells).
        static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
            let width = pkicu_u_getIntPropertyValue(Int32(scalar.value), PKUCHAR_EAST_ASIAN_WIDTH)
            return width == Int32(PKU_EA_WIDE.rawValue) || width == Int32(PKU_EA_FULLWIDTH.rawValue)
        }
    }
#endif
