import ArgumentParser

/// `transc check` with many files, parsed without handing every file to swift-argument-parser:
/// it parses a positional array in time quadratic in its length (1,069 M instructions for 1,900
/// files, a third of checking them, on one thread before any file is read; Docs/FRONT-END-SPEED.md,
/// "Sixth pass: the lead's cuts"). The parser gets the options and the first file; the files,
/// in the order given, are put back after it. Anything this does not recognise (another option,
/// `--`, `-`, `--help`) leaves the whole command line to the parser, so usage errors read as
/// before. The options listed here are CheckCommand's (`ManyFilesTests` compares them with
/// `transc check --help`).
enum ManyFileOperands {
    /// Below this many arguments the parser's own cost is small: the command line is its.
    static let threshold = 64
    /// CheckCommand's flags (no value) and its options with a value.
    static let flags: Set<String> = ["--quiet", "-q", "--codes", "--dump-ir"]
    static let valueOptions: Set<String> = ["--format", "--stdin-name", "--target"]

    /// The arguments for the parser and the files, or nil to parse `arguments` as they are.
    static func split(_ arguments: [String]) -> (parsed: [String], files: [String])? {
        guard arguments.count > threshold, arguments.first == "check" else { return nil }
        var parsed = ["check"], files: [String] = []
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            if a.hasPrefix("-") {
                if flags.contains(a) || valueOptions.contains(where: { a.hasPrefix($0 + "=") }) {
                    parsed.append(a)
                } else if valueOptions.contains(a), i + 1 < arguments.count {
                    parsed += [a, arguments[i + 1]]
                    i += 1
                } else {
                    return nil
                }
            } else {
                files.append(a)
            }
            i += 1
        }
        guard let first = files.first else { return nil }
        return (parsed + [first], files)
    }

    /// Parses and runs `transc check` with many files, then exits; returns when `split`
    /// declines (the parser then reads the command line as it is).
    static func runIfMany(_ arguments: [String]) {
        guard let (parsed, files) = split(arguments) else { return }
        do {
            guard var check = try Transc.parseAsRoot(parsed) as? CheckCommand else { return }
            check.files = files
            try check.validate()
            try check.run()
            Transc.exit()
        } catch {
            Transc.exit(withError: error)
        }
    }
}
