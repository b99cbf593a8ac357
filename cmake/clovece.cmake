# Matfyzácké Člověče: the board files src/games/clovece/clovece_board*.txt are the single
# source of the boards; at build time they become a generated header of string constants
# (games/clovece/clovece_board_files.h) that the engine parses. This file is included by
# the top CMakeLists.txt and also run as a script (-P) by the build step it adds.
if(CMAKE_SCRIPT_MODE_FILE)
  # Script mode: CLOVECE_OUT = header to write, CLOVECE_FILES = |-separated board files.
  string(REPLACE "|" ";" CLOVECE_FILES "${CLOVECE_FILES}")
  set(_text "// Generated from src/games/clovece/clovece_board*.txt by cmake/clovece.cmake; do not edit.\n#pragma once\n#include <string_view>\nnamespace sh::clovece::generated {\n")
  foreach(_file ${CLOVECE_FILES})
    get_filename_component(_name ${_file} NAME_WE)
    file(READ ${_file} _content)
    string(APPEND _text "inline constexpr std::string_view ${_name} = R\"clovece_board(${_content})clovece_board\";\n")
  endforeach()
  string(APPEND _text "}  // namespace sh::clovece::generated\n")
  file(WRITE ${CLOVECE_OUT}.tmp "${_text}")
  file(COPY_FILE ${CLOVECE_OUT}.tmp ${CLOVECE_OUT} ONLY_IF_DIFFERENT)
  file(REMOVE ${CLOVECE_OUT}.tmp)
  return()
endif()

file(GLOB _clovece_boards CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/games/clovece/clovece_board*.txt)
list(SORT _clovece_boards)
string(REPLACE ";" "|" _clovece_board_list "${_clovece_boards}")
set(_clovece_header ${CMAKE_BINARY_DIR}/generated/games/clovece/clovece_board_files.h)
add_custom_command(
  OUTPUT ${_clovece_header}
  COMMAND ${CMAKE_COMMAND} "-DCLOVECE_OUT=${_clovece_header}" "-DCLOVECE_FILES=${_clovece_board_list}"
          -P ${CMAKE_CURRENT_LIST_FILE}
  DEPENDS ${_clovece_boards} ${CMAKE_CURRENT_LIST_FILE}
  COMMENT "Embedding the Člověče boards"
  VERBATIM)
target_sources(spoluhrac_core PRIVATE ${_clovece_header})
target_include_directories(spoluhrac_core PUBLIC ${CMAKE_BINARY_DIR}/generated)
