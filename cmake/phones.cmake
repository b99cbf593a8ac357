# Phones at the table (src/phones): Boost.Beast on Boost.Asio (Debian's libboost-dev,
# header-only) serves the seats' pages from one event loop; only src/phones/phone_server.cpp
# includes it (it compiles slowly). No WebSocket and so no permessage-deflate: Beast's
# bundled zlib is not built in. libqrencode draws the seats' addresses as QR codes.
# Its include folder (Debian's is the compiler's own) goes on that one file only:
# Boost::headers would add a definition to every file of the core.
find_package(Boost 1.74 REQUIRED)
if(NOT Boost_INCLUDE_DIRS IN_LIST CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
  set_source_files_properties(${CMAKE_SOURCE_DIR}/src/phones/phone_server.cpp PROPERTIES INCLUDE_DIRECTORIES
                              "${Boost_INCLUDE_DIRS}")
endif()
pkg_check_modules(QRENCODE REQUIRED libqrencode)
target_link_libraries(spoluhrac_core PUBLIC ${QRENCODE_LINK_LIBRARIES})

# The tests' HTTP clients only: cpp-httplib (Debian's libcpp-httplib-dev, a shared library
# with its header). Its own compile flags (its TLS and compression switches change its
# classes) go only on the test files that include httplib.h (tests/phones and
# tests/display add them), its library on the test binary only.
if(SPOLUHRAC_TESTS)
  pkg_check_modules(HTTPLIB REQUIRED cpp-httplib)
  set(SPOLUHRAC_HTTPLIB_CFLAGS ${HTTPLIB_CFLAGS} CACHE INTERNAL "compile flags of files that include httplib.h")
  set(SPOLUHRAC_HTTPLIB_LIBRARIES ${HTTPLIB_LINK_LIBRARIES} CACHE INTERNAL "cpp-httplib for the tests' clients")
endif()
