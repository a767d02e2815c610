import PickerKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the ratio guard's baselines need to run, found before anything is measured.
///
/// Valgrind and objcopy for every count, python3 and the release `locale-check` for the
/// whole-process ratios, and ICU's data for every locale the guard formats in. A missing one
/// fails the guard, named.
struct Baselines {
    var valgrind: String?
    /// binutils' objcopy: valgrind 3.19 cannot read the DWARF 5 of Swift 6.3's builds and gives
    /// up, so the guard counts copies of its executables without their debug information.
    var objcopy: String?
    var python: String?
    var localeCheck: String?
    /// One line per missing baseline: what, and how to get it.
    var missing: [String] = []

    /// Looks for everything; `wholeProcess` when python3 and `locale-check` are needed too.
    static func find(wholeProcess: Bool) -> Baselines {
        var found = Baselines()
        found.valgrind = executable(named: "valgrind")
        if found.valgrind == nil {
            found.missing.append("valgrind, which counts every ratio's instructions (apt-get install valgrind)")
        }
        found.objcopy = executable(named: "objcopy")
        if found.objcopy == nil {
            found.missing.append(
                "objcopy, which strips the DWARF 5 that valgrind 3.19 cannot read (apt-get install binutils)")
        }
        if wholeProcess {
            // Debian's own first: a version manager's `python3` on PATH may be a script that
            // execs the interpreter, which callgrind would not follow.
            found.python =
                ["/usr/bin/python3", "/usr/local/bin/python3"].first { access($0, X_OK) == 0 }
                ?? executable(named: "python3")
            if found.python == nil {
                found.missing.append(
                    "python3, CPython's date.fromisoformat baseline of the bulk ratios (apt-get install python3)")
            }
            let environment = getenv("LOCALE_CHECK").map { String(cString: $0) }
            let candidates = [".build/release/locale-check", "../.build/release/locale-check"]
            let binary = environment ?? candidates.first { access($0, X_OK) == 0 } ?? candidates[0]
            if access(binary, X_OK) == 0 {
                found.localeCheck = binary.hasPrefix("/") ? binary : currentDirectory() + "/" + binary
            } else {
                found.missing.append(
                    "locale-check at \(binary) (swift build -c release --product locale-check, or set LOCALE_CHECK)")
            }
        }
        for id in GuardCatalog.locales + GuardCatalog.calendarLocales {
            do {
                _ = try ResolvedLocale(id)
            } catch {
                found.missing.append("ICU's data for \(id): \(error)")
            }
        }
        return found
    }

    /// The first executable file called `name` in `PATH`.
    static func executable(named name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where access("\(directory)/\(name)", X_OK) == 0 {
            return "\(directory)/\(name)"
        }
        return nil
    }

    /// The working directory, to make relative paths absolute.
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(cString: buffer)
    }
}
