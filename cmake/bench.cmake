# Benchmarks of the engines, computer players and narration (Google Benchmark), built with
# the project and run by hand: build/spoluhrac-games-bench. Not part of the test suite.
# Every tests/bench/*_bench.cpp but the audio bench (its own program, audio.cmake) is part
# of it: a game adds its benchmarks in tests/bench/<game>_bench.cpp.
find_package(benchmark QUIET)
if(benchmark_FOUND)
  file(GLOB _bench_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/bench/*_bench.cpp)
  list(REMOVE_ITEM _bench_sources ${CMAKE_SOURCE_DIR}/tests/bench/audio_bench.cpp)
  add_executable(spoluhrac-games-bench ${_bench_sources})
  target_link_libraries(spoluhrac-games-bench PRIVATE spoluhrac_core benchmark::benchmark)
  target_compile_definitions(spoluhrac-games-bench PRIVATE SPOLUHRAC_DATA_DIR="${SPOLUHRAC_DATA_DIR}")
  set_target_properties(spoluhrac-games-bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}
                        EXCLUDE_FROM_ALL ${SPOLUHRAC_SANITIZE})  # no test runs it: the sanitizer build skips it
endif()
