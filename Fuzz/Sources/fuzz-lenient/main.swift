import FuzzChecks

/// libFuzzer entry point: checks lenient selection parsing of one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SelectionFuzzChecks.checkLenient(UnsafeBufferPointer(start: data, count: size))
    return 0
}
