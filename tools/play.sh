#!/usr/bin/env bash
# Installs what is missing, builds, and starts Spoluhráč. Arguments go to the program
# (try --help). Without a sound card it speaks as text and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target spoluhrac
exec ./build/spoluhrac "$@"
