import Testing

#if canImport(Glibc)
    import Glibc
#endif

private let down = "\u{1B}[B"

@Suite("locale-check pick: key bursts, signals, suspend (through a pseudo-terminal)", .serialized)
struct PickTerminalTests {
    @Test("a burst of 30 arrow keys in one write moves 30 rows (a read ends inside a sequence)")
    func arrowBurst() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--mode", "date", "--select", "2019-08-20"],
            keys: [String(repeating: down, count: 30), "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2049-08-20\n")
    }

    @Test("Alt keys and terminal replies (ESC and another byte) do not cancel")
    func altKeysAndReplies() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--mode", "date", "--select", "2019-08-20"],
            keys: ["\u{1B}x", "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}[1;5C", down, "\r"])
        #expect(output.status == 0)
        #expect(output.stdout == "2020-08-20\n")
    }

    @Test(
        "a signal that ends the picker restores the terminal first",
        arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGTERM, SIGHUP, SIGALRM])
    func endingSignal(signal: Int32) throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "en_US", "--mode", "time"], steps: [.awaitEcho(false), .signal(signal)])
        #expect(output.echoes == [false])
        #expect(output.echoesAtEnd)
        #expect(output.screen.contains("\u{1B}[?1049l"))
        #expect(output.screen.contains("\u{1B}[?25h"))
        #expect(output.stdout.isEmpty)
    }

    @Test("Ctrl-Z restores the terminal; fg (SIGCONT) re-enters raw mode and redraws")
    func suspendAndResume() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--mode", "date", "--select", "2019-08-20"],
            steps: [
                .awaitEcho(false), .signal(SIGTSTP), .awaitEcho(true), .signal(SIGCONT), .awaitEcho(false), .keys(down),
                .keys("\r"),
            ],
            pause: 0.4)
        #expect(output.echoes == [false, true, false])
        #expect(output.status == 0)
        #expect(output.stdout == "2020-08-20\n")
        // Left the alternate screen on suspend, came back on resume.
        let text = output.screen
        #expect(text.components(separatedBy: "\u{1B}[?1049h").count == 3)
    }

    @Test("Ctrl-Z typed in the picker (byte 0x1A) suspends: terminal restored; SIGCONT redraws in raw mode")
    func suspendFromKey() throws {
        let output = try PseudoTerminalRunner.run(
            ["pick", "--locale", "zh_CN", "--mode", "date", "--select", "2019-08-20"],
            steps: [
                .awaitEcho(false), .keys("\u{1A}"), .awaitEcho(true), .signal(SIGCONT), .awaitEcho(false), .keys(down),
                .keys("\r"),
            ],
            pause: 0.4)
        #expect(output.echoes == [false, true, false])
        #expect(output.status == 0)
        #expect(output.stdout == "2020-08-20\n")
        let text = output.screen
        #expect(text.components(separatedBy: "\u{1B}[?1049l").count >= 3)
        #expect(text.components(separatedBy: "\u{1B}[?1049h").count == 3)
    }
}
