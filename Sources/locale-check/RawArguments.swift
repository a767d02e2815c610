#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as the bytes the shell passed, for naming invalid UTF-8 in messages.
///
/// `CommandLine.arguments` replaces each invalid byte with U+FFFD; an argument (or the value
/// after `=` in `--name=value`) that decodes to a given string is found here with its real bytes.
enum RawArguments {
    /// Every `argv` entry, program name included, as bytes.
    static let all: [[UInt8]] = (0..<Int(CommandLine.argc)).map { index in
        guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
        return UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)).map { $0 }
    }

    /// The bytes of the first argument, or `--name=` value, that are not UTF-8 and decode to
    /// `text`; `nil` when there is none (the text is not from the command line, or is UTF-8).
    static func bytes(decodingTo text: String) -> [UInt8]? {
        for argument in all.dropFirst() {
            var candidates = [argument[...]]
            if argument.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]),
                let equals = argument.firstIndex(of: UInt8(ascii: "="))
            {
                candidates.append(argument[(equals + 1)...])
            }
            for candidate in candidates where String(validating: candidate, as: UTF8.self) == nil {
                if String(decoding: candidate, as: UTF8.self) == text { return Array(candidate) }
            }
        }
        return nil
    }
}
