internal import PickerKitData

/// Every shipped `<localization>.lproj/Localizable.strings`, compiled into the binary and
/// parsed once on first use.
struct PickerStringsCatalog: Sendable {
    /// Tables by localization name, such as `"zh-Hant"`; each maps keys to translations.
    let tables: [String: [String: String]]

    /// The catalog of the embedded tables, or why one of them could not be read.
    static let shared: Result<PickerStringsCatalog, LocalizationError> = Result {
        () throws(LocalizationError) in try PickerStringsCatalog(files: PickerKitData.localizations)
    }

    /// Parses `(localization, bytes)` pairs, such as `("zh-Hant", …)`.
    init(files: [(name: String, bytes: [UInt8])]) throws(LocalizationError) {
        var tables: [String: [String: String]] = [:]
        for (name, bytes) in files {
            var parser = StringsFileParser(bytes)
            do {
                tables[name] = try parser.parse()
            } catch {
                throw .resources("Resources/\(name).lproj/Localizable.strings: \(error)")
            }
        }
        self.tables = tables
    }
}
