# Installation and the Debian package (CPack's DEB generator; README.md, "Debian package").
# `cmake --install build --prefix P` puts the programs in P/bin, everything read at run time
# in P/share/spoluhrac (found there by the installed program: src/storage/user_dirs.h), the
# documents in P/share/doc/spoluhrac, and the menu entry, metadata, icon, manual pages and
# udev rules where a Debian system looks for them. `bash tools/package.sh` builds the .deb.
include(GNUInstallDirs)

set(_pkg ${CMAKE_SOURCE_DIR}/packaging)
set(_share ${CMAKE_INSTALL_DATADIR}/spoluhrac)
set(_doc ${CMAKE_INSTALL_DATADIR}/doc/spoluhrac)

install(TARGETS spoluhrac spoluhrac-devsim RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# `spoluhrac --version` prints the version the package has (only main.cpp sees it).
set_property(SOURCE src/main.cpp APPEND PROPERTY COMPILE_DEFINITIONS SPOLUHRAC_VERSION="${PROJECT_VERSION}")

# Data read at run time. The deck and the boards are built into the program too; the files
# are there to be copied and edited (numberfloor: --set deck=FILE).
install(FILES ${CMAKE_SOURCE_DIR}/locales/cs.po ${CMAKE_SOURCE_DIR}/locales/en.po DESTINATION ${_share}/locales)
file(GLOB _cues CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/audio/*.wav)
install(FILES ${_cues} DESTINATION ${_share}/audio)
install(FILES ${CMAKE_SOURCE_DIR}/src/games/numberfloor/numberfloor_deck.txt
              ${CMAKE_SOURCE_DIR}/src/games/clovece/clovece_board40.txt
              ${CMAKE_SOURCE_DIR}/src/games/clovece/clovece_board60.txt
        DESTINATION ${_share}/games)

# Documents: the guide, the README, each game's keys and the hardware notes.
install(FILES ${CMAKE_SOURCE_DIR}/docs/prirucka.md ${CMAKE_SOURCE_DIR}/docs/guide.md ${CMAKE_SOURCE_DIR}/README.md
              ${_pkg}/copyright
        DESTINATION ${_doc})
foreach(_game sipky quist kivi clovece numberfloor)
  install(FILES ${CMAKE_SOURCE_DIR}/src/games/${_game}/KEYS.md DESTINATION ${_doc}/keys RENAME ${_game}.md)
endforeach()
install(FILES ${CMAKE_SOURCE_DIR}/hardware/README.md ${CMAKE_SOURCE_DIR}/hardware/PROTOCOL.md
              ${CMAKE_SOURCE_DIR}/hardware/RDM6300.md
        DESTINATION ${_doc}/hardware)

# Desktop integration.
install(FILES ${_pkg}/cz.spoluhrac.Spoluhrac.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${_pkg}/cz.spoluhrac.Spoluhrac.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${_pkg}/spoluhrac.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
# PNG beside the SVG, for menus and software centres that do not draw SVG (made from it:
# rsvg-convert -w N -h N packaging/spoluhrac.svg -o packaging/spoluhrac-N.png).
foreach(_size 48 256)
  install(FILES ${_pkg}/spoluhrac-${_size}.png DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_size}x${_size}/apps
          RENAME spoluhrac.png)
endforeach()
# udev reads /usr/lib/udev/rules.d (and /lib/udev/rules.d, the same folder on a merged /usr).
install(FILES ${CMAKE_SOURCE_DIR}/hardware/udev/99-spoluhrac.rules DESTINATION lib/udev/rules.d)

# Manual pages and the changelog, compressed as Debian wants them (gzip -9n: reproducible).
set(_gz_dir ${CMAKE_BINARY_DIR}/packaging)
set(_gz_outputs)
macro(_spoluhrac_gzip source target destination)
  add_custom_command(OUTPUT ${_gz_dir}/${target}
                     COMMAND ${CMAKE_COMMAND} -E make_directory ${_gz_dir}
                     COMMAND sh -c "gzip -9n < '${source}' > '${_gz_dir}/${target}'"
                     DEPENDS ${source} VERBATIM)
  list(APPEND _gz_outputs ${_gz_dir}/${target})
  install(FILES ${_gz_dir}/${target} DESTINATION ${destination} RENAME ${ARGN})
endmacro()
_spoluhrac_gzip(${_pkg}/man/spoluhrac.6 en-spoluhrac.6.gz ${CMAKE_INSTALL_MANDIR}/man6 spoluhrac.6.gz)
_spoluhrac_gzip(${_pkg}/man/spoluhrac.cs.6 cs-spoluhrac.6.gz ${CMAKE_INSTALL_MANDIR}/cs/man6 spoluhrac.6.gz)
_spoluhrac_gzip(${_pkg}/man/spoluhrac-devsim.1 en-spoluhrac-devsim.1.gz ${CMAKE_INSTALL_MANDIR}/man1 spoluhrac-devsim.1.gz)
_spoluhrac_gzip(${_pkg}/man/spoluhrac-devsim.cs.1 cs-spoluhrac-devsim.1.gz ${CMAKE_INSTALL_MANDIR}/cs/man1 spoluhrac-devsim.1.gz)
_spoluhrac_gzip(${_pkg}/changelog changelog.gz ${_doc} changelog.gz)
add_custom_target(spoluhrac-package-files ALL DEPENDS ${_gz_outputs})

# Installing (and so packing) needs only the programs and these files, not the tests:
# tools/package.sh builds those targets and then runs cpack.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME spoluhrac)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PRE_BUILD_SCRIPTS ${_pkg}/cpack-usr-games.cmake)
set(CPACK_PACKAGE_CONTACT "Spoluhráč maintainers <maintainers@users.noreply.a-seed-6726ffda.example>")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The shared libraries' packages come from dpkg-shlibdeps; eSpeak's voices and the window's
# font are files the program opens, so they are named here.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "espeak-ng-data, fonts-dejavu-core")
# speech-dispatcher: --speech speechd and auto (with Orca); speech-dispatcher-espeak-ng gives it
# a Czech voice (eSpeak NG's cs, the same the program speaks with itself).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "brltty, speech-dispatcher, speech-dispatcher-espeak-ng")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Czech tabletop games by numeric keypad and speech")
# No ASCII double quotes inside: CPack's DEB generator writes them as ";" into the control
# file (dpkg -s showed "Spoluhráč (;fellow;player;)"); the package test checks the text.
set(CPACK_PACKAGE_DESCRIPTION "Spoluhráč (Czech for “fellow player”) lets blind and sighted people
play five Czech tabletop games together: Numeramis Šipky, Numeramis Quist,
KIVI, Matfyzácké Člověče, nezlob se and Numberfloor. It speaks Czech or
English, plays sound cues, is driven by a numeric keypad alone and referees
every rule. It deals itself, sits beside physical cards, dice or board as a
scoring assistant, or teaches a game step by step. A large table window,
braille displays through brltty, serial keypads, counting sets and card
readers are supported.")
include(CPack)
