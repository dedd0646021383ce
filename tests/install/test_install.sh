#!/usr/bin/env bash
# Installs the QueensLab build to a temporary prefix (cmake --install) and checks the result with
# check_desktop_tree (check_tree.sh: programs, desktop entry, AppStream metadata, icons, MIME).
# Usage: test_install.sh BUILD_DIR APP_ID VERSION DESKTOP_FILE_VALIDATE APPSTREAMCLI SIZE...
set -uo pipefail

build="$1" id="$2" version="$3" dfv="$4" ascli="$5"
shift 5
sizes=("$@")
# shellcheck source-path=SCRIPTDIR source=check_tree.sh
source "$(dirname "$0")/check_tree.sh"

[ -n "$dfv" ] && [ -x "$dfv" ] || { echo "FAIL: desktop-file-validate not found (Debian: desktop-file-utils)"; exit 1; }
[ -n "$ascli" ] && [ -x "$ascli" ] || { echo "FAIL: appstreamcli not found (Debian: appstream)"; exit 1; }
((${#sizes[@]})) || { echo "FAIL: no icon sizes given"; exit 1; }

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT

echo "== cmake --install $build --prefix $prefix"
if ! cmake --install "$build" --prefix "$prefix" >"$prefix.log" 2>&1; then
    cat "$prefix.log"
    rm -f "$prefix.log"
    echo "FAIL: cmake --install"
    exit 1
fi
rm -f "$prefix.log"

check_desktop_tree "$prefix" "$id" "$version" "$dfv" "$ascli" "${sizes[@]}"

if ((failures)); then
    echo "install test: $failures failure(s)"
    exit 1
fi
echo "install test: all checks passed"
