#if SystemICU
    internal import CPickerKitICU
#endif

/// An ICU call that failed, with the `UErrorCode` ICU returned.
///
/// ICU reports warnings as negative codes and errors as codes above `U_ZERO_ERROR`;
/// only the latter become an `ICUError` (see ``ICUStatus``).
package struct ICUError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The raw `UErrorCode` value.
    package let code: Int32
    /// The ICU function (or operation) that failed, such as `"ucal_open"`.
    package let operation: String

    /// Creates an error for `operation` that returned `code`.
    package init(code: Int32, operation: String) {
        self.code = code
        self.operation = operation
    }

    /// ICU's own name for the code, such as `"U_ILLEGAL_ARGUMENT_ERROR"`.
    package var name: String {
        #if SystemICU
            String(cString: pkicu_errorName(PKUErrorCode(rawValue: code)))
        #else
            "U_ERROR_\(code)"
        #endif
    }

    /// The failed operation and ICU's name and number for the code.
    package var description: String {
        "\(operation) failed: \(name) (\(code))"
    }
}
