import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("locale-check --data: a named pipe without a writer is refused at once, pipes with one still read")
struct DataFileFIFOTests {
    @Test(
        "divisions and pick --mode division report the empty FIFO with exit 1 instead of blocking",
        arguments: [["divisions"], ["pick", "--mode", "division"]])
    func fifoWithoutWriter(command: [String]) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID())").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A blocking open never returns: the guard kills it and the test says so.
        let output = try LocaleCheckRunner.run(command + ["--data", path], timeLimit: 120)
        #expect(!output.timedOut)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "Error: cannot read \"\(path)\": it is a named pipe (FIFO) and nothing wrote to it "
                + "(no writer had it open) [unreadable]\n")
    }

    @Test("/dev/stdin is still read")
    func standardInput() throws {
        let output = try LocaleCheckRunner.run(
            ["divisions", "--data", "/dev/stdin"], input: Data(#"{"nodes":[{"code":"1","name":"A"}]}"#.utf8))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("* 1 A"))
    }
}
