# Phones at the table (src/phones): cpp-httplib (Debian's libcpp-httplib-dev, a shared
# library with its header) serves the seats' pages; libqrencode draws their addresses as
# QR codes. The library's own compile flags (its TLS and compression switches change its
# classes) go only on the files that include httplib.h, so the rest of the build is
# unchanged; the tests' files add them in tests/phones/CMakeLists.txt.
pkg_check_modules(HTTPLIB REQUIRED cpp-httplib)
pkg_check_modules(QRENCODE REQUIRED libqrencode)
set(SPOLUHRAC_HTTPLIB_CFLAGS ${HTTPLIB_CFLAGS} CACHE INTERNAL "compile flags of files that include httplib.h")
set_source_files_properties(${CMAKE_SOURCE_DIR}/src/phones/phone_server.cpp PROPERTIES COMPILE_OPTIONS
                            "${HTTPLIB_CFLAGS}")
target_link_libraries(spoluhrac_core PUBLIC ${HTTPLIB_LINK_LIBRARIES} ${QRENCODE_LINK_LIBRARIES})
