#if SystemICU
    import CICU
    import CPickerKitICU
    import Testing

    @testable import PickerKit
    @testable import PickerKitCore
    @testable import PickerKitRegions

    @Suite("ICU layer")
    struct ICUErrorTests {
        @Test("errors carry ICU's name for the code")
        func errorName() {
            let error = ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "ucal_open")
            #expect(error.name == "U_ILLEGAL_ARGUMENT_ERROR")
            #expect(error.description == "ucal_open failed: U_ILLEGAL_ARGUMENT_ERROR (1)")
        }

        @Test("warnings are not failures, errors are")
        func failureTest() {
            #expect(!ICUStatus.isFailure(pickerKitCode(U_ZERO_ERROR)))
            #expect(!ICUStatus.isFailure(pickerKitCode(U_USING_DEFAULT_WARNING)))
            #expect(!ICUStatus.isFailure(pickerKitCode(U_STRING_NOT_TERMINATED_WARNING)))
            #expect(ICUStatus.isFailure(pickerKitCode(U_ILLEGAL_ARGUMENT_ERROR)))
            #expect(ICUStatus.isFailure(pickerKitCode(U_BUFFER_OVERFLOW_ERROR)))
        }

        @Test("checked calls throw the failing code")
        func checkThrows() {
            #expect(throws: ICUError(code: U_INVALID_FORMAT_ERROR.rawValue, operation: "test")) {
                try ICUStatus.check("test") { status in status = pickerKitCode(U_INVALID_FORMAT_ERROR) }
            }
        }

        @Test("the buffer helper grows to fit long results")
        func bufferGrows() throws {
            let long = String(repeating: "x", count: 500)
            let result = try ICUBuffer.string("fill", initialCapacity: 8) { buffer, capacity, status in
                let units = Array(long.utf16)
                guard Int(capacity) >= units.count else {
                    status = pickerKitCode(U_BUFFER_OVERFLOW_ERROR)
                    return Int32(units.count)
                }
                for (index, unit) in units.enumerated() { buffer[index] = unit }
                return Int32(units.count)
            }
            #expect(result == long)
        }

        @Test("a calendar made proleptic has no Julian part")
        func prolepticCalendar() throws {
            let calendar = try LocaleCalendar(localeID: "en_US_POSIX@calendar=gregorian")
            #expect(try calendar.typeName() == "gregorian")
            calendar.setDate(year: 1500, month: 2, day: 29)
            // The hybrid calendar has a 1500-02-29; lenient ICU keeps it as February.
            #expect(try calendar.field(.month) == 1)
            try calendar.makeProleptic()
            calendar.setDate(year: 1500, month: 2, day: 29)
            #expect(try calendar.field(.month) == 2)
        }
    }

    /// ICU's code as the type PickerKit's declarations of ICU give it (same value, other name).
    private func pickerKitCode(_ code: UErrorCode) -> PKUErrorCode {
        PKUErrorCode(rawValue: code.rawValue)
    }
#endif
