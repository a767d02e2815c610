/// The files PickerKit ships, compiled into the binary (SwiftPM `.embedInCode`).
///
/// Nothing is looked up at run time: a copied executable or an app that links PickerKit carries
/// its picker strings and the China divisions with it. The bytes come from the top-level
/// `Resources/` folder through the links in `Sources/PickerKitData/Embedded/` (made by
/// `tools/link_embedded_resources.sh`). This module imports nothing, Foundation least of all.
public enum PickerKitData {
    /// Every shipped `<name>.lproj/Localizable.strings` as `(name, bytes)`, such as
    /// `("zh-Hant", …)`, in the order of the folder names.
    public static var localizations: [(name: String, bytes: [UInt8])] { embeddedLocalizations }

    /// The bytes of `Resources/china-divisions.json`.
    public static var chinaDivisions: [UInt8] { PackageResources.china_divisions_json }
}
