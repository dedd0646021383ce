# shellcheck shell=bash
# Checks of an installed QueensLab tree, shared by test_install.sh (a `cmake --install` prefix) and
# test_package.sh (the /usr of the unpacked .deb). Source it, then call
#   check_desktop_tree PREFIX APP_ID VERSION DESKTOP_FILE_VALIDATE APPSTREAMCLI SIZE...
# Each failed check calls fail (counted in $failures); the caller decides the exit code.
#   - bin/queenslab and bin/queenslab-cli are installed, run, and report the project version;
#   - the .desktop file, the metainfo, the SVG icon and one PNG per size are installed where the
#     freedesktop specs look for them, and each PNG really is SIZE x SIZE;
#   - the .desktop file names the installed program and the icon id, and desktop-file-validate
#     prints nothing (no error, warning or hint);
#   - the metainfo names the same id, launchable and version, and appstreamcli validate
#     --pedantic --strict (no network) passes for the file and for the installed tree;
#   - icons and MIME types agree: every icon file is a hicolor icon of a name the tree uses (the
#     desktop entry's Icon= or the icon of a MIME type it defines) in a folder that matches its
#     size; every MIME type the desktop entry handles is defined (by the tree or the system's
#     shared-mime-info), every type the tree defines is handled and has an icon, and the metainfo
#     provides exactly the desktop entry's types.

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# png_size FILE: prints "WIDTH HEIGHT" from the IHDR chunk, or nothing if FILE is not a PNG.
png_size() {
    local b
    read -r -a b <<<"$(od -An -tu1 -N24 "$1" | tr "\n" " ")"
    [ "${b[*]:0:8}" = "137 80 78 71 13 10 26 10" ] || return 0
    echo "$(((b[16] << 24) | (b[17] << 16) | (b[18] << 8) | b[19])) $(((b[20] << 24) | (b[21] << 16) | (b[22] << 8) | b[23]))"
}

# The value of KEY (no locale suffix) in the [Desktop Entry] group of a .desktop file.
desktop_value() {
    sed -n "/^\[Desktop Entry\]/,/^\[/s/^$2=//p" "$1"
}

check_desktop_tree() {
    local prefix="$1" id="$2" version="$3" dfv="$4" ascli="$5"
    shift 5
    local sizes=("$@")
    local share="$prefix/share"
    local desktop="$share/applications/$id.desktop"
    local metainfo="$share/metainfo/$id.metainfo.xml"
    local svg="$share/icons/hicolor/scalable/apps/$id.svg"
    local f size png wh exe out rc

    # Installed files.
    for exe in queenslab queenslab-cli; do
        [ -x "$prefix/bin/$exe" ] || fail "missing executable bin/$exe"
    done
    for f in "$desktop" "$metainfo" "$svg"; do
        [ -s "$f" ] || fail "missing or empty ${f#"$prefix"/}"
    done
    grep -q '<svg' "$svg" 2>/dev/null || fail "${svg#"$prefix"/} is not an SVG"
    for size in "${sizes[@]}"; do
        png="$share/icons/hicolor/${size}x${size}/apps/$id.png"
        if [ ! -s "$png" ]; then
            fail "missing ${png#"$prefix"/}"
            continue
        fi
        wh="$(png_size "$png")"
        [ -n "$wh" ] || { fail "${png#"$prefix"/} is not a PNG"; continue; }
        [ "$wh" = "$size $size" ] || fail "${png#"$prefix"/} is ${wh/ /x}, not ${size}x${size}"
    done

    # The installed programs run and report the project version.
    for exe in queenslab queenslab-cli; do
        [ -x "$prefix/bin/$exe" ] || continue
        out="$("$prefix/bin/$exe" --version 2>&1)"
        grep -qF "$version" <<<"$out" || fail "bin/$exe --version printed '$out', expected version $version"
    done

    # The .desktop file points at the installed program and at the icon id.
    if [ -s "$desktop" ]; then
        local exec_cmd icon
        exec_cmd="$(desktop_value "$desktop" Exec | cut -d' ' -f1)"
        [ -n "$exec_cmd" ] && [ -x "$prefix/bin/$exec_cmd" ] || fail "Exec=$exec_cmd is not an installed program"
        icon="$(desktop_value "$desktop" Icon)"
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

    check_icons_and_mime "$prefix" "$desktop" "$metainfo"
    check_mime_database "$prefix" "$desktop"
}

# check_mime_database PREFIX DESKTOP: the tree's MIME packages compile with update-mime-database
# (shared-mime-info) and each of their glob patterns then names its type, so a file with that
# extension is recognised; a desktop entry that handles types passes the file to the program
# (%f, %F, %u or %U in Exec=).
check_mime_database() {
    local prefix="$1" desktop="$2"
    local share="$prefix/share" db pattern type
    [ -d "$share/mime/packages" ] || return 0
    if [ -s "$desktop" ] && [ -n "$(desktop_value "$desktop" MimeType)" ]; then
        desktop_value "$desktop" Exec | grep -qE ' %[fFuU]( |$)' ||
            fail "the desktop entry handles MIME types but its Exec= takes no file (%f)"
    fi
    command -v update-mime-database >/dev/null ||
        { fail "update-mime-database not found (Debian: shared-mime-info)"; return; }
    db="$(mktemp -d)"
    mkdir -p "$db/packages"
    cp "$share"/mime/packages/*.xml "$db/packages/"
    echo "== update-mime-database <copy of share/mime>"
    local out
    # It notes on success that the copy is not on XDG_DATA_DIRS: only a failure is shown.
    out="$(update-mime-database "$db" 2>&1)" || { echo "$out"; fail "update-mime-database rejected share/mime/packages"; }
    while IFS=$'\t' read -r type pattern; do
        grep -iqE "^[0-9]+:$type:\\$pattern(:|$)" "$db/globs2" ||
            fail "after update-mime-database, $pattern does not map to $type"
        echo "$pattern -> $type"
    done < <(sed -n '/<mime-type /{s/.* type="\([^"]*\)".*/\1/;h};/<glob /{s/.*pattern="\([^"]*\)".*/\1/;G;s/\(.*\)\n\(.*\)/\2\t\1/;p}' \
        "$share"/mime/packages/*.xml)
    rm -rf "$db"
}

# check_icons_and_mime PREFIX DESKTOP METAINFO: the icon / MIME consistency described at the top.
check_icons_and_mime() {
    local prefix="$1" desktop="$2" metainfo="$3"
    local share="$prefix/share"
    local handled=() defined=() provided=() names=() type icon rel dir size wh file

    [ -s "$desktop" ] || return 0
    IFS=';' read -r -a handled <<<"$(desktop_value "$desktop" MimeType)"
    if [ -d "$share/mime/packages" ]; then
        mapfile -t defined < <(grep -oh '<mime-type[^>]* type="[^"]*"' "$share"/mime/packages/*.xml |
            sed 's/.* type="//; s/"$//')
    fi
    [ -s "$metainfo" ] && mapfile -t provided < <(grep -o '<mediatype>[^<]*' "$metainfo" | sed 's/<mediatype>//')

    names=("$(desktop_value "$desktop" Icon)")
    for type in "${handled[@]}"; do
        [ -n "$type" ] || continue
        printf '%s\n' "${defined[@]}" | grep -qxF "$type" || [ -e "/usr/share/mime/$type.xml" ] ||
            fail "MimeType=$type is defined neither by share/mime/packages nor by the system"
    done
    for type in "${defined[@]}"; do
        printf '%s\n' "${handled[@]}" | grep -qxF "$type" ||
            fail "share/mime/packages defines $type, which the desktop entry does not handle"
        icon="${type/\//-}"
        ls "$share"/icons/hicolor/*/mimetypes/"$icon".* >/dev/null 2>&1 ||
            fail "MIME type $type has no icon hicolor/*/mimetypes/$icon"
        names+=("$icon")
    done
    [ "$(printf '%s\n' "${handled[@]}" | grep . | sort)" = "$(printf '%s\n' "${provided[@]}" | grep . | sort)" ] ||
        fail "metainfo <mediatype>s (${provided[*]}) differ from the desktop entry's MimeType (${handled[*]})"

    # Every icon file: hicolor/SIZE/{apps,mimetypes}/NAME.EXT with NAME in use and SIZE right.
    while IFS= read -r -d '' file; do
        rel="${file#"$share/icons/"}"
        if [[ ! "$rel" =~ ^hicolor/([^/]+)/(apps|mimetypes)/([^/]+)\.(png|svg)$ ]]; then
            fail "icon ${rel} is not hicolor/SIZE/{apps,mimetypes}/NAME.{png,svg}"
            continue
        fi
        dir="${BASH_REMATCH[1]}" icon="${BASH_REMATCH[3]}"
        printf '%s\n' "${names[@]}" | grep -qxF "$icon" ||
            fail "icon $rel is named by neither Icon= nor a MIME type of the tree"
        if [ "${BASH_REMATCH[4]}" = svg ]; then
            [ "$dir" = scalable ] || fail "SVG icon $rel is not under hicolor/scalable"
        else
            size="${dir%%x*}"
            wh="$(png_size "$file")"
            [[ "$dir" =~ ^[0-9]+x[0-9]+$ ]] && [ "$wh" = "$size ${dir#*x}" ] ||
                fail "PNG icon $rel is ${wh/ /x} pixels, not as its folder says"
        fi
    done < <(find "$share/icons" -type f -print0 2>/dev/null)
}
