#if SystemICU
    internal import CPickerKitICU

    /// ICU's list pattern for units in one locale (`1 hour, 30 minutes`, `1小时30分钟`,
    /// `1 Stunde, 30 Minuten`): `ulistfmt_openForType` with `ULISTFMT_TYPE_UNITS`.
    ///
    /// Thread safety: `ulistfmt_format` only reads the formatter, so one is shared between threads.
    final class LocaleListFormat: @unchecked Sendable {
        private let formatter: OpaquePointer
        private let localeID: String

        /// Opens the wide unit list pattern of `localeID`.
        ///
        /// - Throws: ``ICUError`` when ICU cannot open it.
        init(unitsFor localeID: String) throws(ICUError) {
            let operation = "ulistfmt_openForType(\(localeID), units)"
            let opened = try ICUStatus.check(operation) { status in
                pkicu_ulistfmt_openForType(localeID, PKULISTFMT_TYPE_UNITS, PKULISTFMT_WIDTH_WIDE, &status)
            }
            guard let opened else { throw ICUError(code: PKU_MEMORY_ALLOCATION_ERROR.rawValue, operation: operation) }
            formatter = opened
            self.localeID = localeID
        }

        deinit {
            pkicu_ulistfmt_close(formatter)
        }

        /// `items` joined by the locale's unit list pattern.
        func format(_ items: [String]) throws(ICUError) -> String {
            let units = items.map { Array($0.utf16) + [0] }
            let lengths = items.map { Int32($0.utf16.count) }
            let operation = "ulistfmt_format(\(localeID), \(items.count) items)"
            return try withPointers(units) { pointers throws(ICUError) in
                try lengths.withUnsafeBufferPointer { (lengthBuffer) throws(ICUError) in
                    try ICUBuffer.string(operation) { buffer, capacity, status in
                        pkicu_ulistfmt_format(
                            formatter, pointers, lengthBuffer.baseAddress, Int32(items.count), buffer, capacity, &status
                        )
                    }
                }
            }
        }

        /// Calls `body` with a C array of pointers to each of `arrays`, valid for the call.
        private func withPointers<Result>(
            _ arrays: [[UInt16]], _ body: (UnsafePointer<UnsafePointer<UInt16>?>) throws(ICUError) -> Result
        ) throws(ICUError) -> Result {
            let buffers = arrays.map { array -> UnsafeMutablePointer<UInt16> in
                let copy = UnsafeMutablePointer<UInt16>.allocate(capacity: array.count)
                copy.initialize(from: array, count: array.count)
                return copy
            }
            defer { for buffer in buffers { buffer.deallocate() } }
            let pointers: [UnsafePointer<UInt16>?] = buffers.map { UnsafePointer($0) }
            return try pointers.withUnsafeBufferPointer { (pointerBuffer) throws(ICUError) in
                try body(pointerBuffer.baseAddress!)
            }
        }
    }
#endif
