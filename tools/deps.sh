#!/usr/bin/env bash
# Installs the Debian 12 packages Spoluhráč needs to build, run and test, and only those
# that are missing (apt-get update runs only when something must be installed).
# The list and why each package is there: README.md, "Dependencies".
set -euo pipefail

packages=(
  cmake g++ ninja-build pkg-config          # build
  libcli11-dev nlohmann-json3-dev           # command line, journals and settings
  libsdl2-dev libsdl2-mixer-dev             # keyboard window, audio output and mixing
  libsdl2-ttf-dev fonts-dejavu-core         # the table window: board, scores, caption
  libbrlapi-dev                             # braille displays through brltty
  libespeak-ng-dev espeak-ng-data           # the voice
  libspeechd-dev libdbus-1-dev              # the player's own voice: speech-dispatcher; is a screen reader on
  libserialport-dev                         # serial keypads, counting sets, card readers
  libsqlite3-dev                            # game history
  libgtest-dev libgmock-dev libbenchmark-dev  # tests and benchmarks
  gettext                                   # msgfmt checks the message catalogs
  sox socat                                 # audio measurements and serial tests
  libboost-dev libqrencode-dev              # phones at the table: the pages' server (Beast on Asio), QR codes
  libcpp-httplib-dev                        # the phones' tests' HTTP client (built with the tests, by default)
  libstrophe-dev                            # online tables over XMPP (libstrophe, TLS)
)
if [ "${SPOLUHRAC_PACKAGE_DEPS:-0}" = 1 ] || [ "${SPOLUHRAC_TEST_DEPS:-0}" = 1 ]; then
  packages+=(dpkg-dev file)                   # tools/package.sh: dpkg-shlibdeps computes Depends
fi
if [ "${SPOLUHRAC_TEST_DEPS:-0}" = 1 ]; then
  packages+=(lintian desktop-file-utils appstream)  # the package test checks the .deb and its files
  packages+=(clang libclang-rt-14-dev)        # fuzzing with libFuzzer
  packages+=(xvfb xdotool x11-apps)           # a real window in tests: X server, typing, screenshot
  packages+=(brltty zlib1g-dev)               # a virtual braille display; PNG screenshots
  packages+=(gcc-avr avr-libc binutils-avr)  # the DIY keypad firmware must build
  packages+=(speech-dispatcher dbus)          # a real speech-dispatcher daemon and a private session bus
  packages+=(at-spi2-core libglib2.0-bin)     # the real accessibility bus launcher; gdbus stands in for Orca on it
  packages+=(chromium)                        # the phones' pages in a real browser (tests/browser)
  packages+=(zbar-tools)                      # zbarimg reads the window's QR codes of the seats in the window test
  packages+=(prosody)                         # the online tests' private XMPP server on loopback (a player needs none)
  command -v npm > /dev/null || packages+=(nodejs npm)  # its driver (playwright-core needs node 20)
fi
extra_file="$(dirname "$0")/extra-packages.txt"
if [ -f "$extra_file" ]; then
  while read -r p _; do
    [ -n "$p" ] && [ "${p#\#}" = "$p" ] && packages+=("$p")
  done < "$extra_file"
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

# The browser test's npm packages (playwright-core, axe-core), exactly as locked.
if [ "${SPOLUHRAC_TEST_DEPS:-0}" = 1 ]; then
  browser_dir="$(dirname "$0")/../tests/browser"
  if [ ! -d "$browser_dir/node_modules" ] && command -v npm > /dev/null; then
    (cd "$browser_dir" && npm ci --no-audit --no-fund --ignore-scripts >&2)
  fi
fi
