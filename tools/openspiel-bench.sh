#!/usr/bin/env bash
# Random-playout games per second of our engines and of OpenSpiel's counterparts
# (crazy_eights, maedn, yacht, hearts, oh_hell), measured in one run of spoluhrac-games-bench
# built with cmake/openspiel.cmake in a build dir of its own. Nothing is downloaded.
#
#   tools/openspiel-bench.sh [OPENSPIEL] [benchmark options...]
#
# OPENSPIEL is an OpenSpiel source tree (holding open_spiel/spiel.cc) or a git dir of its
# repository (a bare mirror, whose OPENSPIEL_REV, default HEAD, is exported into the build
# dir); without it the first /work/.mirror/*open_spiel*/repo is used.
# Environment: BUILD_DIR (default build-openspiel), BUILD_TYPE (default RelWithDebInfo, the
# flags of the usual bench build; both sides get the same), JOBS (default 2),
# FILTER (default Playout). Needs libabsl-dev and libbenchmark-dev.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-openspiel}
case $build in /*) ;; *) build=$root/$build ;; esac

source_arg=""
if [[ $# -gt 0 && $1 != -* ]]; then
  source_arg=$1
  shift
fi
if [[ -z $source_arg ]]; then
  for candidate in /work/.mirror/*open_spiel*/repo; do
    if [[ -d $candidate ]]; then source_arg=$candidate; break; fi
  done
  if [[ -z $source_arg ]]; then
    echo "No OpenSpiel given and none found under /work/.mirror; pass a source tree or git dir." >&2
    exit 2
  fi
fi

if [[ -f $source_arg/open_spiel/spiel.cc || -f $source_arg/spiel.cc ]]; then
  tree=$(cd "$source_arg" && pwd)
elif git --git-dir="$source_arg" rev-parse --verify -q "${OPENSPIEL_REV:-HEAD}^{commit}" >/dev/null; then
  commit=$(git --git-dir="$source_arg" rev-parse "${OPENSPIEL_REV:-HEAD}^{commit}")
  tree=$build/openspiel-checkout
  if [[ $(cat "$tree/COMMIT" 2>/dev/null) != "$commit" ]]; then
    echo "Exporting OpenSpiel $commit from $source_arg" >&2
    rm -rf "$tree"
    mkdir -p "$tree"
    git --git-dir="$source_arg" archive "$commit" open_spiel | tar -x -C "$tree"
    echo "$commit" >"$tree/COMMIT"
  fi
else
  echo "$source_arg is neither an OpenSpiel source tree nor a git dir of one." >&2
  exit 2
fi

launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" \
  -DSPOLUHRAC_TESTS=OFF -DSPOLUHRAC_OPENSPIEL_DIR="$tree" "${launcher[@]}" >/dev/null
started=$SECONDS
nice cmake --build "$build" -j"${JOBS:-2}" --target spoluhrac-games-bench
echo "Built in $((SECONDS - started)) s." >&2

out=$build/openspiel-bench.json
"$build/spoluhrac-games-bench" --benchmark_filter="${FILTER:-Playout}" \
  --benchmark_out="$out" --benchmark_out_format=json "$@"

# Games per second from the CPU time per game (the same figure as items_per_second).
echo
printf '%-40s %14s\n' "benchmark" "games/s (CPU)"
awk -F'"' '
  $2 == "name" { name = $4; skip = (name ~ /_(stddev|cv)$/) }
  $2 == "cpu_time" { cpu = $3; gsub(/[:, ]/, "", cpu) }
  $2 == "time_unit" {
    scale = ($4 == "ns") ? 1e9 : ($4 == "us") ? 1e6 : ($4 == "ms") ? 1e3 : 1
    if (!skip && cpu + 0 > 0) printf "%-40s %14.0f\n", name, scale / cpu
  }' "$out"
