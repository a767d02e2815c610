import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 9 item 4: every file read stops at its limit + 1 byte and is refused with a clear error.
@Suite("File size limit")
struct FileSizeLimitTests {
    /// Writes `count` bytes of `byte` to a fresh temporary file and returns its path.
    static func temporaryFile(_ count: Int, byte: UInt8 = 0x20) throws -> String {
        var template = Array("/tmp/pickerkit-limit-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        let bytes = [UInt8](repeating: byte, count: count)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == count)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test("/dev/zero is refused after the limit + 1 bytes, not read to the end")
    func devZero() {
        do {
            _ = try CascadeTree(jsonFile: "/dev/zero")
            Issue.record("/dev/zero was accepted")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(
                error.description.contains("it is larger than 16 MiB (16777216 bytes), the limit for a data file"),
                "\(error.description)")
        }
    }

    @Test("a file of exactly the limit is read whole; one byte more is refused")
    func boundary() throws {
        let atLimit = try Self.temporaryFile(100)
        let overLimit = try Self.temporaryFile(101)
        defer {
            unlink(atLimit)
            unlink(overLimit)
        }
        #expect(try FileReader.read(atLimit, limit: 100).get().count == 100)
        switch FileReader.read(overLimit, limit: 100) {
        case .failure(.tooLarge(let limit)): #expect(limit == 100)
        default: Issue.record("101 bytes passed a limit of 100")
        }
        #expect(CascadeTree.maximumFileSize == 16 * 1024 * 1024)
    }

    @Test("a data file one byte over 16 MiB is refused before parsing")
    func overSixteenMiB() throws {
        let path = try Self.temporaryFile(CascadeTree.maximumFileSize + 1)
        defer { unlink(path) }
        #expect(throws: CascadeDataError.self) { try CascadeTree(jsonFile: path) }
        do {
            _ = try CascadeTree(jsonFile: path)
        } catch {
            #expect(error.description.contains("larger than 16 MiB"), "\(error.description)")
        }
    }
}
