#if FORMSIM_FUZZING
import Foundation
/// libFuzzer's entry point, in the build with `-sanitize=fuzzer -D FORMSIM_FUZZING`
/// (scripts/fuzz.sh --libfuzzer): libFuzzer brings `main`, this target brings no other.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.selected.run(Data(bytes: bytes, count: size))
    return 0
}
#endif
