#!/usr/bin/env bash
# Installs the QueensLab build to a temporary prefix (cmake --install) and checks the result:
#   - bin/queenslab and bin/queenslab-cli are installed, run, and report the project version;
#   - the .desktop file, the metainfo, the SVG icon and one PNG per size are installed where the
#     freedesktop specs look for them, and each PNG really is SIZE x SIZE;
#   - the .desktop file names the installed program and the icon id, and desktop-file-validate
#     prints nothing (no error, warning or hint);
#   - the metainfo names the same id, launchable and version, and appstreamcli validate
#     --pedantic --strict (no network) passes for the file and for the installed tree.
# Usage: test_install.sh BUILD_DIR APP_ID VERSION DESKTOP_FILE_VALIDATE APPSTREAMCLI SIZE...
set -uo pipefail

build="$1" id="$2" version="$3" dfv="$4" ascli="$5"
shift 5
sizes=("$@")

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

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

share="$prefix/share"
desktop="$share/applications/$id.desktop"
metainfo="$share/metainfo/$id.metainfo.xml"
svg="$share/icons/hicolor/scalable/apps/$id.svg"

# Installed files.
for exe in queenslab queenslab-cli; do
    [ -x "$prefix/bin/$exe" ] || fail "missing executable bin/$exe"
done
for f in "$desktop" "$metainfo" "$svg"; do
    [ -s "$f" ] || fail "missing or empty ${f#"$prefix"/}"
done
grep -q '<svg' "$svg" 2>/dev/null || fail "${svg#"$prefix"/} is not an SVG"

# Each PNG: the PNG signature, then the IHDR width and height (big-endian) equal to SIZE.
for size in "${sizes[@]}"; do
    png="$share/icons/hicolor/${size}x${size}/apps/$id.png"
    if [ ! -s "$png" ]; then
        fail "missing ${png#"$prefix"/}"
        continue
    fi
    read -r -a b <<<"$(od -An -tu1 -N24 "$png" | tr "\n" " ")"
    signature="${b[0]} ${b[1]} ${b[2]} ${b[3]} ${b[4]} ${b[5]} ${b[6]} ${b[7]}"
    [ "$signature" = "137 80 78 71 13 10 26 10" ] || { fail "${png#"$prefix"/} is not a PNG"; continue; }
    w=$(((b[16] << 24) | (b[17] << 16) | (b[18] << 8) | b[19]))
    h=$(((b[20] << 24) | (b[21] << 16) | (b[22] << 8) | b[23]))
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "${png#"$prefix"/} is ${w}x${h}, not ${size}x${size}"
done

# The installed programs run and report the project version.
for exe in queenslab queenslab-cli; do
    [ -x "$prefix/bin/$exe" ] || continue
    out="$("$prefix/bin/$exe" --version 2>&1)"
    grep -qF "$version" <<<"$out" || fail "bin/$exe --version printed '$out', expected version $version"
done

# The .desktop file points at the installed program and at the icon id.
if [ -s "$desktop" ]; then
    exec_cmd="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")"
    [ -n "$exec_cmd" ] && [ -x "$prefix/bin/$exec_cmd" ] || fail "Exec=$exec_cmd is not an installed program"
    icon="$(sed -n 's/^Icon=//p' "$desktop")"
    [ "$icon" = "$id" ] || fail "Icon=$icon, expected $id"
    echo "== desktop-file-validate ${desktop#"$prefix"/}"
    out="$("$dfv" "$desktop" 2>&1)"
    rc=$?
    echo "${out:-(no output)}"
    [ $rc -eq 0 ] || fail "desktop-file-validate exited with $rc"
    [ -z "$out" ] || fail "desktop-file-validate reported issues"
fi

# The metainfo names the same id, launchable and release version.
if [ -s "$metainfo" ]; then
    grep -qF "<id>$id</id>" "$metainfo" || fail "metainfo <id> is not $id"
    grep -qF "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" ||
        fail "metainfo launchable is not $id.desktop"
    grep -qF "<release version=\"$version\"" "$metainfo" ||
        fail "metainfo has no release for the project version $version"
    echo "== appstreamcli validate --no-net --pedantic --strict ${metainfo#"$prefix"/}"
    "$ascli" validate --no-net --pedantic --strict "$metainfo" 2>&1
    rc=$?
    [ $rc -eq 0 ] || fail "appstreamcli validate exited with $rc"
    echo "== appstreamcli validate-tree --no-net --pedantic --strict <prefix>"
    "$ascli" validate-tree --no-net --pedantic --strict "$prefix" 2>&1
    rc=$?
    [ $rc -eq 0 ] || fail "appstreamcli validate-tree exited with $rc"
fi

if ((failures)); then
    echo "install test: $failures failure(s)"
    exit 1
fi
echo "install test: all checks passed"
