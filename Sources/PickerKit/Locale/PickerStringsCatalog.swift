internal import PickerKitData

/// Every shipped `<localization>.lproj/Localizable.strings`, compiled into the binary; each
/// table is parsed on its first use.
///
/// A picker needs one localization's strings (`zh-Hans`, or English): parsing all 36 files at
/// the first picker of a process cost nearly half of it (7.9 million instructions, callgrind),
/// where one file costs a thirtieth of that.
///
/// Thread safety: the bytes are immutable; the parsed tables are kept behind a lock.
struct PickerStringsCatalog: Sendable {
    /// The bytes of each localization's file and its name, such as `"zh-Hant"`, searched in
    /// order: a `[String: [UInt8]]` of the 36 files cost a first picker 90,000 instructions
    /// to build (callgrind), where a search compares a few short names.
    private let files: [(name: String, bytes: [UInt8])]
    /// The tables parsed so far, by localization name.
    private let parsed: LockedValue<[String: [String: String]]>

    /// The catalog of the embedded tables (a table is read, and any damage found, on first use).
    static let shared: Result<PickerStringsCatalog, LocalizationError> = .success(
        PickerStringsCatalog(files: PickerKitData.localizations))

    /// A catalog of `(localization, bytes)` pairs, such as `("zh-Hant", …)`; nothing is parsed yet.
    ///
    /// A later file of a name already given is ignored.
    init(files: [(name: String, bytes: [UInt8])]) {
        self.files = files
        parsed = LockedValue([:])
    }

    /// The localization names, such as `"zh-Hant"`, in no promised order.
    var names: [String] {
        var names: [String] = []
        for file in files where !names.contains(file.name) { names.append(file.name) }
        return names
    }

    /// Whether the catalog has the localization `name`.
    func contains(_ name: String) -> Bool { files.contains { $0.name == name } }

    /// The table of the localization `name` (keys to translations), parsed on first use; `nil`
    /// when the catalog has no such localization.
    ///
    /// - Throws: ``LocalizationError/resources(_:)`` when the file cannot be read.
    func table(_ name: String) throws(LocalizationError) -> [String: String]? {
        if let table = parsed.withLock({ $0[name] }) { return table }
        guard let bytes = files.first(where: { $0.name == name })?.bytes else { return nil }
        var parser = StringsFileParser(bytes)
        let table: [String: String]
        do {
            table = try parser.parse()
        } catch {
            throw .resources("Resources/\(name).lproj/Localizable.strings: \(error)")
        }
        return parsed.withLock { tables in
            if let kept = tables[name] { return kept }
            tables[name] = table
            return table
        }
    }

    /// Every table by localization name, each parsed (for tests and checks of every file).
    ///
    /// - Throws: ``LocalizationError/resources(_:)`` when a file cannot be read.
    var tables: [String: [String: String]] {
        get throws(LocalizationError) {
            var tables: [String: [String: String]] = [:]
            for name in names { tables[name] = try table(name) }
            return tables
        }
    }
}
