# Online tables over XMPP (src/online, docs/online.md): libstrophe (Debian libstrophe-dev), the
# C client library profanity uses, on the one file that talks to it; without it the program
# builds and says online play is not in this build. The payload reader's libFuzzer target
# (label "fuzz", like cmake/fuzz.cmake's; 10 s in the suite).
pkg_check_modules(STROPHE libstrophe)
if(STROPHE_FOUND)
  set_property(SOURCE ${CMAKE_SOURCE_DIR}/src/online/xmpp_client.cpp APPEND PROPERTY COMPILE_DEFINITIONS SPOLUHRAC_HAS_STROPHE)
  # Only its library: its compile flags would change every compile command of the core.
  target_link_libraries(spoluhrac_core PUBLIC ${STROPHE_LINK_LIBRARIES})
else()
  message(STATUS "libstrophe not found: online tables are not built in (apt-get install libstrophe-dev)")
endif()

find_program(SPOLUHRAC_ONLINE_CLANGXX NAMES clang++ clang++-14)
if(SPOLUHRAC_ONLINE_CLANGXX AND NOT SPOLUHRAC_SANITIZE)
  set(_out ${CMAKE_BINARY_DIR}/fuzz/online_payload_fuzzer)
  set(_main ${CMAKE_SOURCE_DIR}/tests/fuzz/online_payload_fuzzer.cpp)
  set(_srcs ${CMAKE_SOURCE_DIR}/src/online/online_protocol.cpp)
  add_custom_command(OUTPUT ${_out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fuzz
    COMMAND ${SPOLUHRAC_ONLINE_CLANGXX} -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -I${CMAKE_SOURCE_DIR}/src
            -o ${_out} ${_main} ${_srcs}
    DEPENDS ${_main} ${_srcs} ${CMAKE_SOURCE_DIR}/src/online/online_protocol.h
    COMMENT "clang++ libFuzzer target online_payload_fuzzer" VERBATIM)
  add_custom_target(online_payload_fuzzer ALL DEPENDS ${_out})
  if(SPOLUHRAC_TESTS)
    enable_testing()
    add_test(NAME online_payload_fuzz COMMAND ${_out} -max_total_time=10 -seed=1 -rss_limit_mb=1024 -print_final_stats=1)
    set_tests_properties(online_payload_fuzz PROPERTIES TIMEOUT 90 LABELS fuzz)
  endif()
endif()

# The bench program of online tables through a private prosody (not built by default): a
# payload's way, and a whole table of five guests with the real host program (its memory, a
# guest's key -> the sentence at every other client):
# cmake --build build --target online_latency_bench && build/online_latency_bench 200 2
#                                                     build/online_latency_bench table 3
if(SPOLUHRAC_TESTS AND STROPHE_FOUND)
  add_executable(online_latency_bench EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/tests/online/online_latency_bench.cpp
                                                       ${CMAKE_SOURCE_DIR}/tests/online/prosody_server_support.cpp
                                                       ${CMAKE_SOURCE_DIR}/tests/support/test_support.cpp
                                                       ${CMAKE_SOURCE_DIR}/tests/support/test_paths.cpp)
  target_include_directories(online_latency_bench PRIVATE ${CMAKE_SOURCE_DIR}/tests/support)
  # The program under test and the source tree, as the tests find them (tests/CMakeLists.txt).
  target_compile_options(online_latency_bench PRIVATE -include ${CMAKE_SOURCE_DIR}/tests/support/test_paths.h)
  target_compile_definitions(online_latency_bench PRIVATE SPOLUHRAC_BINARY_PATH="$<TARGET_FILE:spoluhrac>"
                                                          SPOLUHRAC_SOURCE_PATH="${CMAKE_SOURCE_DIR}")
  target_link_libraries(online_latency_bench PRIVATE spoluhrac_core)
  add_dependencies(online_latency_bench spoluhrac)
  set_target_properties(online_latency_bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endif()
