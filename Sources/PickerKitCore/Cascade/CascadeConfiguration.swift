/// Everything a cascade picker is made from, with documented defaults: the
/// `PickerFamilyConfiguration` shape under ``PickerConfiguration``'s names (a selection and
/// sentinel rows; a tree's levels have no bounds and no order of their own).
///
/// ```swift
/// var configuration = try CascadeConfiguration(
///     tree: CascadeTree.chinaDivisions(), depth: 2, selection: "440000/440300")
/// configuration.customRows = [SentinelRow(value: SentinelRow.anyValue, label: "不限", position: .first)]
/// let picker = try CascadePicker(configuration)
/// picker.selection.description   // "440000/440300"
/// ```
public struct CascadeConfiguration: PickerFamilyConfiguration {
    /// The data the columns list.
    public var tree: CascadeTree
    /// How many levels the picker shows at most (1: provinces; 2: provinces and cities);
    /// `nil` for every level of the tree.
    public var depth: Int?
    /// The initial selection, a path from the first level to a node without children or at
    /// ``depth``; `nil` for the first row of every column.
    public var selection: CascadePath?
    /// The Present row, if the picker has one (a localized picker's `includesPresent` adds
    /// one labeled in its locale).
    public var present: SentinelRow?
    /// Caller-given sentinel rows, such as Any (`不限`).
    public var customRows: [SentinelRow] = []
    /// The value of the sentinel row selected first.
    public var selectedSentinel: String?

    /// A configuration over `tree` with every default.
    public init(tree: CascadeTree) {
        self.tree = tree
    }

    /// A configuration over `tree` from a strict canonical path (`440000/440300`); `selection`
    /// may be a sentinel row's value, such as `present` or `any`, which then selects that row.
    ///
    /// - Throws: ``PickerError/unparsable(role:input:error:)`` naming the path and the
    ///   parser's positioned error.
    public init(tree: CascadeTree, depth: Int? = nil, selection: String? = nil) throws(PickerError) {
        self.init(tree: tree)
        self.depth = depth
        if let selection, selection == SentinelRow.presentValue || selection == SentinelRow.anyValue {
            selectedSentinel = selection
            return
        }
        guard let selection else { return }
        do {
            self.selection = try CascadePath(parsing: selection)
        } catch {
            throw .unparsable(role: "selection", input: selection, error: error)
        }
    }
}

extension CascadePicker {
    /// Makes the picker `configuration` describes: its depth, the selected branch and the
    /// sentinel rows in the first column, the one named selected.
    ///
    /// - Throws: ``PickerError/cascadeDepth(requested:available:levelNames:)`` for a depth the
    ///   tree does not have; ``PickerError/unparsable(role:input:error:)`` for a selection that
    ///   names no node or stops above the last level (the path's positioned error);
    ///   ``PickerError/unknownSentinel(_:)`` for a selected sentinel no row has.
    public init(_ configuration: CascadeConfiguration) throws(PickerError) {
        var picker = try CascadePicker(
            tree: configuration.tree, depth: configuration.depth ?? configuration.tree.depth)
        if let path = configuration.selection {
            do {
                picker = try picker.selecting(exactly: path)
            } catch {
                throw .unparsable(role: "selection", input: path.description, error: error)
            }
        }
        let sentinels = try configuration.placedSentinelRows()
        self.init(tree: picker.tree, selectedNodes: picker.selectedNodes, depth: picker.depth)
        // Placed with the selected one, which the memberwise init leaves unselected.
        sentinelRows = sentinels
    }
}
