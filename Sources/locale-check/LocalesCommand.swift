import PickerKit

/// `locale-check locales`: checks locales' labels, order, digits and display strings against ICU.
struct LocalesCommand: Subcommand {
    static let name = "locales"
    static let summary = "Check locales' labels, column order, digits and display strings against ICU."
    static let positionals = "[L ...]"
    static let options: [OptionSpec] = [
        .flag(.all, "Every locale ICU lists (805 with ICU 72)."),
        .flag(.json, "Print one JSON object with a result per locale and the summary."),
        .flag(.allowFallback, "Accept unknown languages and regions, using and reporting ICU's fallback."),
    ]
    static let discussion = """
        For each locale: labels are unique and read back to their values in every month style it
        supports (narrow and abbreviated may be refused as not unique), fast labels equal ICU's
        udat_format, the column order comes from the locale's pattern, native digits read back,
        and display strings round-trip in every mode. One line per locale, then a summary.
        """
    static let footer = "Exit 0: every locale passed; 1: a locale failed or is invalid; 64: usage."

    let ids: [String]
    let json: Bool
    let allowsFallback: Bool

    init(_ scanner: ArgumentScanner) throws(UsageError) {
        if scanner.has(.all) {
            guard scanner.positionals.isEmpty else {
                throw scanner.error("--all takes no locale ids")
            }
            ids = ResolvedLocale.availableIdentifiers
        } else {
            guard !scanner.positionals.isEmpty else {
                throw scanner.error("give locale ids or --all")
            }
            ids = scanner.positionals
        }
        json = scanner.has(.json)
        allowsFallback = scanner.has(.allowFallback)
    }

    func run() -> Int32 {
        var passed = 0
        var failed = 0
        var entries: [String] = []
        for id in ids {
            // Each locale takes tens of milliseconds: a closed standard output ends the run
            // before the next one (`locales --all | head -1`).
            if StandardStreams.flushAndCheck() { return ExitStatus.failure }
            let line: String
            let entry: String
            // An id that is not UTF-8 would reach the library with U+FFFD in place of its byte.
            if id.unicodeScalars.contains("\u{FFFD}"), RawArguments.bytes(decodingTo: id) != nil {
                failed += 1
                line = "FAIL \(Self.shown(id)): not UTF-8"
                entry = "{\"locale\":\(OutputEscaping.jsonLiteral(id)),\"passed\":false,\"problems\":[\"not UTF-8\"]}"
                if json { entries.append(entry) } else { StandardStreams.out(line) }
                continue
            }
            do {
                let locale = try ResolvedLocale(id, allowingFallback: allowsFallback)
                let result = LocaleLabelCheck.run(locale: locale)
                if result.passed { passed += 1 } else { failed += 1 }
                line = Self.line(result)
                entry = Self.json(result)
            } catch {
                failed += 1
                line = "FAIL \(Self.shown(id)): \(error)"
                // A refused id is echoed cut after 64 characters with its size, as in messages.
                entry =
                    "{\"locale\":\(OutputEscaping.jsonLiteral(OutputEscaping.cut(id))),\"passed\":false,\"problems\":[\(OutputEscaping.jsonLiteral("\(error)"))]}"
            }
            if json { entries.append(entry) } else { StandardStreams.out(line) }
        }
        let summary = "checked \(ids.count) locales: \(passed) passed, \(failed) failed"
        if json {
            StandardStreams.out(
                "{\"locales\":[\(entries.joined(separator: ","))],\"checked\":\(ids.count),\"passed\":\(passed),"
                    + "\"failed\":\(failed)}")
        } else {
            StandardStreams.out(summary)
        }
        return failed == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// A locale id as the FAIL line names it: as typed when it is short and plain, else quoted,
    /// escaped and cut (``OutputEscaping/quoted(_:)``).
    static func shown(_ id: String) -> String {
        let plain =
            id.unicodeScalars.count <= OutputEscaping.quotedLength
            && id.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || $0.properties.isASCIIHexDigit
                        || "_-@=;".unicodeScalars.contains($0))
            }
        return plain ? id : OutputEscaping.quoted(id)
    }

    static func line(_ result: LocaleLabelCheck.Result) -> String {
        let locale = result.locale
        var text = "\(result.passed ? "PASS" : "FAIL") \(locale.requested)"
        if locale.description != locale.requested || locale.isFallback {
            text += " (data \(locale.description)\(locale.isFallback ? ", fallback" : ""))"
        }
        text += ": order \(result.dateOrder.map(\.rawValue).joined(separator: "-"))"
        text += "; styles \(result.supportedStyles.map(\.rawValue).joined(separator: " "))"
        if !result.refusedStyles.isEmpty {
            text += "; refused \(result.refusedStyles.map(\.rawValue).joined(separator: " "))"
        }
        text += "; \(result.labelsChecked) labels"
        for note in result.notes { text += "; note: \(note)" }
        for problem in result.problems.prefix(5) { text += "\n  \(problem)" }
        if result.problems.count > 5 { text += "\n  … \(result.problems.count - 5) more" }
        return text
    }

    static func json(_ result: LocaleLabelCheck.Result) -> String {
        let locale = result.locale
        func list(_ items: [String]) -> String {
            "[" + items.map(OutputEscaping.jsonLiteral).joined(separator: ",") + "]"
        }
        return
            "{\"locale\":\(OutputEscaping.jsonLiteral(locale.requested)),\"resolved\":\(OutputEscaping.jsonLiteral(locale.description)),"
            + "\"fallback\":\(locale.isFallback),\"passed\":\(result.passed),"
            + "\"order\":\(list(result.dateOrder.map(\.rawValue))),"
            + "\"styles\":\(list(result.supportedStyles.map(\.rawValue))),"
            + "\"refused\":\(list(result.refusedStyles.map(\.rawValue))),\"labels\":\(result.labelsChecked),"
            + "\"notes\":\(list(result.notes)),\"problems\":\(list(result.problems))}"
    }
}
