#!/usr/bin/env bash
# Runs build/spoluhrac-bench with a private speech-dispatcher daemon (the verified recipe of
# shared/PLATFORM-NOTES.md: own config, socket and a generic module), so the in-process
# eSpeak NG figures and the speech-dispatcher ones come from one run. The generic module
# appends "<CLOCK_REALTIME ns>|<text>" for every message it gets: key → module figures.
# Usage: tests/bench/speechd-bench.sh [bench options...]   (needs speech-dispatcher)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
T="$(mktemp -d /tmp/spoluhrac-speechd-bench.XXXXXX)"
trap '[ -f "$T/pid" ] && kill "$(cat "$T/pid")" 2>/dev/null; rm -rf "$T"' EXIT
mkdir -p "$T/home" "$T/run" "$T/conf/modules"
chmod 700 "$T/run"
echo 'pcm.!default { type null }' > "$T/home/.asoundrc"
cat > "$T/conf/speechd.conf" <<CONF
AudioOutputMethod "alsa"
DefaultModule gen
DefaultLanguage "cs"
AddModule "gen" "sd_generic" "gen.conf"
CONF
cat > "$T/conf/modules/gen.conf" <<CONF
GenericExecuteSynth "printf '%s|%s\\\\n' \$(date +%s%N) \'\$DATA\' >> $T/module.log"
GenericCmdDependency "printf"
GenericDelimiters "~"
AddVoice "cs" "MALE1" "cs"
GenericLanguage "cs" "cs" "utf-8"
CONF
HOME="$T/home" XDG_RUNTIME_DIR="$T/run" speech-dispatcher -s -C "$T/conf" -t 60 -c unix_socket \
  -S "$T/sock" -P "$T/pid" >"$T/daemon.log" 2>&1 &
for _ in $(seq 400); do [ -S "$T/sock" ] && [ -f "$T/pid" ] && break; sleep 0.01; done
SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}" "$root/build/spoluhrac-bench" \
  --speechd "unix_socket:$T/sock" --module-log "$T/module.log" "$@"
