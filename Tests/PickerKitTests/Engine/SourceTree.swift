/// Paths in this package's checkout, for tests that compare the source files with what the
/// binary carries.
enum SourceTree {
    /// The package root (this file is Tests/PickerKitTests/Engine/SourceTree.swift in it).
    static let root: String = {
        let parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(4).joined(separator: "/")
    }()

    /// The top-level `Resources/` folder, the source of the embedded files.
    static var resources: String { root + "/Resources" }
}
