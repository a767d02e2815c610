import FuzzChecks

/// libFuzzer entry point: checks locale id validation and resolution of one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    LocaleFuzzChecks.check(UnsafeBufferPointer(start: data, count: size))
    return 0
}
