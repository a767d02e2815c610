#if SystemICU
    internal import CPickerKitICU

    // This folder is the only place that calls ICU, through CPickerKitICU: ICU's C functions, types
    // and constants declared without ICU's headers, under a PK prefix (PKUErrorCode, PKUCAL_YEAR),
    // each forwarding to ICU's function of the same name. A client of PickerKit loads that module
    // with it; since it defines none of ICU's own C types, a client that also imports full
    // Foundation (whose bundled ICU defines them) builds, and PickerKit needs no
    // `@_implementationOnly` import (which, without library evolution, warned in every client).

    /// Runs ICU calls with a fresh `UErrorCode` and turns failures into ``ICUError``.
    enum ICUStatus {
        /// Whether `code` is a failure the ICU way (`U_FAILURE`): warnings are not failures.
        @inline(__always)
        static func isFailure(_ code: PKUErrorCode) -> Bool {
            code.rawValue > PKU_ZERO_ERROR.rawValue
        }

        /// Calls `body` with a status initialised to `U_ZERO_ERROR` and throws if it failed.
        @inline(__always)
        static func check<Result>(
            _ operation: @autoclosure () -> String,
            _ body: (inout PKUErrorCode) -> Result
        ) throws(ICUError) -> Result {
            var status = PKU_ZERO_ERROR
            let result = body(&status)
            if isFailure(status) {
                throw ICUError(code: status.rawValue, operation: operation())
            }
            return result
        }
    }
#endif
