import FuzzChecks

/// libFuzzer entry point: checks display-string parsing of one input in several locales.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    DisplayStringFuzzChecks.check(UnsafeBufferPointer(start: data, count: size))
    return 0
}
