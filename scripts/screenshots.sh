#!/usr/bin/env bash
# Refreshes the screenshots of README.md (docs/images/*.png) from a Release build.
#   scripts/screenshots.sh [BUILD_DIR]     (default: build)
# Each picture is one run of tests/gui/queenslab_screenshot (the target queenslab_screenshot, not a
# test): it drives the main window through its widgets like a user, steps the run to a fixed step
# and grabs the window (1600 x 1000) into a PNG. It runs under xvfb-run on a 1920 x 1080 screen,
# with a fresh settings folder, so no remembered language, theme or dock layout leaks in. Every
# run uses seed 1, so the same build gives the same boards; only the timing figures differ.
# Needs what ./setup.sh installs (xvfb, fonts-noto-cjk for the Chinese picture).
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-build}"
out=docs/images
[ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --target queenslab_screenshot
mkdir -p "$out"

settings="$(mktemp -d)"
trap 'rm -rf "$settings"' EXIT

# shot LOCALE OUT.png ARGS...: the texts follow the locale, as in the application.
shot() {
    local locale="$1"
    shift
    env LANG="$locale" LC_ALL="$locale" XDG_CONFIG_HOME="$settings" xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$build/tests/gui/queenslab_screenshot" "$@" 2> >(grep -v XDG_RUNTIME_DIR >&2)
}

# Bitmask backtracking, N = 8, at step 420: row 4's registers, each with the statement that made
# its value, the free columns of avail on the board, the pseudo-code line and the charts.
shot C.UTF-8 "$out/bitmask-8.png" bitmask 8 420
# Min-conflicts, N = 1000, in Simplified Chinese, at step 6175: the swap phase, a swap of two
# rows evaluated and rejected, queens in conflict in red, the conflict strips beside the rows.
shot zh_CN.UTF-8 "$out/min-conflicts-1000-zh_CN.png" min-conflicts 1000 6175
# Steepest-ascent hill climbing, N = 8, at step 9: the h-values of every move on the board.
shot C.UTF-8 "$out/hill-climbing-8.png" hill-climbing 8 9
# The solutions browser, N = 8, solution 4 selected: its orbit of eight images.
shot C.UTF-8 "$out/solutions-browser-8.png" bitmask 8 0 --browser=8:3
# The compare window: backtracking beside bitmask backtracking, both at step 200.
shot C.UTF-8 "$out/compare-8.png" backtracking 8 200 --compare
# A lesson in Traditional Chinese: the built-in record[] backtracking lesson at its third stop,
# the narration and the question in the Lesson dock beside the board and the search tree.
shot zh_TW.UTF-8 "$out/lesson-backtracking-zh_TW.png" backtracking 4 0 \
    --lesson=:/lessons/01-backtracking.qlesson@3

# The README wants each picture under 300 KB.
for f in "$out"/*.png; do
    size=$(stat -c %s "$f")
    if ((size > 300 * 1024)); then echo "screenshots: $f is $((size / 1024)) KB (over 300 KB)" >&2; fi
done
