# The table on screen and in braille (src/display/): SDL_ttf draws text (cmake/window.cmake
# links it); BrlAPI (libbrlapi-dev) talks to the brltty daemon when it is installed. Without
# it the braille display is left out and the program says nothing about braille.
find_path(SPOLUHRAC_BRLAPI_INCLUDE brlapi.h)
find_library(SPOLUHRAC_BRLAPI_LIBRARY brlapi)
if(SPOLUHRAC_BRLAPI_INCLUDE AND SPOLUHRAC_BRLAPI_LIBRARY)
  target_compile_definitions(spoluhrac_core PUBLIC SPOLUHRAC_HAVE_BRLAPI=1)
  target_include_directories(spoluhrac_core PRIVATE ${SPOLUHRAC_BRLAPI_INCLUDE})
  target_link_libraries(spoluhrac_core PUBLIC ${SPOLUHRAC_BRLAPI_LIBRARY})
  message(STATUS "BrlAPI found: braille displays through brltty")
else()
  message(STATUS "BrlAPI not found (libbrlapi-dev): no braille display support")
endif()
find_program(SPOLUHRAC_BRLTTY brltty PATHS /usr/sbin /usr/bin /sbin)
find_program(SPOLUHRAC_SOCAT socat)
