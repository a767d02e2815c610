import Testing

private let down = "\u{1B}[B"
private let up = "\u{1B}[A"
private let right = "\u{1B}[C"

@Suite("locale-check pick --mode year-week|year-quarter (through a pseudo-terminal)", .serialized)
struct PeriodPickTerminalTests {
    @Test("zh_CN quarters: year first; a later year keeps the quarter inside --max")
    func quarters() throws {
        // Columns: year, quarter. Down on the year moves to 2021, whose last quarter is Q2.
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--locale", "zh_CN", "--mode", "year-quarter", "--select", "2020-Q4", "--min", "2019-Q3",
                "--max", "2021-Q2",
            ],
            keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2021-Q2\n")
    }

    @Test("en_US weeks: week first; week 53 exists in 2020, and Present is the first row")
    func weeks() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "year-week", "--select", "2020-W52"], keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2020-W53\n")
        let present = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "year-quarter", "--present", "--select", "2019-Q1"],
            keys: [up, "\r"])
        #expect(present.status == 0)
        #expect(present.stdout == "present\n")
        let moved = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "year-week", "--select", "2020-W53"], keys: [right, down, "\r"])
        #expect(moved.stdout == "2021-W52\n")
    }
}
