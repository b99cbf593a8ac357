# CPack pre-build script (cmake/package.cmake): in the Debian package the programs go to
# /usr/games, as Debian policy 11.11 wants of a package in section games. A plain
# `cmake --install` keeps them in bin/. The program finds its data from either folder
# (<prefix>/share/spoluhrac, one level up from bin/ or games/).
foreach(_stage ${CPACK_TEMPORARY_INSTALL_DIRECTORY} ${CPACK_TEMPORARY_DIRECTORY})
  set(_bin "${_stage}/usr/bin")
  if(IS_DIRECTORY "${_bin}")
    file(MAKE_DIRECTORY "${_stage}/usr/games")
    file(GLOB _programs "${_bin}/*")
    foreach(_program ${_programs})
      get_filename_component(_name "${_program}" NAME)
      file(RENAME "${_program}" "${_stage}/usr/games/${_name}")
    endforeach()
    file(REMOVE_RECURSE "${_bin}")
  endif()
endforeach()
