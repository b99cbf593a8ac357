#include "test_paths.h"

namespace sh::test {
const char* binary_path() { return SPOLUHRAC_BINARY_PATH; }
const char* source_path() { return SPOLUHRAC_SOURCE_PATH; }
}  // namespace sh::test
