# Physical input devices: libserialport, the device simulator, the pty test shim,
# the AVR keypad firmware build check and the framer fuzzers (hardware/README.md).
pkg_check_modules(LIBSERIALPORT REQUIRED IMPORTED_TARGET libserialport)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::LIBSERIALPORT)

# The device simulator: a keypad, counting set or card reader on a pty.
add_executable(spoluhrac-devsim ${CMAKE_SOURCE_DIR}/hardware/devsim/spoluhrac_devsim.cpp)
target_link_libraries(spoluhrac-devsim PRIVATE spoluhrac_core)
set_target_properties(spoluhrac-devsim PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

# Test-only LD_PRELOAD shim that lets the real libserialport open a pty (PLATFORM-NOTES.md).
add_library(spoluhrac_pty_shim SHARED ${CMAKE_SOURCE_DIR}/tests/serial_pty_shim.cpp)
target_link_libraries(spoluhrac_pty_shim PRIVATE ${CMAKE_DL_LIBS})
set_target_properties(spoluhrac_pty_shim PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

if(SPOLUHRAC_TESTS)
  enable_testing()
  # The pty tests of tests/serial_pty_test.cpp skip themselves unless the shim is
  # preloaded; this test runs them for real.
  set(SPOLUHRAC_PTY_ENV "LD_PRELOAD=$<TARGET_FILE:spoluhrac_pty_shim>")
  if(SPOLUHRAC_SANITIZE)
    list(APPEND SPOLUHRAC_PTY_ENV "ASAN_OPTIONS=verify_asan_link_order=0")
  endif()
  add_test(NAME serial_pty_tests
           COMMAND spoluhrac_tests --gtest_filter=SerialPty.*:RfidPty.*)
  set_tests_properties(serial_pty_tests PROPERTIES ENVIRONMENT "${SPOLUHRAC_PTY_ENV}" TIMEOUT 120)
endif()
