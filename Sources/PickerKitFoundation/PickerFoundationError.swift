import Foundation
import PickerKit

/// Why a value could not go between PickerKit and Foundation: each case names the input.
public enum PickerFoundationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A time zone identifier that Foundation (and so ICU) does not know; no GMT fallback.
    case unknownTimeZone(String)
    /// An instant or a converted date outside PickerKit's years 0001–9999.
    case yearOutOfRange(year: Int, what: String)
    /// Date components with an era before the common era (such as 5 BC: era 0).
    case eraBeforeCommonEra(era: Int, year: Int?)
    /// Date components with an era number that is not the Gregorian calendar's (0 or 1), and
    /// no calendar saying whose era it is (Japanese `236` is Reiwa).
    case unknownEra(era: Int)
    /// Date components of a calendar PickerKit does not compute.
    case unsupportedCalendar(String)
    /// Date components whose fields do not name a day of their calendar.
    case invalidCalendarDate(calendar: String, message: String)
    /// Fields that are not a valid value of the mode (a field missing, or out of range).
    case invalidFields(ParseError)
    /// A field of the mode that the date components lack.
    case missingField(DateField, mode: SelectionMode)
    /// A mode without the larger fields (such as `hour-minute`) turned into a `Date` without a
    /// reference instant to take them from.
    case needsReference(mode: SelectionMode, missing: [DateField])
    /// The Present row (or a caller's sentinel such as Any) is selected: it is not a date.
    case notADate(String)

    /// A sentence for a person.
    public var description: String {
        switch self {
        case .unknownTimeZone(let identifier):
            "unknown time zone \"\(identifier)\" (use an IANA id such as Asia/Shanghai, UTC, or GMT+8)"
        case .yearOutOfRange(let year, let what):
            "\(what) falls in year \(year), outside PickerKit's years 0001-9999"
        case .eraBeforeCommonEra(let era, let year):
            "era \(era) (before the common era\(year.map { ", year \($0) BC" } ?? "")) is not supported: "
                + "PickerKit's years are 0001-9999 of the common era"
        case .unknownEra(let era):
            "era \(era) is not a Gregorian era (0 BC, 1 AD); set the components' calendar to the "
                + "calendar that made them"
        case .unsupportedCalendar(let identifier):
            "the \(identifier) calendar is not one PickerKit converts"
        case .invalidCalendarDate(let calendar, let message):
            "not a \(calendar) date: \(message)"
        case .invalidFields(let error):
            "\(error.message) (offset \(error.offset) of the canonical form)"
        case .missingField(let field, let mode):
            "the date components have no \(field), which \(mode) needs"
        case .needsReference(let mode, let missing):
            "a \(mode) value has no \(missing.map(\.rawValue).joined(separator: ", ")): pass a reference date to take "
                + (missing.count == 1 ? "it" : "them") + " from"
        case .notADate(let value):
            "\"\(value)\" is selected, which is not a date"
        }
    }
}
