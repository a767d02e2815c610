/// Every shipped `<localization>.lproj/Localizable.strings`, read once on first use.
struct PickerStringsCatalog: Sendable {
    /// Tables by localization name, such as `"zh-Hant"`; each maps keys to translations.
    let tables: [String: [String: String]]

    /// The catalog of the shipped resources, or why it could not be read.
    static let shared: Result<PickerStringsCatalog, PickerStringsError> = ResourceLocator.resourcesFolder.flatMap {
        folder in Result { () throws(PickerStringsError) in try PickerStringsCatalog(folder: folder) }
    }

    /// Reads every `.lproj/Localizable.strings` in `folder`.
    init(folder: String) throws(PickerStringsError) {
        var tables: [String: [String: String]] = [:]
        for entry in ResourceLocator.entries(of: folder) where entry.hasSuffix(".lproj") {
            let path = folder + "/" + entry + "/Localizable.strings"
            let bytes: [UInt8]
            switch ResourceLocator.read(path) {
            case .success(let read): bytes = read
            case .failure(.system(let reason)): throw .resources("cannot read \(path): \(reason)")
            case .failure(.tooLarge(let limit)): throw .resources("\(path) is larger than \(limit >> 20) MiB")
            }
            var parser = StringsFileParser(bytes)
            do {
                tables[Self.localizationName(String(entry.dropLast(".lproj".count)))] = try parser.parse()
            } catch {
                throw .resources("\(path): \(error)")
            }
        }
        self.tables = tables
    }

    /// A folder name in BCP-47 casing: `zh-hant` (as SwiftPM's bundle spells it) -> `zh-Hant`.
    static func localizationName(_ folderName: String) -> String {
        folderName.split(separator: "-").enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "-")
    }
}
