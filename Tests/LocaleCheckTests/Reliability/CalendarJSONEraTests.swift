import Testing

@Suite("locale-check convert --json: era, eraYear and year as Temporal writes them")
struct CalendarJSONEraTests {
    static let cases: [(String, String, String)] = [
        ("japanese", "1873-01-01", #""era":"meiji","eraYear":6,"year":1873,"#),
        ("japanese", "2019-05-01", #""era":"reiwa","eraYear":1,"year":2019,"#),
        ("roc", "1900-01-01", #""era":"broc","eraYear":12,"year":-11,"#),
        ("roc", "2019-08-20", #""era":"roc","eraYear":108,"year":108,"#),
        ("ethiopic", "2019-08-20", #""era":"am","eraYear":2011,"year":2011,"#),
        ("persian", "2019-08-20", #""era":null,"eraYear":null,"year":1398,"#),
    ]

    @Test("every line carries the three fields (null era and eraYear where the year needs no era)", arguments: cases)
    func fields(calendar: String, iso: String, expected: String) throws {
        let output = try LocaleCheckRunner.run(["convert", "--calendar", calendar, "--json", iso])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(expected), "\(output.stdout)")
    }
}
