#!/usr/bin/env python3
"""Checks how eSpeak NG speaks the Czech numbers 0-999 the games use.

Each number written in digits is transcribed to phonemes (espeak-ng -v cs -x) and compared
with the phonemes of the same number spelled out in words (masculine counting forms, as
eSpeak reads a bare numeral: 1 = "jeden", 2 = "dva"). Prints every number whose
pronunciation differs, i.e. where eSpeak reads the digits wrongly. Needs the espeak-ng
program (Debian package espeak-ng). Usage: docs/espeak_czech_numbers.py [--all]
"""
import subprocess
import sys

UNITS = ["nula", "jeden", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět"]
TEENS = ["deset", "jedenáct", "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct",
         "sedmnáct", "osmnáct", "devatenáct"]
TENS = ["", "", "dvacet", "třicet", "čtyřicet", "padesát", "šedesát", "sedmdesát",
        "osmdesát", "devadesát"]
HUNDREDS = ["", "sto", "dvě stě", "tři sta", "čtyři sta", "pět set", "šest set", "sedm set",
            "osm set", "devět set"]


def words(n):
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else " " + UNITS[u])
    h, rest = divmod(n, 100)
    return HUNDREDS[h] + ("" if rest == 0 else " " + words(rest))


def phonemes(texts):
    out = subprocess.run(["espeak-ng", "-v", "cs", "-q", "-x"], input="\n\n".join(texts) + "\n",
                         capture_output=True, text=True, check=True).stdout
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    assert len(lines) == len(texts), (len(lines), len(texts))
    return lines


def normal(p):
    # Ignore stress marks, word breaks and links: only the sounds matter. "sedum", "osum"
    # (digits) and "sedm", "osm" with a syllabic m (words) are both correct Czech.
    p = "".join(ch for ch in p if ch not in "',_ -")
    return p.replace("sedum", "sedm").replace("osum", "osm")


def main():
    numbers = list(range(1000))
    digits = phonemes([str(n) for n in numbers])
    spelled = phonemes([words(n) for n in numbers])
    bad = 0
    for n, d, s in zip(numbers, digits, spelled):
        if normal(d) != normal(s) or "--all" in sys.argv:
            bad += normal(d) != normal(s)
            print(f"{n:4d}  digits: {d:32s} words ({words(n)}): {s}")
    print(f"{bad} of {len(numbers)} numbers differ from their spelled-out form", file=sys.stderr)


if __name__ == "__main__":
    main()
