#if !SystemICU
    internal import Foundation

    /// The Foundation provider's number formatter for the few ICU number skeletons PickerKit
    /// uses: `precision-integer` (with `group-off`) through `NumberFormatter`, and
    /// `measure-unit/duration-… unit-width-full-name` through `Duration.UnitsFormatStyle`.
    final class LocaleNumberFormatter: @unchecked Sendable {
        /// The skeleton the formatter was opened with.
        let skeleton: String
        private let locale: Locale
        private let unit: Duration.UnitsFormatStyle.Unit?
        private let numbers: LockedValue<NumberFormatter>

        /// Opens a formatter for `skeleton`; other skeletons than the ones above are refused.
        init(skeleton: String, localeID: String) throws(ICUError) {
            self.skeleton = skeleton
            locale = Locale(identifier: localeID)
            let words = skeleton.split(separator: " ")
            switch words.first {
            case "measure-unit/duration-hour": unit = .hours
            case "measure-unit/duration-minute": unit = .minutes
            case "measure-unit/duration-second": unit = .seconds
            case "measure-unit/duration-day": unit = .days
            case "precision-integer": unit = nil
            default: throw ICUError(code: 1, operation: "number skeleton \(skeleton) for \(localeID)")
            }
            let numbers = NumberFormatter()
            numbers.locale = locale
            numbers.numberStyle = .decimal
            numbers.maximumFractionDigits = 0
            numbers.usesGroupingSeparator = !words.contains("group-off")
            self.numbers = LockedValue(numbers)
        }

        /// Formats `value` with the skeleton.
        func format(_ value: Int) throws(ICUError) -> String {
            guard let unit else {
                return numbers.withLock { $0.string(from: NSNumber(value: value)) } ?? String(value)
            }
            let seconds: Int64 =
                switch unit {
                case .hours: 3600
                case .minutes: 60
                case .days: 86_400
                default: 1
                }
            let style = Duration.UnitsFormatStyle(allowedUnits: [unit], width: .wide, zeroValueUnits: .show(length: 1))
            return Duration.seconds(Int64(value) * seconds).formatted(style.locale(locale))
        }
    }
#endif
