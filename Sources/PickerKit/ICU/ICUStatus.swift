internal import CICU

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
