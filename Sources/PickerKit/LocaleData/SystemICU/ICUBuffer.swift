#if SystemICU
    internal import CPickerKitICU

    /// Helpers for ICU's "fill this buffer, tell me the length" calling convention.
    ///
    /// ICU writes into a caller buffer and, when it is too small, returns the needed length
    /// with `U_BUFFER_OVERFLOW_ERROR`. These helpers retry once with the exact size.
    enum ICUBuffer {
        /// Reads a UTF-16 string from an ICU call, growing the buffer when ICU asks for more.
        static func string(
            _ operation: @autoclosure () -> String,
            initialCapacity: Int = 64,
            _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout PKUErrorCode) -> Int32
        ) throws(ICUError) -> String {
            var capacity = initialCapacity
            for _ in 0..<2 {
                var status = PKU_ZERO_ERROR
                var length: Int32 = 0
                let text = [UInt16](unsafeUninitializedCapacity: capacity) { buffer, count in
                    length = fill(buffer.baseAddress!, Int32(capacity), &status)
                    count = ICUStatus.isFailure(status) ? 0 : min(Int(length), capacity)
                }
                if status == PKU_BUFFER_OVERFLOW_ERROR {
                    capacity = Int(length) + 1
                    continue
                }
                if ICUStatus.isFailure(status) {
                    throw ICUError(code: status.rawValue, operation: operation())
                }
                return String(decoding: text, as: UTF16.self)
            }
            throw ICUError(code: PKU_BUFFER_OVERFLOW_ERROR.rawValue, operation: operation())
        }

        /// Reads a NUL-terminated `char` string (locale ids, tags) from an ICU call.
        static func cString(
            _ operation: @autoclosure () -> String,
            initialCapacity: Int = 64,
            _ fill: (UnsafeMutablePointer<CChar>, Int32, inout PKUErrorCode) -> Int32
        ) throws(ICUError) -> String {
            var capacity = initialCapacity
            for _ in 0..<2 {
                var status = PKU_ZERO_ERROR
                var length: Int32 = 0
                let bytes = [UInt8](unsafeUninitializedCapacity: capacity + 1) { buffer, count in
                    buffer.withMemoryRebound(to: CChar.self) { chars in
                        length = fill(chars.baseAddress!, Int32(capacity), &status)
                    }
                    count = ICUStatus.isFailure(status) ? 0 : min(Int(length), capacity)
                }
                if status == PKU_BUFFER_OVERFLOW_ERROR || status == PKU_STRING_NOT_TERMINATED_WARNING {
                    if Int(length) >= capacity {
                        capacity = Int(length) + 1
                        continue
                    }
                }
                if ICUStatus.isFailure(status) {
                    throw ICUError(code: status.rawValue, operation: operation())
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            throw ICUError(code: PKU_BUFFER_OVERFLOW_ERROR.rawValue, operation: operation())
        }

        /// Calls `body` with `text` as a UTF-16 buffer and its length, as ICU inputs expect.
        static func withUTF16<Result>(
            _ text: String,
            _ body: (UnsafePointer<UInt16>, Int32) throws(ICUError) -> Result
        ) throws(ICUError) -> Result {
            // A trailing NUL keeps the buffer non-empty (so it always has a base address) and
            // lets ICU calls that scan for a terminator stop; the length excludes it.
            var units = Array(text.utf16)
            units.append(0)
            let result: Swift.Result<Result, ICUError> = units.withUnsafeBufferPointer { buffer in
                do throws(ICUError) {
                    return .success(try body(buffer.baseAddress!, Int32(buffer.count - 1)))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }
    }
#endif
