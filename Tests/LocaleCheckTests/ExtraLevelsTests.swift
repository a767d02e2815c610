import Foundation
import Testing

/// Issue 40, item 6: a `levels` list longer than the tree is deep is refused.
@Suite("locale-check divisions: more level names than levels are refused")
struct ExtraLevelsTests {
    /// Writes `json` to a temporary file and runs `divisions --data` on it.
    static func divisions(_ json: String) throws -> (LocaleCheckRunner.Output, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("levels-\(UUID()).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return (try LocaleCheckRunner.run(["divisions", "--data", file.path]), file.path)
    }

    @Test("two names for a one-level tree")
    func longerThanTree() throws {
        let (output, path) = try Self.divisions(#"{"levels":["A","B"],"nodes":[{"code":"1","name":"X"}]}"#)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: \(path): the levels name 2 levels but the tree has 1 level [extra-levels]\n")
    }

    @Test("100,000 names are refused at the first past the depth limit, not read whole")
    func longerThanLimit() throws {
        let names = (0..<100_000).map { "\"L\($0)\"" }.joined(separator: ",")
        let (output, path) = try Self.divisions(#"{"levels":[\#(names)],"nodes":[{"code":"1","name":"X"}]}"#)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "Error: \(path): line 1, column 52: the levels name more than 8 levels, "
                + "the deepest a tree may be here [extra-levels]\n")
    }

    @Test("as many names as levels, or fewer, load")
    func fitting() throws {
        let (output, _) = try Self.divisions(
            #"{"levels":["A","B"],"nodes":[{"code":"1","name":"X","children":[{"code":"11","name":"Y"}]}]}"#)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("(A, B)"), "\(output.stdout)")
    }
}
