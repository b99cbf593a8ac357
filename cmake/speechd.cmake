# The player's own voice: speech-dispatcher through libspeechd (src/speech/speechd_speech.*),
# and the session bus through libdbus to tell whether a screen reader runs
# (src/speech/screen_reader.*, for --speech auto).
pkg_check_modules(SPEECHD REQUIRED IMPORTED_TARGET speech-dispatcher)
pkg_check_modules(DBUS REQUIRED IMPORTED_TARGET dbus-1)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::SPEECHD PkgConfig::DBUS)
