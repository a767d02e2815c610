/// "Did you mean" for mistyped subcommands and options: the closest known word by edit distance.
enum Suggestion {
    /// The candidate closest to `word` when it is close enough to be a typo (at most 2 edits, a
    /// swap of neighbours counting as one, and fewer than half the word's letters), else `nil`.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.unicodeScalars.prefix(64))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            if distance <= 2, distance * 2 < max(typed.count, 2), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost one.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
