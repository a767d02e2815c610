import PickerKit

extension CascadeTree {
    /// The short form of node `node`'s name, as people write it without the kind of division
    /// (上海市 → 上海, 广西壮族自治区 → 广西), or `nil` when the name has none or the tree's
    /// ``CascadeCodeRule`` is not China's ``CascadeCodeRule/gbt2260``.
    ///
    /// The rule: remove the longest administrative suffix (特别行政区, 自治区, 自治州, 自治县,
    /// 自治旗, 地区, 林区, 省, 市, 区, 县, 盟, 旗); after an autonomous suffix also the ethnic groups
    /// named before it (延边朝鲜族自治州 → 延边); never leave fewer than two characters (易县
    /// has no short form). Selecting by names (``CascadePicker/select(names:)``) accepts a short
    /// form that only one sibling has.
    ///
    /// - Complexity: O(*m*) in the length of the name; nothing is cached.
    public func shortName(of node: Int) -> String? {
        shortForm(of: node)
    }
}
