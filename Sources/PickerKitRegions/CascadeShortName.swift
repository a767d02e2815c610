/// The short form of a Chinese administrative division's name, as people write it without
/// the kind of division: 上海市 → 上海, 广西壮族自治区 → 广西, 香港特别行政区 → 香港,
/// 延边朝鲜族自治州 → 延边, 兴安盟 → 兴安, 神农架林区 → 神农架.
///
/// The rule, applied once to a name:
/// 1. Remove the longest of the suffixes in ``suffixes`` the name ends with (特别行政区, 自治区,
///    自治州, 自治县, 自治旗, 地区, 林区, 省, 市, 区, 县, 盟, 旗).
/// 2. After an autonomous suffix (自治…), also remove the ethnic groups named before it, one
///    after another from the end (朝鲜族, 土家族苗族, and the forms without 族 of group names
///    of two or more characters: 蒙古, 维吾尔, 柯尔克孜, 哈萨克).
/// 3. A removal that would leave fewer than two characters is not made: 易县, 城区 and 矿区
///    have no short form (a one-character stem is not how they are written), and 鄂伦春自治旗
///    stops at 鄂伦春.
///
/// A name with no suffix has no short form (`nil`). The rule is for the China divisions; in
/// other data it only applies to names ending in those suffixes.
enum CascadeShortName {
    /// Administrative suffixes, longest first.
    static let suffixes = ["特别行政区", "自治区", "自治州", "自治县", "自治旗", "地区", "林区", "省", "市", "区", "县", "盟", "旗"]

    /// The suffixes as scalars, longest first.
    private static let suffixScalars: [[Unicode.Scalar]] = suffixes.map { Array($0.unicodeScalars) }

    /// The last scalar of every suffix.
    private static let finalScalars: Set<Unicode.Scalar> = Set(suffixes.compactMap(\.unicodeScalars.last))

    /// The 56 ethnic groups of China, without 族.
    static let ethnicGroups: [String] =
        """
        汉 蒙古 回 藏 维吾尔 苗 彝 壮 布依 朝鲜 满 侗 瑶 白 土家 哈尼 哈萨克 傣 黎 傈僳 佤 畲 高山 拉祜 水 东乡 纳西 景颇
        柯尔克孜 土 达斡尔 仫佬 羌 布朗 撒拉 毛南 仡佬 锡伯 阿昌 普米 塔吉克 怒 乌孜别克 俄罗斯 鄂温克 德昂 保安 裕固 京
        塔塔尔 独龙 鄂伦春 赫哲 门巴 珞巴 基诺
        """
        .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    /// The forms an ethnic group takes before 自治 as scalars, longest group first: `X族`, and
    /// `X` alone for names of two or more characters (蒙古, 维吾尔; not 回, 水 or 土).
    private static let ethnicForms: [[Unicode.Scalar]] = ethnicGroups.sorted { $0.count > $1.count }.flatMap {
        group in (group.count >= 2 ? [group + "族", group] : [group + "族"]).map { Array($0.unicodeScalars) }
    }

    /// The short form of `name`, or `nil` when the rule removes nothing.
    ///
    /// Works on scalars: the suffixes are ideographs without decompositions, so a scalar
    /// suffix is a character suffix unless a combining mark follows, which the last-scalar
    /// check refuses too.
    static func of(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        // Every suffix ends in one of these: most names are refused or matched at once.
        guard let last = scalars.last, finalScalars.contains(last) else { return nil }
        for (index, suffix) in suffixScalars.enumerated()
        where scalars.count > suffix.count && scalars.ends(with: suffix) {
            var stem = scalars[..<(scalars.count - suffix.count)]
            guard characterCount(stem) >= 2 else { continue }
            if suffixes[index].hasPrefix("自治") {
                while let form = ethnicForms.first(where: {
                    stem.ends(with: $0) && characterCount(stem.dropLast($0.count)) >= 2
                }) {
                    stem = stem.dropLast(form.count)
                }
            }
            var result = ""
            result.unicodeScalars.append(contentsOf: stem)
            return result
        }
        return nil
    }

    /// The number of characters (grapheme clusters) of some scalars.
    private static func characterCount(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text.count
    }
}

extension ArraySlice where Element == Unicode.Scalar {
    /// Whether the slice ends with `suffix`.
    fileprivate func ends(with suffix: [Unicode.Scalar]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether the array ends with `suffix`.
    fileprivate func ends(with suffix: [Unicode.Scalar]) -> Bool {
        self[...].ends(with: suffix)
    }
}
