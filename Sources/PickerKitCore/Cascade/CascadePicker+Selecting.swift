extension CascadePicker {
    /// The picker showing `path`, by codes from the first level down.
    ///
    /// A path that stops above a node without children and above the picker's ``depth`` is
    /// completed as choosing its last code's row would: each level below keeps the code
    /// selected now when it exists there, else the first child; those levels are reported in
    /// ``CascadeUpdate/filledLevels``.
    ///
    /// ```swift
    /// let update = try picker.selecting(CascadePath(parsing: "440000/440100"))
    /// update.picker.selection.description   // "440000/440100/440103"
    /// update.filledLevels                    // [2]
    /// ```
    ///
    /// Apps call ``select(_:)``, which sets the picker and returns a ``PickerChange``.
    ///
    /// - Throws: ``ParseError`` of kind `unknownCode` (with the code's byte offset in
    ///   the canonical path), `pastLeaf`, `beyondDepth` (a code below the picker's depth) or `empty`.
    package func selecting(_ path: CascadePath) throws(ParseError) -> CascadeUpdate {
        guard !path.codes.isEmpty else {
            throw ParseError(kind: .empty, offset: 0, message: "the path is empty")
        }
        return try selecting(CascadePathSegments(path))
    }

    /// The picker showing the canonical path string, such as `440000/440300`: see
    /// ``selecting(_:)``.
    ///
    /// - Throws: ``ParseError`` with the byte offset in `path`.
    package func selecting(path: String) throws(ParseError) -> CascadeUpdate {
        try selecting(try CascadePath(parsing: path))
    }

    /// The picker showing the node a name path names, such as `上海/上海` or `广东省/深圳市/南山区`,
    /// completed below like ``selecting(_:)``.
    ///
    /// Names are separated by `/`. Each name is looked up among the children of the node
    /// before it (``CascadeTree/children(of:named:)``): a node with exactly that name first,
    /// else a node whose short name (上海 for 上海市, 广西 for 广西壮族自治区) it is, when only
    /// one node has it. A name containing `/` cannot be given here (select it by code).
    ///
    /// - Throws: ``ParseError`` with the byte offset in `names`: `unknownName`
    ///   (with suggestions in ``ParseError/candidateNames``), `ambiguousName` (with the
    ///   nodes it could mean), `empty`, `emptySegment`, `tooLong`, `pastLeaf`, `beyondDepth`.
    package func selecting(names: String) throws(ParseError) -> CascadeUpdate {
        try selecting(CascadePathSegments(names: names))
    }

    /// The picker showing `path` exactly: it must end at a node without children or at the
    /// picker's ``depth`` (`310000/310100` in a province–city picker; `310000` only in a
    /// province picker).
    ///
    /// - Throws: ``ParseError``: `incomplete` (at the end of the path) for a path
    ///   that stops above both, and every error of ``select(_:)``.
    public func selecting(exactly path: CascadePath) throws(ParseError) -> CascadePicker {
        try selecting(exactly: CascadePathSegments(path))
    }

    /// The picker showing the node a name path names, which must end at a node without
    /// children or at the picker's ``depth``: see ``select(names:)`` and ``selecting(exactly:)``.
    ///
    /// - Throws: ``ParseError`` with the byte offset in `names`.
    public func selecting(exactlyNames names: String) throws(ParseError) -> CascadePicker {
        try selecting(exactly: CascadePathSegments(names: names))
    }

    /// The picker showing at most `depth` levels, with the selection cut or completed: a
    /// smaller depth drops the levels below it (reported in ``CascadeUpdate/removedLevels``); a
    /// larger one fills them in as a row choice would (``CascadeUpdate/filledLevels``).
    ///
    /// - Throws: ``PickerError/cascadeDepth(requested:available:levelNames:)`` when `depth` is below 1 or above the tree's depth.
    package func limited(toDepth depth: Int) throws(PickerError) -> CascadeUpdate {
        let empty = try CascadePicker(tree: tree, depth: depth)
        let kept = Array(selectedNodes.prefix(depth))
        let completed = Self.relink(tree: tree, from: kept, keeping: [], depth: depth)
        let picker = CascadePicker(tree: tree, selectedNodes: completed, depth: empty.depth, sentinels: sentinelRows)
        return CascadeUpdate(from: self, to: picker, filledLevels: Array(kept.count..<completed.count))
    }

    private func selecting(_ segments: CascadePathSegments) throws(ParseError) -> CascadeUpdate {
        let nodes = try Self.nodes(of: segments, in: tree, depth: depth)
        let previousCodes = selectedNodes.map(tree.code(of:))
        let completed = Self.relink(tree: tree, from: nodes, keeping: previousCodes, depth: depth)
        let picker = CascadePicker(tree: tree, selectedNodes: completed, depth: depth, sentinels: sentinelRows)
        return CascadeUpdate(from: self, to: picker, filledLevels: Array(nodes.count..<completed.count))
    }

    private func selecting(exactly segments: CascadePathSegments) throws(ParseError) -> CascadePicker {
        let nodes = try Self.nodes(of: segments, in: tree, depth: depth)
        guard let last = nodes.last else {
            throw ParseError(kind: .empty, offset: 0, message: "the path is empty")
        }
        if nodes.count < depth && !tree.children(of: last).isEmpty {
            let shown = depth < tree.depth ? " and the picker shows \(Self.levels(depth, of: tree))" : ""
            throw ParseError(
                kind: .incomplete, offset: segments.end,
                message:
                    "\(tree.code(of: last)) (\(tree.name(of: last))) has children\(shown); the path must go on to one of them"
            )
        }
        return CascadePicker(tree: tree, selectedNodes: nodes, depth: depth, sentinels: sentinelRows)
    }

    /// Shows `path`, by codes from the first level down, completing it below as choosing its
    /// last code's row would (each level below keeps the code selected now where it exists,
    /// else takes the first child).
    ///
    /// ```swift
    /// var picker = try CascadePicker(tree: CascadeTree.chinaDivisions(), depth: 3)
    /// let change = try picker.select(CascadePath(parsing: "440000/440100"))
    /// picker.selectedValue        // "440000/440100/440103"
    /// change.reloadedColumns      // the columns whose rows changed
    /// ```
    ///
    /// - Returns: the columns to reload and to move (``PickerChange``).
    /// - Throws: ``ParseError`` of kind `unknownCode` (with the code's byte offset in the
    ///   canonical path), `pastLeaf`, `beyondDepth` (a code below the picker's depth) or
    ///   `empty`; the picker is then unchanged.
    @discardableResult
    public mutating func select(_ path: CascadePath) throws(ParseError) -> PickerChange {
        try moving { picker throws(ParseError) in try picker.selecting(path) }
    }

    /// Shows the canonical path string, such as `440000/440300`: see ``select(_:)``.
    ///
    /// - Throws: ``ParseError`` with the byte offset in `path`.
    @discardableResult
    public mutating func select(path: String) throws(ParseError) -> PickerChange {
        try moving { picker throws(ParseError) in try picker.selecting(path: path) }
    }

    /// Shows the node a name path names, such as `上海/上海`, `广东/深圳` or `广东省/深圳市/南山区`,
    /// completed below like ``select(_:)``.
    ///
    /// Names are separated by `/`. Each name is looked up among the children of the node
    /// before it (``CascadeTree/children(of:named:)``): a node with exactly that name first,
    /// else a node whose short name (上海 for 上海市, 广西 for 广西壮族自治区) it is, when only
    /// one node has it. A name containing `/` cannot be given here (select it by code).
    ///
    /// - Throws: ``ParseError`` with the byte offset in `names`: `unknownName` (with
    ///   suggestions in ``ParseError/candidateNames``), `ambiguousName` (with the nodes it
    ///   could mean), `empty`, `emptySegment`, `tooLong`, `pastLeaf`, `beyondDepth`.
    @discardableResult
    public mutating func select(names: String) throws(ParseError) -> PickerChange {
        try moving { picker throws(ParseError) in try picker.selecting(names: names) }
    }

    /// Selects the node whose code is `code` at `level` (0 is the first level).
    ///
    /// The node is one of the children of the node selected above it, and selecting it is
    /// choosing its row: the levels below keep their codes where the new node has them, else
    /// take the first child, and each one that moved is a ``PickerAdjustment``
    /// (``PickerAdjustment/Reason/levelClamped``, or ``PickerAdjustment/Reason/levelFilled`` for
    /// a level the branch adds). A selected sentinel row is left.
    ///
    /// ```swift
    /// var picker = try CascadePicker(tree: CascadeTree.chinaDivisions(), selection: "440000/440300/440305")
    /// let change = try picker.select("440100", atLevel: 1)   // 广州市
    /// picker.selectedValue        // "440000/440100/440103"
    /// change.adjustments          // the county level, clamped to 广州市's first district
    /// ```
    ///
    /// - Throws: ``PickerError/columnOutOfRange(column:columnCount:)`` for a level the selected
    ///   branch does not show; ``PickerError/unparsable(role:input:error:)`` with a ``ParseError``
    ///   of kind `unknownCode` (offset 0 of `code`) naming the level and the node above it, for a
    ///   code that is not one of its children. The picker is then unchanged.
    @discardableResult
    public mutating func select(_ code: String, atLevel level: Int) throws(PickerError) -> PickerChange {
        guard level >= 0 && level < selectedNodes.count else {
            throw .columnOutOfRange(column: level, columnCount: selectedNodes.count)
        }
        let parent = level == 0 ? nil : selectedNodes[level - 1]
        guard let node = tree.child(of: parent, code: code),
            let next = selecting(row: node - tree.children(of: parent).lowerBound, inColumn: level)
        else {
            let kind = level < tree.levelNames.count ? QuotedInput.escaped(tree.levelNames[level]) : "level \(level)"
            let place =
                parent.map { "a child of \(tree.code(of: $0)) (\(tree.name(of: $0)))" } ?? "a first-level code"
            throw .unparsable(
                role: "\(kind) code", input: code,
                error: ParseError(
                    kind: .unknownCode, offset: 0, message: "\(QuotedInput.quoted(code)) is not \(place)"))
        }
        let old = self
        self = next
        return change(from: old, adjustments: relinkedLevels(from: old, below: level))
    }

    /// Shows at most `depth` levels: a smaller depth drops the columns below it, a larger one
    /// fills them in as a row choice would.
    ///
    /// - Throws: ``PickerError/cascadeDepth(requested:available:levelNames:)`` when `depth` is
    ///   below 1 or above the tree's depth.
    @discardableResult
    public mutating func limit(toDepth depth: Int) throws(PickerError) -> PickerChange {
        try moving { picker throws(PickerError) in try picker.limited(toDepth: depth) }
    }

    /// Replaces this picker with the one `body`'s update shows, and returns the update's change.
    private mutating func moving<Failure: Error>(
        _ body: (CascadePicker) throws(Failure) -> CascadeUpdate
    ) throws(Failure) -> PickerChange {
        let update = try body(self)
        self = update.picker
        return update.change
    }
}
