extension PickerConfiguration {
    /// ICU's canonical id for the IANA time zone `identifier` (`"Asia/Shanghai"`; custom
    /// offsets such as `"GMT+8"` give `"GMT+08:00"`), or `nil` when ICU does not know it or
    /// it is `Etc/Unknown`, ICU's marker for an undetermined zone (which ICU reads as GMT).
    ///
    /// Check a ``timeZone`` before using it: ICU silently reads an unknown id as GMT, and a
    /// picker only notices when it reads "today".
    ///
    /// ```swift
    /// PickerConfiguration.canonicalTimeZone("Asia/Shanghai")  // "Asia/Shanghai"
    /// PickerConfiguration.canonicalTimeZone("Foo/Bar")        // nil
    /// ```
    public static func canonicalTimeZone(_ identifier: String) -> String? {
        LocaleCalendar.canonicalTimeZone(identifier)
    }
}
