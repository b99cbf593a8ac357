# The strength tournament of the computer players (tests/bench/strength/), built with the
# project and run by hand: build/spoluhrac-strength [--games N] [--game ID]. Not part of
# the test suite (a thousand games per pairing take minutes). A game adds itself in
# tests/bench/strength/<game>_strength.cpp.
file(GLOB _strength_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/bench/strength/*.cpp)
add_executable(spoluhrac-strength ${_strength_sources})
target_include_directories(spoluhrac-strength PRIVATE ${CMAKE_SOURCE_DIR})
target_link_libraries(spoluhrac-strength PRIVATE spoluhrac_core)
set_target_properties(spoluhrac-strength PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}
                      EXCLUDE_FROM_ALL ${SPOLUHRAC_SANITIZE})  # no test runs it: the sanitizer build skips it
