import Testing

private let down = "\u{1B}[B"
private let right = "\u{1B}[C"

@Suite("locale-check pick --mode duration (through a pseudo-terminal)", .serialized)
struct DurationPickTerminalTests {
    @Test("arrow keys move hours and minutes; Enter prints the canonical duration")
    func pick() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--mode", "duration", "--locale", "de", "--select", "PT1H30M", "--minute-step", "15"],
            keys: [down, right, down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "PT2H45M\n")
        #expect(output.screen.contains("Stunden"))
    }

    @Test("reaching the maximum's hour moves the minutes down to it")
    func clampsAtMaximum() throws {
        let output = try PseudoTerminalRunner.run(
            [
                "pick", "--mode", "duration", "--locale", "en", "--max", "PT2H30M", "--no-seconds", "--select",
                "PT1H45M",
            ],
            keys: [down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "PT2H30M\n")
    }
}
