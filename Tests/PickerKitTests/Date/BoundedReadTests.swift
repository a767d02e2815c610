import Testing

@testable import PickerKit
@testable import PickerKitCore
@testable import PickerKitRegions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The strict parser's promise to look at no more than `canonicalLength + 1` bytes, checked
/// with a guard page: the input claims a million bytes, but only 20 are readable and the
/// next page faults, so reading further would crash the test.
@Suite("strict parsing reads a bounded prefix")
struct BoundedReadTests {
    @Test(
        "a huge claimed input is rejected from the first 20 bytes",
        arguments: [SelectionMode?.none] + SelectionMode.allCases)
    func guardPage(mode: SelectionMode?) throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let region = mmap(nil, 2 * pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let base = try #require(region == MAP_FAILED ? nil : region)
        defer { munmap(base, 2 * pageSize) }
        #expect(mprotect(base + pageSize, pageSize, PROT_NONE) == 0)
        let readable = SelectionMode.maximumCanonicalLength + 1
        let start = (base + pageSize - readable).assumingMemoryBound(to: UInt8.self)
        let text = Array((mode?.example ?? "2019-08-20 14:30:05").utf8) + [UInt8(ascii: "0")]
        for (index, byte) in text.prefix(readable).enumerated() { start[index] = byte }
        for index in min(text.count, readable)..<readable { start[index] = UInt8(ascii: "0") }
        let claimed = UnsafeBufferPointer(start: UnsafePointer(start), count: 1_000_000)
        let result = Result { () throws(ParseError) in try Selection(parsing: claimed, mode: mode) }
        guard case .failure(let error) = result else {
            Issue.record("a million-byte input parsed: \(result)")
            return
        }
        #expect(error.kind == .tooLong)
        #expect(error.offset == (mode ?? .dateTime).canonicalLength)
    }
}
