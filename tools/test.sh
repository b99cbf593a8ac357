#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test twice:
# once in a normal build, once under AddressSanitizer and UndefinedBehaviorSanitizer.
#
# The phases overlap where the machine would otherwise wait: the normal build's tests mostly
# wait (Xvfb, the program as a child, prosody), so the sanitizer build is compiled meanwhile
# at the lowest priority (nice 19: the tests keep their share of the cores and their timing);
# its log is printed when it fails. Tests run three on two cores (ctest -j 1.5*nproc), the
# longest first (COST, tests/CMakeLists.txt), so a waiting test leaves no core idle. (Busy
# suites counted as two jobs, PROCESSORS 2, were tried: CTest then filled single free slots
# with short tests and started the long busy suites last.) Each phase prints a header and how
# long it took. The script fails (non-zero) when a build fails or any test of either build
# fails; a failing test of the normal build still lets the sanitizer tests run, so one run
# reports both.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
phase_started=$SECONDS
phase() {
  echo "== $* (at $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s)"
  phase_started=$SECONDS
}
took() { echo "== $* took $((SECONDS - phase_started)) s"; }

phase "dependencies"
SPOLUHRAC_TEST_DEPS=1 bash tools/deps.sh
jobs=$(nproc)
test_jobs=$((jobs + (jobs + 1) / 2))
# Both builds carry line tables only (-g1): sanitizer reports and backtraces still name
# every function, file and line, and compiling takes about a quarter less time than with -g.
line_tables_release=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG")
line_tables_debug=(-DCMAKE_CXX_FLAGS_DEBUG="-g1")
sanitizer_env=(ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions="$PWD/tests/lsan.supp"
               UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1)

phase "build (warnings are errors)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSPOLUHRAC_WERROR=ON "${line_tables_release[@]}" >/dev/null
cmake --build build -j "$jobs"
took "build"

phase "build with AddressSanitizer + UBSan: started in the background (nice 19)"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSPOLUHRAC_WERROR=ON -DSPOLUHRAC_SANITIZE=ON "${line_tables_debug[@]}" >/dev/null
asan_log=build-asan/build.log
# Its own process group (setsid), so an interrupted run stops the whole build with it.
setsid nice -n 19 cmake --build build-asan -j "$jobs" > "$asan_log" 2>&1 &
asan_build=$!
trap 'kill -- -"$asan_build" 2>/dev/null || true' EXIT

failed=()
phase "tests"
if ! ctest --test-dir build -j "$test_jobs" --output-on-failure; then
  failed+=("tests of the normal build")
fi
took "tests"

phase "waiting for the sanitizer build"
if ! wait "$asan_build"; then
  tail -n 200 "$asan_log"
  echo "== the sanitizer build failed (the end of $asan_log above)"
  exit 1
fi
trap - EXIT
echo "== the sanitizer build's last step: $(tail -n 1 "$asan_log")"
took "waiting for the sanitizer build"

phase "tests under sanitizers"
if ! env "${sanitizer_env[@]}" ctest --test-dir build-asan -j "$test_jobs" --output-on-failure; then
  failed+=("tests under sanitizers")
fi
took "tests under sanitizers"

if ((${#failed[@]})); then
  printf '== FAILED: %s\n' "${failed[@]}"
  echo "== after $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
  exit 1
fi
echo "== every build and test passed in $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
