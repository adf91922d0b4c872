#!/usr/bin/env bash
# Renders public/sounds/notification.mp3: a short, soft two-note chime (needs sox and lame).
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sox -n -r 44100 -c 1 "$tmp/a.wav" synth 0.16 sine 880 fade q 0.005 0.16 0.12 vol 0.5
sox -n -r 44100 -c 1 "$tmp/b.wav" synth 0.32 sine 1318.5 fade q 0.005 0.32 0.28 vol 0.5
sox "$tmp/a.wav" "$tmp/b.wav" "$tmp/chime.wav"
lame --quiet -m m -b 48 "$tmp/chime.wav" public/sounds/notification.mp3
