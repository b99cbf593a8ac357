# Game history in SQLite (src/storage/history.cpp).
pkg_check_modules(SQLITE3 REQUIRED IMPORTED_TARGET sqlite3)
target_link_libraries(spoluhrac_core PUBLIC PkgConfig::SQLITE3)
