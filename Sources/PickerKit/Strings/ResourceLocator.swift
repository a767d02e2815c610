#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds PickerKit's `Resources/` folder without Foundation.
///
/// Looked for, in order: `$PICKERKIT_RESOURCES`; the SwiftPM resource bundle next to the
/// running executable (where `swift build` and app packaging put it; SwiftPM flattens the
/// folder into the bundle and lowercases `.lproj` names); the package's source tree
/// (development builds run from a checkout).
enum ResourceLocator {
    /// The folder and the places that were tried, for error messages.
    static let resourcesFolder: Result<String, PickerStringsError> = {
        let candidates = candidateFolders()
        for folder in candidates where isDirectory(folder) {
            return .success(folder)
        }
        return .failure(.resources("Resources folder not found; tried: " + candidates.joined(separator: ", ")))
    }()

    static func candidateFolders() -> [String] {
        var folders: [String] = []
        if let override = getenv("PICKERKIT_RESOURCES") {
            folders.append(String(cString: override))
        }
        if let executableFolder = executableFolder() {
            folders.append(executableFolder + "/" + bundleName)
        }
        // This file is Sources/PickerKit/Strings/ResourceLocator.swift in the package.
        let sourceFile = "\(#filePath)"
        let packageRoot = sourceFile.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
            .joined(separator: "/")
        folders.append(packageRoot + "/Resources")
        return folders
    }

    /// The folder name SwiftPM gives the PickerKitResources bundle on Linux.
    static let bundleName = "PickerKit_PickerKitResources.resources"

    private static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in a folder, without `.` and `..`.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The most bytes PickerKit reads from any file (data files, strings files): 16 MiB.
    static let maximumFileSize = 16 << 20

    /// Why a file's bytes were not returned.
    enum ReadFailure: Error {
        /// `fopen` or `fread` failed; the `errno` text.
        case system(String)
        /// The file has more than the limit; it was read only up to the limit + 1 byte.
        case tooLarge(limit: Int)
    }

    /// The bytes of a file, read in chunks and stopped as soon as it has more than `limit`
    /// bytes (so `/dev/zero` or a huge file is refused after `limit + 1` bytes, not slurped).
    static func read(_ path: String, limit: Int = maximumFileSize) -> Result<[UInt8], ReadFailure> {
        guard let file = fopen(path, "rb") else { return .failure(.system(String(cString: strerror(errno)))) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = fread(&chunk, 1, wanted, file)
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
            if count < wanted { break }
        }
        return ferror(file) == 0 ? .success(bytes) : .failure(.system(String(cString: strerror(errno))))
    }

    /// The bytes of a file, or `nil` when it cannot be read or is over ``maximumFileSize``.
    static func contents(of path: String) -> [UInt8]? {
        try? read(path).get()
    }
}
