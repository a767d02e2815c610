import Foundation
import Testing

@Suite("locale-check parse: calendar annotations")
struct ParseCalendarTests {
    @Test("annotated strings print their canonical form (ISO for dates) and exit 0")
    func valid() throws {
        let output = try LocaleCheckRunner.run([
            "parse", "1987-07-26[u-ca=chinese]", "1987-M06L-01[u-ca=chinese]", "5784[u-ca=hebrew]",
            "1987-M06L[u-ca=chinese]", "M06L-01[u-ca=chinese]", "2019-08-20[u-ca=gregory]",
        ])
        #expect(output.stderr.isEmpty)
        #expect(output.status == 0)
        #expect(
            output.stdout
                == "1987-07-26[u-ca=chinese]\n1987-07-26[u-ca=chinese]\n5784[u-ca=hebrew]\n"
                + "1987-M06L[u-ca=chinese]\nM06L-01[u-ca=chinese]\n2019-08-20\n")
    }

    @Test("bad annotations and calendar dates: exit 1 with a positioned error")
    func invalid() throws {
        let input = Data("1988-M06L-01[u-ca=chinese]\n1987-07-26[u-ca=chinese\n1987-07-26[u-ca=mayan]\n".utf8)
        let output = try LocaleCheckRunner.run(["parse"], input: input)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr == """
                line 1: invalid date "1988-M06L-01[u-ca=chinese]": month M06L does not exist in chinese year 1988: the year has no leap month M06L (offset 5)
                line 2: invalid selection "1987-07-26[u-ca=chinese": missing "]" at the end of the annotation; an annotation is [u-ca=NAME] at the end, such as [u-ca=chinese] (offset 23)
                line 3: invalid selection "1987-07-26[u-ca=mayan]": unknown calendar "mayan"; supported: gregory, buddhist, roc, japanese, persian, islamic-civil, islamic-tbla, islamic-umalqura, hebrew, indian, coptic, ethiopic, chinese, dangi (offset 16)

                """)
    }

    @Test("--json names the calendar of annotated values only")
    func json() throws {
        let output = try LocaleCheckRunner.run([
            "parse", "--json", "5783-M05L[u-ca=hebrew]", "M08-15[u-ca=chinese]", "08-15",
        ])
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                {"input":"5783-M05L[u-ca=hebrew]","ok":false,"error":{"kind":"month-not-in-year","offset":5,"message":"month M05L does not exist in hebrew year 5783: not a leap year (Adar I exists only in 13-month years)"}}
                {"input":"M08-15[u-ca=chinese]","ok":true,"mode":"month-day","calendar":"chinese","canonical":"M08-15[u-ca=chinese]"}
                {"input":"08-15","ok":true,"mode":"month-day","canonical":"08-15"}

                """)
    }
}
