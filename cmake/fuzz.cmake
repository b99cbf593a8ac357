# libFuzzer targets for the program's own readers of untrusted input: journals, settings,
# message catalogs, scripted keys and the phones' action messages (the device framers
# have theirs in devices.cmake).
# The main build is g++, so clang++ is invoked directly on the few sources each needs.
# Each runs for a bounded time in the test suite (label "fuzz"; not under the sanitizer
# build, since libFuzzer builds carry AddressSanitizer and UBSan themselves): 10 s, by when
# the journal, settings and catalog fuzzers have found all but a few edges of what 15 s
# finds; keys reaches its full coverage in under a second, so 5 s.
find_program(SPOLUHRAC_FUZZ_CLANGXX NAMES clang++ clang++-14)
if(SPOLUHRAC_FUZZ_CLANGXX AND NOT SPOLUHRAC_SANITIZE)
  set(_src ${CMAKE_SOURCE_DIR}/src)
  set(_flags -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -I${_src}
      "-DSPOLUHRAC_DATA_DIR=\"${SPOLUHRAC_DATA_DIR}\"" "-DSPOLUHRAC_BUILD_DIR=\"${CMAKE_BINARY_DIR}\"")
  set(fuzz_journal_sources ${_src}/core/journal.cpp ${_src}/core/user_file.cpp)
  set(fuzz_settings_sources ${_src}/storage/settings.cpp ${_src}/storage/user_dirs.cpp ${_src}/core/user_file.cpp)
  set(fuzz_catalog_sources ${_src}/narration/catalog.cpp ${_src}/narration/plural_rule.cpp)
  set(fuzz_keys_sources ${_src}/input/stdin_keys.cpp ${_src}/input/key.cpp)
  set(fuzz_phone_message_sources ${_src}/phones/phone_message.cpp)
  set(fuzz_keys_seconds 5)
  foreach(_name journal settings catalog keys phone_message)
    set(_out ${CMAKE_BINARY_DIR}/fuzz/${_name}_fuzzer)
    set(_main ${CMAKE_SOURCE_DIR}/tests/fuzz/${_name}_fuzzer.cpp)
    add_custom_command(OUTPUT ${_out}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fuzz
      COMMAND ${SPOLUHRAC_FUZZ_CLANGXX} ${_flags} -o ${_out} ${_main} ${fuzz_${_name}_sources}
      DEPENDS ${_main} ${fuzz_${_name}_sources}
      COMMENT "clang++ libFuzzer target ${_name}_fuzzer" VERBATIM)
    add_custom_target(${_name}_fuzzer ALL DEPENDS ${_out})
    if(SPOLUHRAC_TESTS)
      enable_testing()
      if(NOT DEFINED fuzz_${_name}_seconds)
        set(fuzz_${_name}_seconds 10)
      endif()
      add_test(NAME ${_name}_fuzz COMMAND ${_out} -max_total_time=${fuzz_${_name}_seconds} -seed=1 -rss_limit_mb=1024 -print_final_stats=1)
      set_tests_properties(${_name}_fuzz PROPERTIES TIMEOUT 90 LABELS fuzz)
    endif()
  endforeach()
endif()
