import PickerKit

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
        try self.init(json: bytes, maximumDepth: maximumDepth, codeRules: CascadeCodeRule.allCases)
    }
}
