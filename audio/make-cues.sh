#!/bin/sh
# Generates the sound cues audio/<name>.wav with SoX (Debian package "sox").
# Every cue is 22050 Hz, mono, 16-bit PCM, short and distinct. The script is reproducible:
# -R fixes SoX's random seed (the noise bursts) and -D turns dithering off,
# so running it again gives byte-identical files.
# Usage: audio/make-cues.sh [output-folder]   (default: the folder of this script)
set -eu

out=${1:-$(dirname "$0")}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

SOX="sox -R -D --no-show-progress"
FMT="-r 22050 -c 1 -b 16 -e signed-integer"

# POSIX sh has no local variables, so each helper uses its own variable names.
# tone NAME SECONDS WAVE FREQ [extra effects...]: one note with soft attack and release.
tone() {
  t_name=$1 t_len=$2 t_wave=$3 t_freq=$4
  shift 4
  $SOX -n $FMT "$tmp/$t_name.wav" synth "$t_len" "$t_wave" "$t_freq" fade q 0.005 "$t_len" 0.04 "$@"
}
# gap NAME SECONDS: silence.
gap() { $SOX -n $FMT "$tmp/$1.wav" trim 0 "$2"; }
# finish NAME PARTS...: joins the parts, levels the cue to -6 dBFS, writes NAME.wav.
finish() {
  f_name=$1
  shift
  f_files=""
  for f_part in "$@"; do f_files="$f_files $tmp/$f_part.wav"; done
  # shellcheck disable=SC2086
  $SOX $f_files $FMT "$out/$f_name.wav" norm -6
}
# chord NAME SECONDS WAVE FREQ...: notes sounding together.
chord() {
  c_name=$1 c_len=$2 c_wave=$3
  shift 3
  c_files=""
  c_i=0
  for c_freq in "$@"; do
    tone "${c_name}_$c_i" "$c_len" "$c_wave" "$c_freq"
    c_files="$c_files $tmp/${c_name}_$c_i.wav"
    c_i=$((c_i + 1))
  done
  # shellcheck disable=SC2086
  $SOX -m $c_files "$tmp/$c_name.wav"
}

# card_dealt: a short bright noise flick, like a card sliding onto the table.
$SOX -n $FMT "$tmp/card.wav" synth 0.07 pinknoise band 3500 2000 fade q 0.003 0.07 0.05
finish card_dealt card

# your_turn: two soft rising notes (E5, A5).
tone yt1 0.12 sine 659
tone yt2 0.18 sine 880
finish your_turn yt1 yt2

# over_target: a falling low buzz (bust).
$SOX -n $FMT "$tmp/over.wav" synth 0.4 square 330-110 lowpass 1500 fade q 0.01 0.4 0.1
finish over_target over

# exact_hit: a bright C major chord with a pluck.
chord hit 0.35 pluck 1047 1319 1568
finish exact_hit hit

# game_won: a rising C major arpeggio ending on a held chord.
tone gw1 0.12 triangle 523
tone gw2 0.12 triangle 659
tone gw3 0.12 triangle 784
chord gw4 0.5 triangle 523 659 784 1047
finish game_won gw1 gw2 gw3 gw4

# refused: two short low buzzes.
tone rf1 0.08 square 196 lowpass 1200
gap rfg 0.04
tone rf2 0.08 square 196 lowpass 1200
finish refused rf1 rfg rf2

# dice_rolled: a rattle of four short clicks of noise.
for i in 1 2 3 4; do
  $SOX -n $FMT "$tmp/d$i.wav" synth 0.025 brownnoise highpass 800 fade q 0.002 0.025 0.015
  gap "dg$i" "0.0$((2 + i))"
done
finish dice_rolled d1 dg1 d2 dg2 d3 dg3 d4

# trick_taken: a soft swoosh of band-passed noise.
$SOX -n $FMT "$tmp/swoosh.wav" synth 0.22 pinknoise band 1200 800 fade h 0.08 0.22 0.12
finish trick_taken swoosh

# capture: a falling "boing".
$SOX -n $FMT "$tmp/boing.wav" synth 0.3 sine 700-250 fade q 0.005 0.3 0.1
finish capture boing

# star: a quick sparkle sweeping up, with a shimmer.
$SOX -n $FMT "$tmp/star.wav" synth 0.35 sine 1500-3200 tremolo 18 60 fade q 0.005 0.35 0.15
finish star star

# device_connected / device_lost: rising and falling fifths on a triangle wave.
tone dc1 0.1 triangle 440
tone dc2 0.16 triangle 660
finish device_connected dc1 dc2
tone dl1 0.1 triangle 660
tone dl2 0.16 triangle 440
finish device_lost dl1 dl2

# menu_move: a tiny tick; menu_select: a short bright two-note chord.
tone tick 0.03 sine 1200
finish menu_move tick
chord sel 0.09 sine 880 1320
finish menu_select sel
