internal import CPickerKitData

/// The files PickerKit ships, compiled into the binary.
///
/// Nothing is looked up at run time: a copied executable or an app that links PickerKit carries
/// its picker strings and the China divisions with it. The bytes come from the top-level
/// `Resources/` folder: the strings through the links in `Sources/PickerKitData/Embedded/` (made by
/// `tools/link_embedded_resources.sh`), the divisions through `CPickerKitData`. This module
/// imports no Foundation and no ICU.
package enum PickerKitData {
    /// Every shipped `<name>.lproj/Localizable.strings` as `(name, bytes)`, such as
    /// `("zh-Hant", …)`, one per localization in no promised order.
    package static var localizations: [(name: String, bytes: [UInt8])] { embeddedLocalizations }

    /// The bytes of `Resources/china-divisions.json` (compiled in by `CPickerKitData` with C23
    /// `#embed`, which compiles in milliseconds where a 232 KB Swift array literal takes many
    /// seconds); a fresh copy on each call.
    package static var chinaDivisions: [UInt8] {
        var count = 0
        let start = cpickerkit_china_divisions(&count)
        return Array(UnsafeBufferPointer(start: start, count: count))
    }
}
