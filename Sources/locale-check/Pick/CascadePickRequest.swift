import PickerKit
import PickerKitRegions

/// What `pick --mode region|division` needs, read from the command line: the cascade family
/// of ``PickerRequest`` (``FamilyRequest``).
struct CascadePickRequest: FamilyRequest {
    /// The two cascading pickers.
    enum Kind: String, CaseIterable {
        /// Every region ICU knows, one column.
        case region
        /// Administrative divisions, one column per level.
        case division
    }

    let kind: Kind
    let localeID: String
    let allowsFallback: Bool
    let dataFile: String?
    let selection: CascadeSelectionOptions
    /// `--any`: an Any row (不限) first in the first column.
    let includesAny: Bool
    /// `--present`: a Present row (至今) last in the first column.
    let includesPresent: Bool
    /// The sentinel row `--select` names (`any`, `present`), or `nil`.
    let selectedSentinel: String?

    /// The options of date pickers, which these pickers do not take.
    static let dateOnlyOptions = [
        OptionName.min, OptionName.max, OptionName.minuteStep, OptionName.secondStep, OptionName.timeZone,
        OptionName.monthStyle, OptionName.hourCycle,
        OptionName.today, OptionName.disableBefore, OptionName.disableAfter, OptionName.disableWeekdays,
    ]
    static let dateOnlyFlags = [
        OptionName.descending, OptionName.weekday, OptionName.zeroPad, OptionName.units, OptionName.relative,
    ]

    init(kind: Kind, _ scanner: ArgumentScanner) throws(UsageError) {
        self.kind = kind
        for option in Self.dateOnlyOptions where try scanner.value(option) != nil {
            throw scanner.error("\(option) is not an option of --mode \(kind.rawValue)")
        }
        if !scanner.values(.disable).isEmpty {
            throw scanner.error("--disable is not an option of --mode \(kind.rawValue)")
        }
        for flag in Self.dateOnlyFlags where scanner.has(flag) {
            throw scanner.error("\(flag) is not an option of --mode \(kind.rawValue)")
        }
        dataFile = try scanner.value(.data)
        if dataFile?.isEmpty == true {
            throw scanner.error("--data needs a file path")
        }
        if dataFile != nil && kind == .region {
            throw scanner.error("--data goes with --mode division")
        }
        let locale = try scanner.value(.locale)
        guard locale != nil || kind == .division else {
            throw scanner.error("--locale is required")
        }
        localeID = locale ?? "zh_CN"
        allowsFallback = scanner.has(.allowFallback)
        if try scanner.value(.depth) != nil && kind == .region {
            throw scanner.error("--depth goes with --mode division (regions have one level)")
        }
        includesAny = scanner.has(.any)
        includesPresent = scanner.has(.present)
        // `--select present` without `--present` is refused with every family's (PickerRequest).
        let selected = try scanner.value(.select)
        if selected == SentinelRow.anyValue, !includesAny {
            throw scanner.error("--select any needs --any")
        }
        selectedSentinel = [SentinelRow.anyValue, SentinelRow.presentValue].contains(selected) ? selected : nil
        selection = try CascadeSelectionOptions(scanner, ignoringSelect: selectedSentinel != nil)
    }

    /// The picker `pick` shows (``makePicker()``).
    func makePicker(_ request: PickerRequest) throws -> (picker: any PickerDataSource, words: PickerWords)? {
        let (picker, words) = try makePicker()
        return (picker, words)
    }

    /// `labels` has no cascades (`--mode region` and `division` are read in `pick` only).
    func list(_ request: PickerRequest, in command: LabelsCommand) -> Int32 {
        preconditionFailure("labels has no cascades")
    }

    /// The picker (speaking the levels it fills or clamps in the locale's language) and its
    /// words, or an error naming the bad locale, data file, depth or selection.
    func makePicker() throws -> (LocalizedCascadePicker, PickerWords) {
        let locale = try ResolvedLocale(localeID, allowingFallback: allowsFallback)
        let tree: CascadeTree
        switch kind {
        case .region: tree = try RegionCatalog(locale: locale).tree
        case .division:
            let file = dataFile.map(DataFile.init)
            do throws(CascadeDataError) {
                if let file {
                    tree = try file.tree()
                } else {
                    tree = try CascadeTree.chinaDivisions()
                }
            } catch {
                throw PickInputError(error.report(file: file?.displayName ?? CascadeTree.chinaDivisionsFileName))
            }
        }
        var picker: CascadePicker
        do {
            picker = try selection.picker(over: tree)
        } catch {
            throw PickInputError(error.description)
        }
        let strings = try PickerStrings(locale: locale)
        var rows: [SentinelRow] = []
        if includesAny { rows.append(SentinelRow(value: SentinelRow.anyValue, label: strings[.any], position: .first)) }
        if includesPresent {
            rows.append(SentinelRow(value: SentinelRow.presentValue, label: strings[.present], position: .last))
        }
        picker = picker.addingSentinelRows(rows)
        if let selectedSentinel, let chosen = picker.selectingSentinel(selectedSentinel) { picker = chosen }
        let title = kind == .region ? strings[.selectRegion] : tree.levelNames.joined(separator: " / ")
        return (try LocalizedCascadePicker(locale: locale, picker: picker), PickerWords(strings, title: title))
    }
}
