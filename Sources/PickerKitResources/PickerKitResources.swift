/// The bundle that carries PickerKit's `Resources/` folder next to the binaries that link it.
///
/// PickerKit depends on this target only so that SwiftPM copies the resource bundle
/// (`PickerKit_PickerKitResources.resources`); it does not import it. The generated
/// `Bundle.module` accessor here imports Foundation, and Foundation's own ICU headers cannot
/// share a module with the system-ICU module PickerKit uses, so PickerKit reads the files
/// itself (see `ResourceLocator`).
public enum PickerKitResources {
    /// The folder name SwiftPM gives the resource bundle on Linux.
    public static let bundleName = "PickerKit_PickerKitResources.resources"
}
