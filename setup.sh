#!/usr/bin/env bash
# QueensLab set-up on Debian 12: installs what is missing, builds, then runs the GUI or the tests.
#   ./setup.sh run    install + build + start the GUI (under Xvfb when there is no display)
#   ./setup.sh test   install + build + run every test with ctest (GUI tests offscreen), each where
#                     it proves most: the timed tests (cancel latencies), the heavy ones and the
#                     install test in the Release build (./build; they run while the sanitizer
#                     parts do), every other test under AddressSanitizer + UndefinedBehaviorSanitizer
#                     (./build-asan, the timed ones too, see run_asan), and the threaded tests
#                     under ThreadSanitizer (./build-tsan); any failure or sanitizer report fails
#                     the run
#   ./setup.sh build  install + build only
#   ./setup.sh asan   install + the AddressSanitizer + UndefinedBehaviorSanitizer part of `test`
#   ./setup.sh tsan   install + the ThreadSanitizer part of `test`
# Works as root or as a user with sudo. The build goes to ./build (Release). Compiles go through
# ccache (its own cache folder, ~/.cache/ccache unless configured otherwise), so a second run, or a
# run in another clone on the same machine, recompiles only what changed.
set -euo pipefail
cd "$(dirname "$0")"

mode="${1:-test}"
case "$mode" in run | test | build | asan | tsan) ;; *)
    echo "usage: $0 run|test|build|asan|tsan" >&2
    exit 2
    ;;
esac

# Debian packages QueensLab needs, and why:
#   cmake ninja-build g++       the build
#   qt6-*-dev libgl1-mesa-dev   Qt 6.4 Widgets, SVG, Charts, Linguist tools (lupdate/lrelease)
#   libqt6opengl6-dev           Qt6OpenGL's CMake package, which Qt6Charts needs (only a Recommends
#                               of qt6-base-dev, so --no-install-recommends leaves it out)
#   libgif-dev                  giflib: the animated GIF encoder of the export (Qt writes no GIF)
#   zlib1g-dev                  zlib: PngStreamWriter, the PNG encoder of board images that can
#                               stop between rows when an export is cancelled
#   libgtest-dev                GoogleTest for the core tests
#   libicu-dev                  ICU's word segmentation, so wrapped Chinese text breaks between
#                               words (Qt's own line breaking splits them)
#   xvfb xauth                  a virtual X display for running the GUI without a screen
#   fonts-noto-cjk              Chinese glyphs for the zh_CN / zh_TW translations
#   qt6-translations-l10n       Qt's own texts in Chinese (the buttons of message boxes and
#                               file dialogs), loaded beside QueensLab's translations
#   desktop-file-utils appstream  validators of the installed .desktop file and AppStream
#                               metadata (tests/install)
#   shared-mime-info            update-mime-database: tests/install compiles the lesson file type
#                               (dist/*.mime.xml) and checks that *.qlesson maps to it
#   dpkg-dev file lintian       the Debian package test (tests/install): cpack's DEB generator
#                               finds the programs with file and fills Depends with
#                               dpkg-shlibdeps (dpkg-dev); lintian checks the package
#   ccache                      compiler cache: the three builds of `test` take most of its time,
#                               and a second run finds their objects in the cache
#   chromium                    a headless browser for tests/web: the lesson web page
#                               (LessonPage) is loaded offline and what it draws is compared with
#                               the main window's views
packages=(cmake ninja-build g++ qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev
    qt6-tools-dev-tools qt6-l10n-tools libqt6opengl6-dev libgl1-mesa-dev libgif-dev zlib1g-dev libgtest-dev libicu-dev xvfb xauth fonts-noto-cjk
    qt6-translations-l10n desktop-file-utils appstream shared-mime-info dpkg-dev file lintian ccache
    chromium)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "setup: need root or sudo to install packages" >&2; exit 1; }
        as_root=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs="$(nproc 2>/dev/null || echo 2)"

# Every build folder compiles through ccache. CCACHE_BASEDIR: paths inside this clone are hashed
# relative to it, so a clone in another folder hits the same entries. The cache folder is
# ccache's own (default ~/.cache/ccache, or what CCACHE_DIR / ccache.conf say): outside the
# clone, so that a fresh clone finds it.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
configure() {
    cmake -S . -B "$@" -G Ninja -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
}

# A sanitizer build in its own folder: sanitize_build FOLDER SANITIZERS [TARGET...]. No benchmarks
# (they are not tests). -O1 -g1: optimised enough for the tests' runtime, with the line tables
# reports need, and a build about half as long as -O2 -g.
sanitize_build() {
    local dir="$1" sanitizers="$2"
    shift 2
    configure "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQUEENSLAB_SANITIZE="$sanitizers" \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DQUEENSLAB_BUILD_BENCH=OFF
    if (($#)); then
        cmake --build "$dir" -j "$jobs" --target "$@"
    else
        cmake --build "$dir" -j "$jobs"
    fi
}
# What the sanitizers do on a report: stop the program with a failing exit code, so that the test
# that triggered it fails (a sanitized queenslab-cli run by a test fails that test's exit-code
# check). lsan.supp lists only leaks inside uninstrumented Qt, each with its reason; TSan has no
# suppressions. Cancel-latency tests allow QUEENSLAB_CANCEL_BOUND_MS under the sanitizers'
# slowdown (ASan about 2-5x, TSan 5-15x; 500 ms in the Release run, tests/CancelBound.h), and
# cancel each job QUEENSLAB_CANCEL_REPEATS=2 times instead of 5: once over no file and once over
# an existing one, which is what the sanitizers need to see; the worst-of-five latency is the
# Release run's. die_after_fork=0: the tests start queenslab-cli with QProcess (fork + exec) from
# a process that has threads.
supp="$PWD/tests/sanitizers"
# ASan + UBSan: every test but the install test (which checks the Release build's installed
# tree) and the heavy ones (label "heavy": seconds each in Release, far longer under ASan; they
# check counts, which do not depend on the build). The timed tests run here as well as in Release: they cancel jobs mid-write, on paths that
# only a cancel takes (LSan found the leak of Qt's PNG handler listed in lsan.supp on one), and
# their bounds need the optimised build. Every other test runs only here: what it checks does not
# depend on the optimisation level (both builds are -DNDEBUG), and the sanitizers check more.
run_asan() {
    sanitize_build build-asan address,undefined
    ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:strict_init_order=1:check_initialization_order=1" \
        UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
        LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0" \
        QUEENSLAB_CANCEL_BOUND_MS=2000 QUEENSLAB_CANCEL_REPEATS=2 QT_QPA_PLATFORM=offscreen \
        ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE 'install|heavy'
}
# ThreadSanitizer: every test labelled "threaded" (the programs that start threads: the
# multi-threaded counter, the GUI's solver / browser / export workers, the cancel latencies,
# queenslab-cli's count and Ctrl-C); the target threaded_tests builds just those.
# ignore_noninstrumented_modules=1: what uninstrumented Qt, glib or fontconfig do inside their own
# code (e.g. the raster engine's thread pool) is not reported; the data our threads hand over
# through Qt's event queue goes through app/gui/common/QueuedCallSync, which TSan can follow.
# atexit_sleep_ms=0: TSan otherwise sleeps 1 s in a process that exits while other threads run,
# which is how queenslab-cli's export and handout end on Ctrl-C (app/cli/InterruptExit); the
# Ctrl-C test times that exit.
run_tsan() {
    sanitize_build build-tsan thread threaded_tests queenslab-cli
    TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1:die_after_fork=0:atexit_sleep_ms=0" \
        QUEENSLAB_CANCEL_BOUND_MS=5000 QUEENSLAB_CANCEL_REPEATS=2 QT_QPA_PLATFORM=offscreen \
        ctest --test-dir build-tsan --output-on-failure -j "$jobs" -L threaded
}

case "$mode" in
asan) run_asan; exit ;;
tsan) run_tsan; exit ;;
esac

configure build -DCMAKE_BUILD_TYPE=Release
if [ "$mode" = test ]; then
    # Only what the Release run of the tests needs (tests/CMakeLists.txt, release_tests): the
    # programs, the timed tests, the benchmarks (built, not run); every other test program is
    # built in build-asan.
    cmake --build build -j "$jobs" --target release_tests
else
    cmake --build build -j "$jobs"
fi

case "$mode" in
run)
    gui=build/app/gui/shell/queenslab
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        exec "$gui"
    fi
    echo "setup: no display found; starting QueensLab on a virtual X display (xvfb-run)"
    exec xvfb-run -a -s "-screen 0 1600x1000x24" "$gui"
    ;;
test)
    # The timed tests (their bounds are for the optimised build), the heavy ones and the install
    # test, in the background while the sanitizer builds and runs go on: they spend most of their time on one
    # core or waiting (they run one at a time, RESOURCE_LOCK), and their bounds hold on a busy
    # machine (tests/CancelBound.h). Their output follows the sanitizer runs'.
    release_log=build/release-tests.log
    QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure -L 'timed|install|heavy' \
        >"$release_log" 2>&1 &
    release_tests=$!
    trap 'kill "$release_tests" 2>/dev/null || true' EXIT
    run_asan
    run_tsan
    release_status=0
    wait "$release_tests" || release_status=$?
    trap - EXIT
    echo "setup: the Release run of the timed and install tests ($release_log):"
    cat "$release_log"
    exit "$release_status"
    ;;
esac
