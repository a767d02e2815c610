import Foundation
import Testing

/// Issue 40, item 6: `pick` refuses to start when it cannot draw, and a window too small for
/// the frame says so instead of showing a blank screen.
@Suite("locale-check pick: no picking without a screen", .serialized)
struct PickDrawingTests {
    static let arguments = ["pick", "--locale", "en_US", "--mode", "year", "--select", "2019"]

    @Test("standard error on /dev/full: refused, nothing chosen")
    func fullDevice() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let output = try PseudoTerminalRunner.run(Self.arguments, keys: ["\u{1B}[B", "\r"], standardError: full)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(!output.screen.contains("\u{1B}[2J"), "nothing was drawn on the terminal")
    }

    @Test("standard error closed (2>&-): refused, nothing chosen")
    func closedStandardError() throws {
        let output = try PseudoTerminalRunner.run(
            ["-c", "exec \"$0\" \"$@\" 2>&-", LocaleCheckRunner.executable.path] + Self.arguments,
            keys: ["\u{1B}[B", "\r"], executable: "/bin/sh")
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
    }

    @Test("standard error on a file: refused with the reason")
    func fileStandardError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pick-stderr-\(UUID())")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        let output = try PseudoTerminalRunner.run(Self.arguments, keys: ["\u{1B}[B", "\r"], standardError: handle)
        try handle.close()
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            String(decoding: try Data(contentsOf: url), as: UTF8.self)
                == "Error: standard error is not a terminal; pick draws its screen there (leave 2> on the terminal)\n")
    }

    @Test("a 1x1 window says it is too small, and keys choose nothing until it grows")
    func tinyWindow() throws {
        let output = try PseudoTerminalRunner.run(Self.arguments, keys: ["\u{1B}[B", "\r", "q"], size: (1, 1))
        #expect(output.screen.contains("window too small (1x1); pick needs 20x"), "\(output.screen.debugDescription)")
        #expect(!output.screen.contains("2019"), "no row was drawn")
        #expect(output.stdout.isEmpty)
        #expect(output.status == 1)
    }

    @Test("a wide window with fewer rows than the frame's lines is too small, and says how many it needs")
    func shortWindow() throws {
        let output = try PseudoTerminalRunner.run(Self.arguments, keys: ["\u{1B}[B", "\r", "q"], size: (5, 80))
        #expect(output.screen.contains("window too small (80x5); pick needs 20x"), "\(output.screen.debugDescription)")
        #expect(!output.screen.contains("pick needs 20x1"), "the frame has more than one line")
        #expect(output.stdout.isEmpty)
        #expect(output.status == 1)
    }

    @Test("a window that fits draws the rows and Enter chooses")
    func fittingWindow() throws {
        let output = try PseudoTerminalRunner.run(Self.arguments, keys: ["\u{1B}[B", "\r"], size: (12, 20))
        #expect(!output.screen.contains("window too small"))
        #expect(output.stdout == "2020\n")
        #expect(output.status == 0)
    }
}
