import Foundation
import PickerKit

extension TimeZone {
    /// The time zone with `identifier`, or an error naming it: never a silent GMT.
    ///
    /// Accepts what Foundation (and ICU under it) accepts: IANA ids (`Asia/Shanghai`,
    /// `America/New_York`), `UTC` and `GMT`, and offsets (`GMT+8`, `GMT+08:00`, `GMT-0530`).
    ///
    /// ```swift
    /// try TimeZone(checking: "GMT+08:00").secondsFromGMT()   // 28800
    /// try TimeZone(checking: "Mars/Olympus")                 // throws .unknownTimeZone("Mars/Olympus")
    /// ```
    ///
    /// - Throws: ``PickerError/unknownTimeZone(_:)`` naming `identifier`.
    public init(checking identifier: String) throws(PickerError) {
        guard let zone = TimeZone(identifier: identifier) else { throw .unknownTimeZone(identifier) }
        self = zone
    }
}
