// Where the tests find the program under test and the source tree (its locales/, audio/,
// game data and scripts). Included in every test file by the build (tests/CMakeLists.txt);
// the paths themselves are compiled into test_paths.cpp only.
#pragma once

namespace sh::test {
const char* binary_path();
const char* source_path();
}  // namespace sh::test

#define SPOLUHRAC_BINARY (::sh::test::binary_path())
#define SPOLUHRAC_SOURCE_DIR (::sh::test::source_path())
