import Foundation
import Testing

/// Issue 40, item 2: names in a cascade data file are checked for what a reader sees.
///
/// Bidi controls, invisible format characters, tag characters and noncharacters are refused
/// with the node and the position; siblings that differ only in invisible characters are
/// refused too. Names that need a joiner still load.
@Suite("locale-check divisions: names with hidden characters are refused")
struct HiddenNameTests {
    /// Runs `divisions --data` on a one-level document whose nodes are `nodes` (JSON).
    static func divisions(_ nodes: String) throws -> (LocaleCheckRunner.Output, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(UUID()).json")
        try Data(#"{"levels":["L"],"nodes":[\#(nodes)]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return (try LocaleCheckRunner.run(["divisions", "--data", file.path]), file.path)
    }

    @Test(
        "a hidden character is refused with its node, kind and position",
        arguments: [
            (#"\u061c"#, "bidi control U+061C"), (#"\u200e"#, "bidi control U+200E"),
            (#"\u200f"#, "bidi control U+200F"), (#"\u202a"#, "bidi control U+202A"),
            (#"\u2069"#, "bidi control U+2069"), (#"\u200b"#, "invisible format character U+200B"),
            (#"\u2060"#, "invisible format character U+2060"), (#"\ufeff"#, "invisible format character U+FEFF"),
            (#"\u00ad"#, "invisible format character U+00AD"), (#"\u200c"#, "invisible format character U+200C"),
            (#"\udb40\udc41"#, "tag character U+E0041"), (#"\ufdd0"#, "noncharacter U+FDD0"),
            (#"\uffff"#, "noncharacter U+FFFF"),
        ])
    func refused(character: String, what: String) throws {
        // The joiner U+200C is refused here because it ends the name.
        let (output, path) = try Self.divisions(#"{"code":"1","name":"上海"},{"code":"2","name":"上\#(character)"}"#)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "Error: \(path): line 1, column 70: nodes[1]: the name of node 2 has the \(what) at character 2 "
                + "[control-character-in-name]\n")
    }

    @Test(
        "a variation selector or a grapheme joiner (not format characters) makes a lookalike, shown escaped",
        arguments: [(#"\ufe0f"#, "FE0F"), (#"\u034f"#, "34F")])
    func invisibleMarks(character: String, hex: String) throws {
        let (output, path) = try Self.divisions(#"{"code":"1","name":"上海"},{"code":"2","name":"上\#(character)海"}"#)
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "Error: \(path): line 1, column 70: nodes[1]: the name of node 2, \"上\\u{\(hex)}海\", differs from "
                + "the name of its sibling 1, \"上海\", only in invisible characters [lookalike-name]\n")
    }

    @Test("siblings that differ only in invisible characters are refused")
    func lookalikeSiblings() throws {
        let (output, path) = try Self.divisions(
            #"{"code":"1","name":"上海"},{"code":"2","name":"北京"},{"code":"3","name":"上\u200c海"}"#)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "Error: \(path): line 1, column 95: nodes[2]: the name of node 3, \"上\\u{200C}海\", differs from "
                + "the name of its sibling 1, \"上海\", only in invisible characters [lookalike-name]\n")
    }

    @Test("joiners between visible characters load: Persian, emoji; cousins may look alike")
    func joinersLoad() throws {
        let (output, _) = try Self.divisions(
            #"{"code":"1","name":"می\u200cخواهم","children":[{"code":"11","name":"上海"}]},"#
                + #"{"code":"2","name":"\ud83d\udc68\u200d\ud83d\udc69","children":[{"code":"21","name":"上\u200d海"}]}"#)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains("می\u{200C}خواهم"), "\(output.stdout)")
    }
}
