@_implementationOnly import CICU

// Why `@_implementationOnly` (in every file of this folder, the only files that import CICU):
// with `internal import`, a module that imports PickerKit still loads CICU (a non-resilient
// module's clients may need its internal types for layouts), and a client that also imports
// full Foundation then fails a clean build: Foundation's bundled ICU headers and the system
// ICU define the same C enums ("'UErrorCode' has different definitions in different modules").
// `@_implementationOnly` keeps CICU out of PickerKit's interface, so clients never load it.
//
// Swift warns that this "may lead to instability" without library evolution: a client that
// cannot see CICU would compute a wrong layout for any type whose size depends on a CICU type.
// Audited (grep of every stored property in this folder; no other PickerKit file imports
// CICU, so no other file can name a CICU type): no stored property anywhere in PickerKit has
// a CICU type. ICU handles are stored as `OpaquePointer` or spelled as
// `UnsafeMutablePointer<UnsafeMutableRawPointer?>` (UCalendar, UDateFormat and
// UDateTimePatternGenerator are `void *`); status codes are stored as `Int32` (`ICUError.code`);
// CICU enums (`UCalendarDateFields`, `UDateFormatSymbolType`, `UErrorCode`, ...) appear only
// in locals, parameters and computed properties of internal declarations; nothing here is
// `@inlinable`, `@usableFromInline` or `@frozen`. Keep it so: a stored property of a CICU type
// in any PickerKit type would be laid out differently by clients.

/// Runs ICU calls with a fresh `UErrorCode` and turns failures into ``ICUError``.
enum ICUStatus {
    /// Whether `code` is a failure the ICU way (`U_FAILURE`): warnings are not failures.
    @inline(__always)
    static func isFailure(_ code: UErrorCode) -> Bool {
        code.rawValue > U_ZERO_ERROR.rawValue
    }

    /// Calls `body` with a status initialised to `U_ZERO_ERROR` and throws if it failed.
    @inline(__always)
    static func check<Result>(
        _ operation: @autoclosure () -> String,
        _ body: (inout UErrorCode) -> Result
    ) throws(ICUError) -> Result {
        var status = U_ZERO_ERROR
        let result = body(&status)
        if isFailure(status) {
            throw ICUError(code: status.rawValue, operation: operation())
        }
        return result
    }
}
