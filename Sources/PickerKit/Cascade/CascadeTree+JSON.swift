internal import PickerKitData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CascadeTree {
    /// Loads a tree from a JSON document in the `pickerkit-cascade` format, version 1.
    ///
    /// The schema (strict: unknown or repeated keys are errors):
    ///
    /// ```json
    /// {
    ///   "format": "pickerkit-cascade",          // optional; if present, exactly this
    ///   "version": 1,                           // optional; if present, exactly 1
    ///   "codeRule": "gbt2260",                  // optional: "prefix" (default), "gbt2260", "unchecked"
    ///   "levels": ["province", "prefecture"],   // optional level names
    ///   "nodes": [                              // required, at least one node
    ///     {"code": "440000", "name": "广东省",   // both required, strings
    ///      "children": [ ...nodes... ]}         // optional
    ///   ]
    /// }
    /// ```
    ///
    /// Codes are 1 to 64 ASCII letters, digits, `-`, `_` or `.` (so `/` can separate them in a
    /// ``CascadePath``), unique among siblings, and extend their parent's code under the
    /// ``CascadeCodeRule``; names are not empty or only white space; nodes nest at most
    /// `maximumDepth` levels (1 to ``maximumDepthLimit``). Rows keep the file's order.
    ///
    /// - Throws: ``CascadeDataError`` with line and column for syntax and schema errors, and
    ///   with the node path and the offending value's position for tree errors.
    /// - Complexity: O(*n*) time and memory in the size of the file.
    public convenience init(json bytes: [UInt8], maximumDepth: Int = 8) throws(CascadeDataError) {
        let limit = min(max(maximumDepth, 1), Self.maximumDepthLimit)
        let document = try bytes.withUnsafeBufferPointer { buffer throws(CascadeDataError) in
            var parser = CascadeDocumentParser(bytes: buffer, maximumDepth: limit)
            return try parser.parse()
        }
        try self.init(
            table: document.table, codeRule: document.codeRule, levelNames: document.levelNames, source: bytes)
    }

    /// China's administrative divisions (province, prefecture, county; GB/T 2260 codes) from
    /// `Resources/china-divisions.json`, compiled into the binary and parsed once.
    ///
    /// Converted from cpca 0.5.5 (MIT); see `Resources/README.md` for the source and choices.
    ///
    /// - Throws: ``CascadeDataError`` if the embedded document were invalid (a test checks it is not).
    public static func chinaDivisions() throws(CascadeDataError) -> CascadeTree {
        try bundledChinaDivisions.get()
    }

    private static let bundledChinaDivisions: Result<CascadeTree, CascadeDataError> = Result {
        () throws(CascadeDataError) in try CascadeTree(json: PickerKitData.chinaDivisions)
    }

    /// The name of the China divisions file in `Resources/`.
    public static let chinaDivisionsFileName = "china-divisions.json"

    /// The largest data file ``init(jsonFile:maximumDepth:)`` reads: 16 MiB (16,777,216 bytes).
    public static let maximumFileSize = FileReader.maximumFileSize

    /// Loads a tree from the JSON file at `path`, like ``init(json:maximumDepth:)``.
    ///
    /// The file is read in chunks and refused once it has more than
    /// ``maximumFileSize`` (16 MiB) bytes, before it is parsed.
    ///
    /// - Throws: ``CascadeDataError`` of kind ``CascadeDataError/Kind-swift.enum/unreadable``
    ///   when the file cannot be read or is over the limit, else as ``init(json:maximumDepth:)``.
    public convenience init(jsonFile path: String, maximumDepth: Int = 8) throws(CascadeDataError) {
        try self.init(json: try Self.fileContents(path), maximumDepth: maximumDepth)
    }

    private static func fileContents(_ path: String) throws(CascadeDataError) -> [UInt8] {
        func unreadable(_ reason: String) -> CascadeDataError {
            CascadeDataError(
                kind: .unreadable, position: nil, nodePath: nil, message: "cannot read \"\(path)\": \(reason)")
        }
        guard !path.isEmpty else { throw unreadable("the path is empty") }
        guard !FileReader.isDirectory(path) else { throw unreadable("it is a directory") }
        switch FileReader.read(path) {
        case .success(let bytes):
            return bytes
        case .failure(.system(let reason)):
            throw unreadable(reason)
        case .failure(.emptyPipe):
            throw unreadable("it is a named pipe (FIFO) and nothing wrote to it (no writer had it open)")
        case .failure(.tooLarge(let limit)):
            throw unreadable("it is larger than \(limit >> 20) MiB (\(limit) bytes), the limit for a data file")
        }
    }
}
