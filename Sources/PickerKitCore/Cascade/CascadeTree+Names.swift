extension CascadeTree {
    /// The short form of node `node`'s name under the tree's ``CascadeCodeRule`` (上海 for
    /// 上海市 in China's divisions), or `nil` when it has none.
    package func shortForm(of node: Int) -> String? {
        codeRule.shortName(of: name(of: node))
    }

    /// The children of `node` (or the first-level nodes for `nil`) that `name` names: those
    /// whose name is `name` when there are any, else those whose short form under the tree's ``CascadeCodeRule`` is `name`
    /// (PickerKitRegions' `gbt2260`: 上海 for 上海市).
    ///
    /// One element is a match; none, an unknown name; two or more, an ambiguous one
    /// (上海/上海 names one node; 临夏回族自治州's 临夏 names both 临夏市 and 临夏县).
    ///
    /// - Complexity: O(*k*) for *k* siblings.
    public func children(of node: Int?, named name: String) -> [Int] {
        let siblings = children(of: node)
        var probe = name
        let exact = probe.withUTF8 { probe in
            let stable = Self.isNormalizationStable(probe)
            return siblings.filter { nameIs(name, utf8: probe, probeIsStable: stable, of: $0) }
        }
        if !exact.isEmpty { return exact }
        // A short name is a prefix of its name, so only names that start with `name` are stripped.
        return siblings.filter { self.name(of: $0).hasPrefix(name) && shortForm(of: $0) == name }
    }

    /// Up to `limit` children of `node` whose name or short name is near `name`: it contains
    /// `name`, `name` contains the short name, or it is a small edit away (at most one
    /// character per three of `name`, at least one); nearest first.
    func suggestions(for name: String, among node: Int?, limit: Int = 5) -> [Int] {
        let typed = Array(name)
        guard !typed.isEmpty && typed.count <= 64 else { return [] }
        let allowed = max(1, typed.count / 3)
        var scored: [(score: Int, node: Int)] = []
        for child in children(of: node) {
            let full = self.name(of: child)
            let short = shortForm(of: child)
            if full.contains(name) || short.map({ name.contains($0) }) == true {
                scored.append((0, child))
                continue
            }
            var distance = Self.editDistance(typed, Array(full), limit: allowed)
            if let short { distance = min(distance, Self.editDistance(typed, Array(short), limit: allowed)) }
            if distance <= allowed { scored.append((distance, child)) }
        }
        return scored.sorted { ($0.score, $0.node) < ($1.score, $1.node) }.prefix(limit).map(\.node)
    }

    /// The Levenshtein distance of two character arrays, or `limit + 1` once it is sure to exceed `limit`.
    static func editDistance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
