#!/usr/bin/env bash
# Builds Spoluhráč's Debian package with CPack (README.md, "Debian package"):
#   bash tools/package.sh [OUTPUT_DIR]      (default: build/package)
# It uses the normal build folder build/ (configured as tools/test.sh does, if it is not
# yet), builds only the programs and the packaged files, and packs them: no second compile.
set -euo pipefail
cd "$(dirname "$0")/.."
SPOLUHRAC_PACKAGE_DEPS=1 bash tools/deps.sh
build=${SPOLUHRAC_BUILD_DIR:-build}
out=$(realpath -m "${1:-$build/package}")
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSPOLUHRAC_WERROR=ON >/dev/null
fi
cmake --build "$build" -j "$(nproc)" --target spoluhrac spoluhrac-devsim spoluhrac-package-files
mkdir -p "$out"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out" >/dev/null
rm -rf "$out/_CPack_Packages"
ls "$out"/*.deb
