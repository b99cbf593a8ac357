# The table window draws the table and the last utterance with SDL_ttf (src/display/).
pkg_check_modules(SDL2_TTF REQUIRED IMPORTED_TARGET SDL2_ttf)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::SDL2_TTF)
