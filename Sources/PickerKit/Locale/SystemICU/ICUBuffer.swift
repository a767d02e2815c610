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
                return decode(text)
            }
            throw ICUError(code: PKU_BUFFER_OVERFLOW_ERROR.rawValue, operation: operation())
        }

        /// `units` as a `String`: `String(decoding:as: UTF16.self)`, with well-formed text
        /// transcoded straight into the string's UTF-8 storage (the generic decoder costs
        /// ~2,700 instructions for a month name, a tenth of a first picker's instructions).
        static func decode(_ units: [UInt16]) -> String {
            var length = 0
            var index = 0
            while index < units.count {
                let unit = units[index]
                switch unit {
                case 0..<0x80: length += 1
                case 0x80..<0x800: length += 2
                case 0xD800..<0xDC00:
                    // A high surrogate must be followed by a low one.
                    guard index + 1 < units.count, (0xDC00..<0xE000).contains(units[index + 1]) else {
                        return String(decoding: units, as: UTF16.self)
                    }
                    length += 4
                    index += 1
                case 0xDC00..<0xE000: return String(decoding: units, as: UTF16.self)
                default: length += 3
                }
                index += 1
            }
            return String(unsafeUninitializedCapacity: length) { bytes in
                var written = 0
                var index = 0
                while index < units.count {
                    var scalar = UInt32(units[index])
                    if (0xD800..<0xDC00).contains(scalar) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                        index += 1
                    }
                    switch scalar {
                    case 0..<0x80:
                        bytes[written] = UInt8(scalar)
                        written += 1
                    case 0x80..<0x800:
                        bytes[written] = UInt8(0xC0 | scalar >> 6)
                        bytes[written + 1] = UInt8(0x80 | scalar & 0x3F)
                        written += 2
                    case 0x800..<0x10000:
                        bytes[written] = UInt8(0xE0 | scalar >> 12)
                        bytes[written + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        bytes[written + 2] = UInt8(0x80 | scalar & 0x3F)
                        written += 3
                    default:
                        bytes[written] = UInt8(0xF0 | scalar >> 18)
                        bytes[written + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                        bytes[written + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                        bytes[written + 3] = UInt8(0x80 | scalar & 0x3F)
                        written += 4
                    }
                    index += 1
                }
                return written
            }
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
