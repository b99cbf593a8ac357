#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test twice:
# once in a normal build, once under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
SPOLUHRAC_TEST_DEPS=1 bash tools/deps.sh
jobs=$(nproc)
# Both builds carry line tables only (-g1): sanitizer reports and backtraces still name
# every function, file and line, and compiling takes about a quarter less time than with -g.
line_tables_release=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG")
line_tables_debug=(-DCMAKE_CXX_FLAGS_DEBUG="-g1")

echo "== build (warnings are errors)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSPOLUHRAC_WERROR=ON "${line_tables_release[@]}" >/dev/null
cmake --build build -j "$jobs"
echo "== tests"
ctest --test-dir build -j "$jobs" --output-on-failure

echo "== build with AddressSanitizer + UBSan"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSPOLUHRAC_WERROR=ON -DSPOLUHRAC_SANITIZE=ON "${line_tables_debug[@]}" >/dev/null
cmake --build build-asan -j "$jobs"
echo "== tests under sanitizers"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions="$PWD/tests/lsan.supp" UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan -j "$jobs" --output-on-failure
