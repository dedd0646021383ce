#!/usr/bin/env bash
# Builds the Debian package of the QueensLab build (cpack -G DEB, into a temporary folder), unpacks
# it (dpkg-deb -x) and checks it:
#   - one file queenslab_VERSION-REVISION_ARCH.deb whose control fields (dpkg-deb -f) name the
#     package, that version, this machine's architecture, a section, a priority, a maintainer and
#     an extended description; everything it installs is under /usr;
#   - Depends was filled by dpkg-shlibdeps: it names, with a minimum version, a package that owns
#     each library the two programs link (their ELF NEEDED entries, looked up with dpkg -S), among
#     them libqt6widgets6;
#   - the unpacked /usr passes check_desktop_tree (check_tree.sh: programs, desktop entry,
#     AppStream metadata, icons, MIME), the programs are stripped, and queenslab-cli count 8
#     prints 92 solutions;
#   - the copyright file is in Debian's machine-readable format, the changelog and the man pages
#     are gzip files, the changelog's first entry is the package version, and the man pages name
#     every option of queenslab --help and every command of queenslab-cli --help;
#   - lintian reports no error and no warning.
# Usage: test_package.sh BUILD_DIR APP_ID VERSION DESKTOP_FILE_VALIDATE APPSTREAMCLI LINTIAN SIZE...
set -uo pipefail

build="$1" id="$2" version="$3" dfv="$4" ascli="$5" lintian="$6"
shift 6
sizes=("$@")
# shellcheck source-path=SCRIPTDIR source=check_tree.sh
source "$(dirname "$0")/check_tree.sh"

need() { # need PROGRAM DEBIAN_PACKAGE
    [ -n "$1" ] && command -v "$1" >/dev/null || { echo "FAIL: ${1:-$2} not found (Debian: $2)"; exit 1; }
}
need "$dfv" desktop-file-utils
need "$ascli" appstream
need "$lintian" lintian
need dpkg-shlibdeps dpkg-dev
need file file
need readelf binutils
((${#sizes[@]})) || { echo "FAIL: no icon sizes given"; exit 1; }

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

echo "== cpack -G DEB -B <tmp>"
if ! (cd "$build" && cpack --config CPackConfig.cmake -G DEB -B "$out") >"$out/cpack.log" 2>&1; then
    cat "$out/cpack.log"
    echo "FAIL: cpack"
    exit 1
fi
debs=("$out"/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: cpack made ${debs[*]}, not one .deb"; exit 1; }
deb="${debs[0]}"
echo "== dpkg-deb -I $(basename "$deb")"
dpkg-deb -I "$deb"

# Control fields and the file name.
field() { dpkg-deb -f "$deb" "$1"; }
arch="$(dpkg --print-architecture)"
pkg_version="$(field Version)"
[ "$(field Package)" = queenslab ] || fail "Package is '$(field Package)', not queenslab"
[[ "$pkg_version" =~ ^${version//./\\.}-[0-9]+$ ]] || fail "Version $pkg_version is not $version-REVISION"
[ "$(field Architecture)" = "$arch" ] || fail "Architecture is '$(field Architecture)', not $arch"
[ "$(basename "$deb")" = "queenslab_${pkg_version}_${arch}.deb" ] ||
    fail "file name $(basename "$deb") is not queenslab_${pkg_version}_${arch}.deb"
for f in Section Priority Maintainer; do
    [ -n "$(field $f)" ] || fail "no $f field"
done
[ "$(field Description | wc -l)" -gt 2 ] || fail "the Description has no extended description"

# Depends: one package per linked library, found from the programs' NEEDED entries.
root="$out/root"
dpkg-deb -x "$deb" "$root" || { echo "FAIL: dpkg-deb -x"; exit 1; }
[ "$(ls -A "$root")" = usr ] || fail "the package installs outside /usr: $(ls -A "$root" | tr '\n' ' ')"
depends="$(field Depends)"
echo "== Depends: $depends"
mapfile -t depend_entries < <(sed 's/, /\n/g' <<<"$depends")
# depends_on PACKAGE: Depends has "PACKAGE (>= VERSION)", as dpkg-shlibdeps writes it.
depends_on() {
    local entry
    for entry in "${depend_entries[@]}"; do
        [[ "$entry" == "$1 (>= "*")" ]] && return 0
    done
    return 1
}
depends_on libqt6widgets6 || fail "Depends does not name libqt6widgets6 with a minimum version"
needed=()
for exe in queenslab queenslab-cli; do
    bin="$root/usr/bin/$exe"
    [ -f "$bin" ] || continue
    readelf -S "$bin" | grep -q '\.symtab' && fail "usr/bin/$exe is not stripped"
    mapfile -t -O ${#needed[@]} needed < <(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
done
mapfile -t needed < <(printf '%s\n' "${needed[@]}" | sort -u)
# The packages owning each library, from one dpkg-query: lines "PACKAGE:ARCH[, ...]: PATH".
declare -A owners_of=()
while IFS= read -r line; do
    path="${line#*: }" packages="${line%%: *}"
    for p in ${packages//,/ }; do
        owners_of[${path##*/}]+=" ${p%%:*}"
    done
done < <(dpkg-query -S "${needed[@]/#/*/}" 2>/dev/null)
for soname in "${needed[@]}"; do
    owners="${owners_of[$soname]:-}"
    [ -n "$owners" ] || { fail "the programs need $soname, which no installed package owns"; continue; }
    found=""
    for owner in $owners; do
        depends_on "$owner" && found="$owner"
    done
    [ -n "$found" ] || fail "the programs need $soname (owned by$owners), not in Depends with a version"
done

check_desktop_tree "$root/usr" "$id" "$version" "$dfv" "$ascli" "${sizes[@]}"

count="$("$root/usr/bin/queenslab-cli" count 8 2>&1)"
grep -q '^N = 8: 92 solutions' <<<"$count" || fail "queenslab-cli count 8 printed '$count'"

# Debian documentation: copyright, changelog, man pages.
doc="$root/usr/share/doc/queenslab"
head -1 "$doc/copyright" 2>/dev/null |
    grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
    fail "usr/share/doc/queenslab/copyright is missing or not in the machine-readable format"
grep -qx 'License: Expat' "$doc/copyright" 2>/dev/null || fail "copyright has no 'License: Expat'"
changelog_head="$(gzip -dc "$doc/changelog.Debian.gz" 2>/dev/null | head -1)"
[[ "$changelog_head" == "queenslab ($pkg_version) "* ]] ||
    fail "changelog.Debian.gz starts with '$changelog_head', not queenslab ($pkg_version)"
# The man pages: gzip files that name every option of queenslab --help and every command of
# queenslab-cli --help.
man_text() { gzip -dc "$root/usr/share/man/man1/$1.1.gz" 2>/dev/null | sed 's/\\-/-/g'; }
for exe in queenslab queenslab-cli; do
    gzip -t "$root/usr/share/man/man1/$exe.1.gz" 2>/dev/null || fail "no gzip man page man1/$exe.1.gz"
done
# Read once into variables: `grep -q` stops at the first match, and with pipefail the gzip it
# leaves writing into a closed pipe would count as a failure once a page outgrows the pipe.
gui_man="$(man_text queenslab)"
cli_man="$(man_text queenslab-cli)"
for option in $("$root/usr/bin/queenslab" --help 2>/dev/null | grep -oE '^ +(-[a-z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+'); do
    grep -qF -- "$option" <<<"$gui_man" || fail "man page queenslab.1 does not describe $option"
done
for command in $("$root/usr/bin/queenslab-cli" --help 2>/dev/null | sed -n '/^Commands:/,/^$/s/^  \([a-z]\+\) .*/\1/p'); do
    grep -qx "\.B $command" <<<"$cli_man" || fail "man page queenslab-cli.1 does not describe the command $command"
done

echo "== lintian $(basename "$deb")"
report="$("$lintian" --tag-display-limit 0 "$deb" 2>&1)"
echo "${report:-(no output)}"
grep -E '^(E|W): ' <<<"$report" >/dev/null && fail "lintian reported errors or warnings"

if ((failures)); then
    echo "package test: $failures failure(s)"
    exit 1
fi
echo "package test: all checks passed"
