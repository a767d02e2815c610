import PickerKit

/// The properties both harnesses assert; a failed one stops the fuzzer with the input saved.
public enum SelectionFuzzChecks {
    /// Every mode, and `nil` for inference.
    static let modes: [SelectionMode?] = [nil] + SelectionMode.allCases

    /// Strict parsing: what parses is exactly its canonical form and re-parses identically;
    /// an error's offset is inside the input.
    public static func checkStrict(_ bytes: UnsafeBufferPointer<UInt8>) {
        for mode in modes {
            do {
                let value = try Selection(parsing: bytes, mode: mode)
                let canonical = value.description
                precondition(canonical.utf8.elementsEqual(bytes), "strict accepted a non-canonical form: \(canonical)")
                precondition((try? Selection(canonical, mode: value.mode)) == value, "re-parse differs: \(canonical)")
                precondition(mode == nil || value == .present || value.mode == mode, "wrong mode for \(canonical)")
            } catch {
                checkError(error, count: bytes.count)
            }
        }
    }

    /// Lenient parsing: what parses has a canonical form that parses strictly and leniently to
    /// the same value; an error's offset is inside the input.
    public static func checkLenient(_ bytes: UnsafeBufferPointer<UInt8>) {
        for mode in modes {
            do {
                let value = try Selection.normalizing(utf8: bytes, mode: mode)
                let canonical = value.description
                precondition(
                    (try? Selection(canonical, mode: value.mode)) == value, "strict re-parse differs: \(canonical)")
                precondition(
                    (try? Selection.normalizing(canonical, mode: value.mode)) == value,
                    "lenient re-parse differs: \(canonical)")
                if let strict = try? Selection(parsing: bytes, mode: mode) {
                    precondition(strict == value, "strict and lenient disagree on \(canonical)")
                }
            } catch {
                checkError(error, count: bytes.count)
            }
        }
    }

    static func checkError(_ error: ParseError, count: Int) {
        precondition((0...count).contains(error.offset), "offset \(error.offset) outside 0...\(count): \(error)")
        precondition(!error.message.isEmpty, "empty message for \(error.kind)")
    }
}
