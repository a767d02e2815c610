import PickerKit

/// The input of the whole-process ratios: ISO dates, one a line, and CPython's program that
/// reads them as `locale-check parse` does.
enum WholeProcessInput {
    /// CPython's `date.fromisoformat` and `isoformat` over standard input, line by line.
    static let pythonScript = """
        import sys
        from datetime import date
        f = date.fromisoformat
        out = sys.stdout.write
        for line in sys.stdin:
            out(f(line[:-1]).isoformat() + "\\n")

        """

    /// `count` ISO dates of 1900...2099 (days 1...28), one a line, in a fixed pseudo-random
    /// order: the first N lines of a longer file are the file of N lines.
    static func dates(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(11 * count)
        var state: UInt64 = 0x5EED
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let draw = Int(state >> 33)
            let date = try! Selection(
                year: 1900 + draw % 200, month: draw / 200 % 12 + 1, day: draw / 2400 % 28 + 1)
            bytes += date.description.utf8
            bytes.append(0x0A)
        }
        return bytes
    }
}
