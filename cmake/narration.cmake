# Narration: libespeak-ng, so tests/narration/espeak_phonemes_test.cpp can check the phonemes eSpeak NG
# makes of rendered sentences ("dvě karty" -> dvj'e). cmake/audio.cmake may link the same
# library for the speech backend; linking it twice is harmless.
pkg_check_modules(ESPEAK REQUIRED IMPORTED_TARGET espeak-ng)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::ESPEAK)
