#!/usr/bin/env bash
# The Debian package (issue 28), run by CTest as package_deb:
#   package_test.sh BUILD_DIR SOURCE_DIR
# Packs the already built programs with CPack (no compile), fails on lintian errors, checks
# the control fields, the files, the desktop entry and the AppStream metadata, unpacks the
# package into a temporary root and, with the source and build folders hidden (a private
# mount namespace lays an empty tmpfs over them), plays a short game through stdin with
# the unpacked program, starts it as a desktop menu does (stdin closed) under Xvfb and plays
# keys through its window with xdotool (a second copy meanwhile says that one runs and ends),
# and starts it with no display at all and with a display that cannot be used.
set -euo pipefail
build=$(realpath "$1")
src=$(realpath "$2")

for tool in cpack dpkg-deb dpkg-shlibdeps lintian desktop-file-validate appstreamcli Xvfb xdotool unshare; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIPPED: $tool is missing (SPOLUHRAC_TEST_DEPS=1 bash tools/deps.sh installs it)"
    exit 77
  fi
done

work=$(mktemp -d /tmp/spoluhrac-package.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# 1. Build the package from the build folder.
t0=$(now)
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/out/*.deb)
t1=$(now)
echo "package built in $(secs "$t0" "$t1") s: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# 2. lintian: errors fail, warnings are listed (README.md says why each is left).
lintian --fail-on error --tag-display-limit 0 "$deb" >"$work/lintian.txt" 2>&1 ||
  { cat "$work/lintian.txt"; fail "lintian reports errors"; }
t2=$(now)
echo "lintian in $(secs "$t1" "$t2") s:"
sed 's/^/  /' "$work/lintian.txt"

# 3. Control fields: Depends from the shared libraries plus the voice and the font.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for need in espeak-ng-data fonts-dejavu-core libsdl2 libespeak-ng1 libsqlite3 libserialport; do
  [[ "$depends" == *"$need"* ]] || fail "Depends lacks $need"
done
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "Section is not games"
suggests=$(dpkg-deb -f "$deb" Suggests)
[[ "$suggests" == *speech-dispatcher-espeak-ng* ]] || fail "Suggests lacks speech-dispatcher-espeak-ng: $suggests"
# The description as dpkg -s shows it: CPack once turned quotes and spaces into ";".
description=$(dpkg-deb -f "$deb" Description)
[[ "$description" == *"Spoluhráč (Czech for “fellow player”) lets blind and sighted people"* ]] ||
  fail "the description: $description"
[[ "$description" != *";"* ]] || fail "the description has stray semicolons: $description"
version=$(dpkg-deb -f "$deb" Version)

# 4. The files, where a Debian system looks for them.
root="$work/root"
dpkg -x "$deb" "$root"
for f in usr/games/spoluhrac usr/games/spoluhrac-devsim \
         usr/share/spoluhrac/locales/cs.po usr/share/spoluhrac/locales/en.po \
         usr/share/spoluhrac/audio/your_turn.wav usr/share/spoluhrac/games/numberfloor_deck.txt \
         usr/share/spoluhrac/games/clovece_board40.txt usr/share/spoluhrac/games/clovece_board60.txt \
         usr/share/doc/spoluhrac/prirucka.md usr/share/doc/spoluhrac/guide.md \
         usr/share/doc/spoluhrac/copyright usr/share/doc/spoluhrac/changelog.gz \
         usr/share/doc/spoluhrac/keys/sipky.md usr/share/doc/spoluhrac/hardware/PROTOCOL.md \
         usr/share/man/man6/spoluhrac.6.gz usr/share/man/cs/man6/spoluhrac.6.gz \
         usr/share/man/man1/spoluhrac-devsim.1.gz usr/share/man/cs/man1/spoluhrac-devsim.1.gz \
         usr/share/applications/cz.spoluhrac.Spoluhrac.desktop \
         usr/share/metainfo/cz.spoluhrac.Spoluhrac.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/spoluhrac.svg \
         usr/share/icons/hicolor/48x48/apps/spoluhrac.png usr/share/icons/hicolor/256x256/apps/spoluhrac.png \
         usr/lib/udev/rules.d/99-spoluhrac.rules; do
  [ -f "$root/$f" ] || fail "the package lacks /$f"
done
desktop-file-validate "$root/usr/share/applications/cz.spoluhrac.Spoluhrac.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/cz.spoluhrac.Spoluhrac.metainfo.xml" ||
  fail "appstreamcli validate"
grep -q '^Categories=Game;BoardGame;CardGame;$' "$root/usr/share/applications/cz.spoluhrac.Spoluhrac.desktop" ||
  fail "the desktop entry's categories"
exec_line=$(sed -n 's/^Exec=//p' "$root/usr/share/applications/cz.spoluhrac.Spoluhrac.desktop")
[ "$exec_line" = spoluhrac ] || fail "Exec=$exec_line"
for size in 48 256; do
  file "$root/usr/share/icons/hicolor/${size}x${size}/apps/spoluhrac.png" | grep -q "PNG image data, $size x $size" ||
    fail "the ${size}x${size} icon is not a PNG of that size"
done

# The licence: GPL-3.0-or-later (the program links libespeak-ng in process), stated where
# Debian and software centres look.
grep -q '^License: GPL-3+$' "$root/usr/share/doc/spoluhrac/copyright" || fail "copyright names no GPL-3+ licence"
grep -q '/usr/share/common-licenses/GPL-3' "$root/usr/share/doc/spoluhrac/copyright" || fail "copyright: GPL-3 text"
grep -q '<project_license>GPL-3.0-or-later</project_license>' \
  "$root/usr/share/metainfo/cz.spoluhrac.Spoluhrac.metainfo.xml" || fail "AppStream has no project_license"

# udev: a generic USB-serial chip (also in braille displays) is claimed only with a
# narrower match than its USB ids.
rules="$root/usr/lib/udev/rules.d/99-spoluhrac.rules"
if grep -v '^#' "$rules" | grep -E 'idVendor}=="(1a86|0403|10c4|067b)"' | grep -v -E 'ATTRS\{(product|serial)\}'; then
  fail "the udev rules above claim every device with a generic USB-serial chip"
fi

# The manual pages and guides say what a Debian user needs (issue 39, item 14).
for page in usr/share/man/man6/spoluhrac.6.gz usr/share/man/cs/man6/spoluhrac.6.gz; do
  for word in "speechd" "Orca" "NumLock" "version" "Ctrl"; do
    zcat "$root/$page" | grep -q -- "$word" || fail "/$page says nothing of $word"
  done
done
for guide in guide.md prirucka.md; do
  for word in "speechd" "Orca" "NVDA" "NumLock"; do
    grep -q -- "$word" "$root/usr/share/doc/spoluhrac/$guide" || fail "$guide says nothing of $word"
  done
done

# 5. The unpacked program, with the source and build folders out of its reach.
cat >"$work/inside.sh" <<'INSIDE'
set -euo pipefail
work=$1 src=$2 build=$3 version=$4
root="$work/root"
prog="$root/usr/games/spoluhrac"
fail() { echo "FAIL: $*" >&2; exit 1; }
mount -t tmpfs spoluhrac-hidden "$src"
[ -d "$build" ] && mount -t tmpfs spoluhrac-hidden "$build"
[ ! -e "$src/CMakeLists.txt" ] || fail "the source folder is still visible"
cd "$work"
run() {  # a clean environment: no SPOLUHRAC_DATA_DIR, its own home
  env -i PATH=/usr/bin:/bin HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config" "$@"
}

# spoluhrac --version: the package's version.
said_version=$(run "$prog" --version </dev/null) || fail "spoluhrac --version ends with status $?"
[ "$said_version" = "spoluhrac $version" ] || fail "spoluhrac --version says '$said_version', the package is $version"

# A short game to its end through stdin: the rulebook's 101 game (README.md).
echo "ok 2 7 ok 7 5 ok 2 1 ok 4 0 ok 7 1 ok 2 4 ok 3 2 ok 6 0 1 4 0 ok ok 4 1 0 ok 1 0 7" |
  run "$prog" --audio none --speech text --input stdin --game sipky --players 4 --mode assistant \
    --variant stojedna --set series=single --set target=101 --names Alojz,David,Bedřich,Cyril \
    >"$work/game.txt" 2>"$work/game.err" || { cat "$work/game.txt" "$work/game.err"; fail "the game's exit status"; }
grep -q "^SAY Konec hry" "$work/game.txt" || { cat "$work/game.txt" "$work/game.err"; fail "the game did not end"; }
[ ! -s "$work/game.err" ] || { cat "$work/game.err"; fail "the game printed errors"; }
echo "game played to its end: $(grep -c '^SAY' "$work/game.txt") sentences, the last: $(grep '^SAY' "$work/game.txt" | tail -1)"

# Started from a menu with no display: it says how to start it.
status=0
run "$prog" --audio none --speech text <&- >"$work/nodisplay.txt" 2>"$work/nodisplay.err" || status=$?
[ "$status" = 1 ] || fail "with no display and no terminal the status is $status, not 1"
grep -q "^SAY Spoluhráč nemá odkud brát klávesy" "$work/nodisplay.txt" || { cat "$work/nodisplay.txt"; fail "not said how to start"; }
grep -q "Start Spoluhráč from the desktop's menu" "$work/nodisplay.err" || { cat "$work/nodisplay.err"; fail "not printed how to start"; }

# A DISPLAY that cannot be used (stale, sudo, ssh): the same, never an invisible program.
unused=77
while [ -e "/tmp/.X11-unix/X$unused" ] || [ -e "/tmp/.X$unused-lock" ]; do unused=$((unused + 1)); done
status=0
run DISPLAY=":$unused" timeout 30 "$prog" --audio none --speech text <&- >"$work/baddisplay.txt" 2>"$work/baddisplay.err" ||
  status=$?
[ "$status" = 1 ] || { cat "$work/baddisplay.txt" "$work/baddisplay.err"; fail "with an unusable DISPLAY the status is $status, not 1"; }
grep -q "^SAY Okno Spoluhráče nejde otevřít" "$work/baddisplay.txt" || { cat "$work/baddisplay.txt"; fail "not said that the window cannot open"; }

# Started as the desktop entry does (stdin closed) under Xvfb: keys through its window.
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
exec 3>&-
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "Xvfb did not start"
display=":$(head -1 "$work/display")"
run DISPLAY="$display" "$prog" --audio none --speech text <&- >"$work/window.txt" 2>&1 &
program=$!
cleanup() { kill "$program" "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
window=
for _ in $(seq 150); do
  # By its class: xdotool's --name does not match the title "Spoluhráč" here.
  window=$(DISPLAY="$display" xdotool search --class spoluhrac 2>/dev/null | head -1) || true
  [ -n "$window" ] && break
  sleep 0.2
done
[ -n "$window" ] || { cat "$work/window.txt"; fail "no window appeared"; }
key() {
  DISPLAY="$display" xdotool key --window "$window" "$1" || { cat "$work/window.txt"; fail "xdotool key $1"; }
  sleep 0.5
}
DISPLAY="$display" xdotool windowfocus --sync "$window" || true
key KP_Divide   # help in the main menu: where the guide is
key KP_1        # Šipky: the first setup question
key KP_Decimal  # back to the menu
sleep 1
kill -0 "$program" 2>/dev/null || { cat "$work/window.txt"; fail "the program ended by itself (stdin closed)"; }
# A second start from the menu meanwhile: it says that Spoluhráč already runs, and ends.
status=0
run "$prog" --audio none --speech text --input stdin </dev/null >"$work/second.txt" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$work/second.txt"; fail "a second copy: status $status, not 1"; }
grep -q "^SAY Spoluhráč už běží" "$work/second.txt" || { cat "$work/second.txt"; fail "a second copy did not say that one runs"; }
# Escape closes the window and so ends the program, with status 0: an X error while the
# window goes (the key's release sent to a window that is gone) no longer ends it with 1.
DISPLAY="$display" xdotool key --window "$window" Escape 2>/dev/null || true
status=timeout
for _ in $(seq 50); do
  if ! kill -0 "$program" 2>/dev/null; then status=0; wait "$program" || status=$?; break; fi
  sleep 0.1
done
[ "$status" = 0 ] || { cat "$work/window.txt"; fail "after Escape: $status"; }
for said in "SAY Spoluhráč." "SAY Číslice vybere položku." \
            "SAY Příručka pro hráče i pro pomocníka je ve složce $root/usr/share/doc/spoluhrac, soubor prirucka.md." \
            "SAY Jak budeme hrát?"; do
  grep -qF "$said" "$work/window.txt" || { cat "$work/window.txt"; fail "the window run did not say: $said"; }
done
echo "window run: $(grep -c '^SAY' "$work/window.txt") sentences through the window's keys"
INSIDE

t3=$(now)
if [ "$(id -u)" = 0 ]; then ns=(unshare --mount); else ns=(unshare --mount --map-root-user); fi
if ! "${ns[@]}" true 2>/dev/null; then
  echo "SKIPPED: no private mount namespace here (unshare), so the source folder cannot be hidden"
  exit 77
fi
"${ns[@]}" bash "$work/inside.sh" "$work" "$src" "$build" "$version"
t4=$(now)
echo "unpacked program played in $(secs "$t3" "$t4") s; the whole package test took $(secs "$t0" "$t4") s"
