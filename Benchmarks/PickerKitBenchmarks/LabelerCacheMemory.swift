@_spi(PickerKitTools) import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory the shared labeler cache takes for many spellings of one locale id, measured in
/// this process alone (the unit tests run in parallel in one process, so their resident set
/// size mixes every suite's allocations).
enum LabelerCacheMemory {
    static func run() {
        print("\nresident set size after spellings of en_US@calendar=gregorian;numbers=latn (labeler per spelling)")
        let spellings = makeSpellings(count: 10_000)
        var done = 0
        let start = residentBytes()
        print("  before: \(format1(Double(start) / 1_048_576)) MiB resident")
        for count in [100, 1_000, 10_000] {
            for id in spellings[done..<count] {
                let labeler = try! CalendarLabeler.shared(locale: ResolvedLocale(id), mode: .date)
                precondition(labeler.order.count == 3)
            }
            done = count
            let grown = Double(residentBytes() - start) / 1_048_576
            print("  \(String(count).padded(to: 7)) spellings: +\(String(format1(grown))) MiB")
        }
    }

    /// `count` distinct spellings: letter case, `-` or `_`, keyword order, ICU or BCP 47 keys.
    static func makeSpellings(count: Int) -> [String] {
        var state: UInt64 = 0x5EED
        func bit() -> Bool {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 63 == 1
        }
        func mixedCase(_ text: String) -> String {
            String(text.map { bit() ? Character($0.uppercased()) : $0 })
        }
        var seen: Set<String> = []
        var result: [String] = []
        while result.count < count {
            let base = mixedCase("en") + (bit() ? "_" : "-") + mixedCase("us")
            let id: String
            if bit() {
                let keys = ["ca-" + mixedCase("gregory"), "nu-" + mixedCase("latn")]
                id = base + "-" + mixedCase("u") + "-" + (bit() ? keys : keys.reversed()).joined(separator: "-")
            } else {
                let keys = [mixedCase("calendar") + "=" + mixedCase("gregorian"), mixedCase("numbers") + "=latn"]
                id = base + "@" + (bit() ? keys : keys.reversed()).joined(separator: ";")
            }
            if seen.insert(id).inserted { result.append(id) }
        }
        return result
    }

    /// The resident set size in bytes, from `/proc/self/statm` (0 where it cannot be read).
    static func residentBytes() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        guard readTwoFields(file, &size, &resident) else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func readTwoFields(_ file: UnsafeMutablePointer<FILE>, _ first: inout Int, _ second: inout Int)
        -> Bool
    {
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let fields = String(cString: buffer).split(separator: " ")
        guard fields.count >= 2, let size = Int(fields[0]), let resident = Int(fields[1]) else { return false }
        first = size
        second = resident
        return true
    }

    private static func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
