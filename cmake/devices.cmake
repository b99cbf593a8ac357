# Physical input devices: libserialport, the device simulator, the pty test shim,
# the AVR keypad firmware build check and the framer fuzzers (hardware/README.md).
pkg_check_modules(LIBSERIALPORT REQUIRED IMPORTED_TARGET libserialport)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::LIBSERIALPORT)
