# Real voice and sound: eSpeak NG in process, SDL2 + SDL_mixer output, and the
# latency benchmark build/spoluhrac-bench (built with the project, never run by CTest).
pkg_check_modules(ESPEAK_NG REQUIRED IMPORTED_TARGET espeak-ng)
pkg_check_modules(SDL2_MIXER REQUIRED IMPORTED_TARGET SDL2_mixer)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::ESPEAK_NG PkgConfig::SDL2_MIXER)

add_executable(spoluhrac-bench ${CMAKE_SOURCE_DIR}/tests/bench/audio_bench.cpp)
target_link_libraries(spoluhrac-bench PRIVATE spoluhrac_core)
target_compile_definitions(spoluhrac-bench PRIVATE SPOLUHRAC_DATA_DIR="${SPOLUHRAC_DATA_DIR}")
set_target_properties(spoluhrac-bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}
                      EXCLUDE_FROM_ALL ${SPOLUHRAC_SANITIZE})  # no test runs it: the sanitizer build skips it
