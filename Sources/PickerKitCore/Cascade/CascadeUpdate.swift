/// The result of setting a cascade picker's selection: the new picker, the levels it filled
/// in by itself, and the columns a UI must update.
package struct CascadeUpdate: Sendable {
    /// The picker showing the selection.
    package let picker: CascadePicker
    /// Levels the path did not reach, which the picker chose (the kept code, else the first
    /// child): the adjustments.
    package let filledLevels: [Int]
    /// Levels the old picker showed and the new one does not (a shorter branch, or a smaller
    /// depth after ``CascadePicker/limited(toDepth:)``): their columns are gone.
    package let removedLevels: [Int]
    /// Columns whose rows changed (another parent, or a column added): reload them.
    ///
    /// Columns past the new column count are gone.
    package let reloadedColumns: [Int]
    /// Columns whose selected row changed.
    package let reselectedColumns: [Int]

    init(from old: CascadePicker, to new: CascadePicker, filledLevels: [Int]) {
        picker = new
        self.filledLevels = filledLevels
        removedLevels = Array(min(new.selectedNodes.count, old.selectedNodes.count)..<old.selectedNodes.count)
        var reloaded: [Int] = []
        var reselected: [Int] = []
        for level in new.selectedNodes.indices {
            let parentChanged =
                level >= old.selectedNodes.count
                || (level > 0 && old.selectedNodes[level - 1] != new.selectedNodes[level - 1])
            if parentChanged { reloaded.append(level) }
            if parentChanged || old.selectedNodes[level] != new.selectedNodes[level] { reselected.append(level) }
        }
        reloadedColumns = reloaded
        reselectedColumns = reselected
    }
}
