#!/usr/bin/env bash
# Refreshes the handbook's screenshots (resources/handbook/images/*.png, compiled into the
# application for Help > Handbook) from a Release build.
#   scripts/handbook-images.sh [BUILD_DIR]     (default: build)
# Each picture is one run of tests/gui/queenslab_screenshot, as in scripts/screenshots.sh: it
# drives the main window like a user, steps the run to a fixed step and grabs a window into a
# PNG, under xvfb-run with a fresh settings folder and seed 1. Every picture is made in each
# handbook language (en, zh_CN, zh_TW: the locale picks the window's language), then scaled to
# 1024 pixels wide with 256 colours, so that each stays under 150 KB.
# Needs what ./setup.sh installs (xvfb, fonts-noto-cjk) and ImageMagick's convert.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-build}"
out=resources/handbook/images
[ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --target queenslab_screenshot
mkdir -p "$out"

settings="$(mktemp -d)"
raw="$(mktemp -d)"
trap 'rm -rf "$settings" "$raw"' EXIT

# shot LANG NAME ARGS...: NAME-LANG.png, the window's texts in LANG.
shot() {
    local lang="$1" name="$2"
    shift 2
    local locale=C.UTF-8
    [ "$lang" = en ] || locale="$lang.UTF-8"
    env LANG="$locale" LC_ALL="$locale" XDG_CONFIG_HOME="$settings" \
        xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$build/tests/gui/queenslab_screenshot" "$raw/$name-$lang.png" "$@" \
        2> >(grep -v XDG_RUNTIME_DIR >&2)
    convert "$raw/$name-$lang.png" -resize '1024x>' -strip +dither -colors 256 "PNG8:$out/$name-$lang.png"
}

for lang in en zh_CN zh_TW; do
    # First steps: bitmask backtracking, N = 8, at step 420: row 4's registers, the pseudo-code
    # line, the statistics and the charts.
    shot "$lang" main-window bitmask 8 420 --size=1360x850
    # Puzzle mode, N = 8: three queens placed by the student and a hint.
    shot "$lang" puzzle backtracking 8 0 --puzzle="0 4 7 . . . . ." --size=1360x850
    # The search tree of backtracking on N = 6 at step 120.
    shot "$lang" search-tree backtracking 6 120 --tree --size=1360x850
    # The compare window: backtracking beside bitmask backtracking, both at step 200.
    shot "$lang" compare backtracking 8 200 --compare
    # The solutions browser, N = 8, solution 4 selected: its orbit of eight images.
    shot "$lang" solutions-browser bitmask 8 0 --browser=8:3
done

# The handbook wants each picture under 150 KB.
for f in "$out"/*.png; do
    size=$(stat -c %s "$f")
    if ((size > 150 * 1024)); then echo "handbook-images: $f is $((size / 1024)) KB (over 150 KB)" >&2; fi
done
