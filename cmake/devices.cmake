# Physical input devices: libserialport, the device simulator, the pty test shim,
# the AVR keypad firmware build check and the framer fuzzers (hardware/README.md).
pkg_check_modules(LIBSERIALPORT REQUIRED IMPORTED_TARGET libserialport)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::LIBSERIALPORT)

# The device simulator: a keypad, counting set or card reader on a pty.
add_executable(spoluhrac-devsim ${CMAKE_SOURCE_DIR}/hardware/devsim/spoluhrac_devsim.cpp)
target_link_libraries(spoluhrac-devsim PRIVATE spoluhrac_core)
set_target_properties(spoluhrac-devsim PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

# Test-only LD_PRELOAD shim that lets the real libserialport open a pty (PLATFORM-NOTES.md).
add_library(spoluhrac_pty_shim SHARED ${CMAKE_SOURCE_DIR}/tests/devices/serial_pty_shim.cpp)
target_link_libraries(spoluhrac_pty_shim PRIVATE ${CMAKE_DL_LIBS})
set_target_properties(spoluhrac_pty_shim PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

if(SPOLUHRAC_TESTS)
  enable_testing()
  # The pty tests of tests/devices/ (SerialPty, RfidPty, SerialRestart, SerialAutoDiscovery,
  # SerialUnplug, the pty soak) skip themselves unless the shim is preloaded; this test runs
  # them for real.
  set(SPOLUHRAC_PTY_ENV "LD_PRELOAD=$<TARGET_FILE:spoluhrac_pty_shim>")
  if(SPOLUHRAC_SANITIZE)
    list(APPEND SPOLUHRAC_PTY_ENV "ASAN_OPTIONS=verify_asan_link_order=0")
  endif()
  add_test(NAME serial_pty_tests
           COMMAND spoluhrac_tests --gtest_filter=SerialPty.*:RfidPty.*:SerialRestart.*:SerialAutoDiscovery.*:SerialUnplug.*:SerialSoak*Pty*:SerialOvertakePty.*)
  set_tests_properties(serial_pty_tests PROPERTIES ENVIRONMENT "${SPOLUHRAC_PTY_ENV}" TIMEOUT 120 COST 1000)
endif()

# Firmware of the DIY 4x4 keypad (hardware/firmware/keypad.c) must build with Debian's
# AVR toolchain (gcc-avr, avr-libc, binutils-avr).
find_program(SPOLUHRAC_AVR_GCC avr-gcc)
find_program(SPOLUHRAC_AVR_OBJCOPY avr-objcopy)
find_program(SPOLUHRAC_AVR_SIZE avr-size)
if(SPOLUHRAC_TESTS)
  if(SPOLUHRAC_AVR_GCC AND SPOLUHRAC_AVR_OBJCOPY)
    set(_fw_out ${CMAKE_BINARY_DIR}/firmware)
    add_test(NAME keypad_firmware_build
             COMMAND sh -c "mkdir -p '${_fw_out}' && \
'${SPOLUHRAC_AVR_GCC}' -mmcu=atmega328p -DF_CPU=16000000UL -Os -std=c11 -Wall -Wextra -Wpedantic -Wconversion -Werror \
  -o '${_fw_out}/keypad.elf' '${CMAKE_SOURCE_DIR}/hardware/firmware/keypad.c' && \
'${SPOLUHRAC_AVR_OBJCOPY}' -O ihex -R .eeprom '${_fw_out}/keypad.elf' '${_fw_out}/keypad.hex' && \
'${SPOLUHRAC_AVR_SIZE}' '${_fw_out}/keypad.elf'")
  else()
    add_test(NAME keypad_firmware_build
             COMMAND sh -c "echo 'SKIPPED: avr-gcc not found; apt-get install gcc-avr avr-libc binutils-avr'; exit 77")
    set_tests_properties(keypad_firmware_build PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endif()

# libFuzzer targets for both framers. The main build is g++, so clang++ is invoked
# directly on the parser sources (Debian: clang, libclang-rt-14-dev).
find_program(SPOLUHRAC_CLANGXX NAMES clang++ clang++-14)
if(SPOLUHRAC_CLANGXX AND NOT SPOLUHRAC_SANITIZE)
  set(_fuzz_flags -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -I${CMAKE_SOURCE_DIR}/src)
  set(_fuzz_common ${CMAKE_SOURCE_DIR}/src/devices/frame_error.cpp)
  # Seconds each runs in the test suite: the line framer's coverage grows until ~16 s,
  # the card reader's stops growing after ~6 s.
  set(_fz_seconds_serial_line 16)
  set(_fz_seconds_rfid_rdm6300 8)
  foreach(_fz serial_line rfid_rdm6300)
    if(_fz STREQUAL serial_line)
      set(_fz_src ${CMAKE_SOURCE_DIR}/src/devices/line_protocol.cpp ${CMAKE_SOURCE_DIR}/src/input/key.cpp)
    else()
      set(_fz_src ${CMAKE_SOURCE_DIR}/src/devices/rdm6300.cpp)
    endif()
    set(_fz_main ${CMAKE_SOURCE_DIR}/tests/fuzz/${_fz}_fuzzer.cpp)
    add_custom_command(
      OUTPUT ${CMAKE_BINARY_DIR}/fuzz/${_fz}_fuzzer
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/fuzz
      COMMAND ${SPOLUHRAC_CLANGXX} ${_fuzz_flags} -o ${CMAKE_BINARY_DIR}/fuzz/${_fz}_fuzzer ${_fz_main} ${_fz_src} ${_fuzz_common}
      DEPENDS ${_fz_main} ${_fz_src} ${_fuzz_common}
              ${CMAKE_SOURCE_DIR}/src/devices/line_protocol.h ${CMAKE_SOURCE_DIR}/src/devices/rdm6300.h
              ${CMAKE_SOURCE_DIR}/src/devices/frame_error.h
      COMMENT "clang++ libFuzzer target ${_fz}_fuzzer"
      VERBATIM)
    add_custom_target(${_fz}_fuzzer ALL DEPENDS ${CMAKE_BINARY_DIR}/fuzz/${_fz}_fuzzer)
    if(SPOLUHRAC_TESTS)
      add_test(NAME ${_fz}_fuzz
               COMMAND ${CMAKE_BINARY_DIR}/fuzz/${_fz}_fuzzer -max_total_time=${_fz_seconds_${_fz}} -seed=1 -rss_limit_mb=1024
                       -print_final_stats=1)
      set_tests_properties(${_fz}_fuzz PROPERTIES TIMEOUT 90 LABELS fuzz COST 20)
    endif()
  endforeach()
else()
  message(STATUS "clang++ not found: framer fuzzers are not built")
endif()
