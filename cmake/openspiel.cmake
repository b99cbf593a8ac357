# Optional: OpenSpiel's C++ engines of the games ours are compared with (crazy_eights, maedn,
# yacht, hearts, oh_hell), built from a source tree the user exported, so that
# spoluhrac-games-bench measures their random playouts in the same run as ours
# (tests/bench/openspiel/openspiel_bench.cpp). Off unless -DSPOLUHRAC_OPENSPIEL_DIR=<dir> is
# given; nothing is downloaded. tools/openspiel-bench.sh does it all in a build dir of its own.
#
# <dir> is the root of an OpenSpiel checkout (holding open_spiel/spiel.cc) or its open_spiel/
# folder. Only the core that the five games link and the five games are compiled, against
# Debian's abseil (libabsl-dev, 20220623) and the nlohmann_json the project already uses, in
# place of the copies OpenSpiel's install.sh would download into open_spiel/abseil-cpp and
# open_spiel/json. OpenSpiel since 2026 expects a newer abseil, so the files are compiled
# from a copy in the build dir (the user's tree is left as it is) with three mechanical edits:
#  - includes "open_spiel/abseil-cpp/absl/..." and "open_spiel/json/include/nlohmann/..." name
#    the system headers "absl/..." and "nlohmann/...";
#  - absl::optional/nullopt/make_optional become std:: (OpenSpiel mixes both and newer abseil
#    makes them one type; Debian's abseil is built with its own, distinct absl::optional);
#  - absl::MutexLock lock(mu) becomes lock(&mu) (abseil 20220623 takes only a pointer).
set(SPOLUHRAC_OPENSPIEL_DIR "" CACHE PATH "OpenSpiel source tree to benchmark beside our engines (optional)")

if(SPOLUHRAC_OPENSPIEL_DIR)
  if(NOT TARGET spoluhrac-games-bench)
    message(FATAL_ERROR "SPOLUHRAC_OPENSPIEL_DIR needs spoluhrac-games-bench (Google Benchmark, libbenchmark-dev)")
  endif()
  if(EXISTS "${SPOLUHRAC_OPENSPIEL_DIR}/open_spiel/spiel.cc")
    get_filename_component(_os_from "${SPOLUHRAC_OPENSPIEL_DIR}/open_spiel" ABSOLUTE)
  elseif(EXISTS "${SPOLUHRAC_OPENSPIEL_DIR}/spiel.cc")
    get_filename_component(_os_from "${SPOLUHRAC_OPENSPIEL_DIR}" ABSOLUTE)
  else()
    message(FATAL_ERROR "SPOLUHRAC_OPENSPIEL_DIR=${SPOLUHRAC_OPENSPIEL_DIR} holds no open_spiel/spiel.cc")
  endif()
  find_package(absl CONFIG REQUIRED)
  message(STATUS "OpenSpiel from ${_os_from}, abseil ${absl_VERSION}")

  set(_os_games crazy_eights maedn yacht hearts oh_hell)
  set(_os_sources spiel.cc spiel_utils.cc game_parameters.cc observer.cc policy.cc
      utils/status.cc utils/usage_logging.cc)
  file(GLOB _os_files RELATIVE "${_os_from}" "${_os_from}/*.h" "${_os_from}/utils/*.h")
  list(APPEND _os_files ${_os_sources})
  foreach(game ${_os_games})
    if(NOT EXISTS "${_os_from}/games/${game}/${game}.cc")
      message(FATAL_ERROR "This OpenSpiel tree has no games/${game}/${game}.cc")
    endif()
    list(APPEND _os_files games/${game}/${game}.h games/${game}/${game}.cc)
    list(APPEND _os_sources games/${game}/${game}.cc)
  endforeach()

  set(_os_copy "${CMAKE_BINARY_DIR}/openspiel-src")
  foreach(f ${_os_files})
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_os_from}/${f}")
    file(READ "${_os_from}/${f}" _text)
    string(REPLACE "\"open_spiel/abseil-cpp/" "\"" _text "${_text}")
    string(REPLACE "\"open_spiel/json/include/" "\"" _text "${_text}")
    string(REGEX REPLACE "absl::(optional|nullopt|make_optional)" "std::\\1" _text "${_text}")
    string(REGEX REPLACE "(absl::(Reader|Writer)?MutexLock [A-Za-z_0-9]+)\\(([A-Za-z_])" "\\1(&\\3" _text "${_text}")
    set(_old "")
    if(EXISTS "${_os_copy}/open_spiel/${f}")
      file(READ "${_os_copy}/open_spiel/${f}" _old)
    endif()
    if(NOT _old STREQUAL _text)  # rewrite only what changed, so a reconfigure rebuilds nothing
      file(WRITE "${_os_copy}/open_spiel/${f}" "${_text}")
    endif()
  endforeach()

  list(TRANSFORM _os_sources PREPEND "${_os_copy}/open_spiel/")
  add_library(spoluhrac_openspiel STATIC ${_os_sources})
  # Third-party code: none of our warnings (nor -Werror) apply to it, and its headers are
  # system headers for our bench so that our warnings do not fire inside them.
  target_compile_options(spoluhrac_openspiel PRIVATE -w)
  target_include_directories(spoluhrac_openspiel SYSTEM PUBLIC "${_os_copy}")
  target_link_libraries(spoluhrac_openspiel PUBLIC
    absl::strings absl::str_format absl::flat_hash_map absl::flat_hash_set absl::node_hash_map
    absl::btree absl::inlined_vector absl::optional absl::span absl::random_random
    absl::synchronization absl::time nlohmann_json::nlohmann_json)

  # The games register themselves through static objects: keep every one of them.
  target_sources(spoluhrac-games-bench PRIVATE ${CMAKE_SOURCE_DIR}/tests/bench/openspiel/openspiel_bench.cpp)
  target_link_libraries(spoluhrac-games-bench PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,spoluhrac_openspiel>")
endif()
