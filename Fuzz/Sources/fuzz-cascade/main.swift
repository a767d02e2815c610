import FuzzChecks

/// libFuzzer entry point: checks cascade JSON loading and path parsing of one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    CascadeFuzzChecks.check(UnsafeBufferPointer(start: data, count: size))
    return 0
}
