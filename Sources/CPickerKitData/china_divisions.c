// Resources/china-divisions.json compiled in with C23 #embed. The same 232 KB as a Swift
// [UInt8] literal (SwiftPM's .embedInCode) took about 19 s of CPU and 2 GB of memory to
// compile in a debug build; clang reads the file in well under a second. Clang records the
// file in its dependency output, so editing Resources/ rebuilds this target.
#include "cpickerkitdata.h"

#if !defined(__has_embed)
#error "PickerKit needs a C compiler with #embed (clang 19 or later) to compile in Resources/china-divisions.json"
#endif

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char china_divisions[] = {
#embed "../../Resources/china-divisions.json"
};
#pragma clang diagnostic pop

const unsigned char *cpickerkit_china_divisions(size_t *count) {
    *count = sizeof china_divisions;
    return china_divisions;
}
