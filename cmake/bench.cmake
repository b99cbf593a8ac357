# Benchmarks of the engines and narration (Google Benchmark), built with the project and
# run by hand: build/spoluhrac-games-bench. Not part of the test suite.
find_package(benchmark QUIET)
if(benchmark_FOUND)
  add_executable(spoluhrac-games-bench ${CMAKE_SOURCE_DIR}/tests/bench/games_bench.cpp)
  target_link_libraries(spoluhrac-games-bench PRIVATE spoluhrac_core benchmark::benchmark)
  set_target_properties(spoluhrac-games-bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endif()
