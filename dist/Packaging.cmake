# The Debian package: `cpack -G DEB` (or `cpack`) in the build folder writes
# queenslab_<version>-<revision>_<arch>.deb from the install rules of dist/CMakeLists.txt (the two
# stripped programs, desktop entry, AppStream metadata, icons, man pages, copyright) plus the
# Debian changelog. dpkg-shlibdeps fills Depends from the libraries the programs link, so the list
# follows the build. tests/install builds and inspects the package (docs/packaging.md).
# Included from the top-level CMakeLists.txt after dist/, whose variables it reads.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME queenslab)
set(CPACK_PACKAGE_VENDOR "QueensLab developers")
set(CPACK_PACKAGE_CONTACT "${QUEENSLAB_MAINTAINER}")
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
# Everything a plain install installs, then the component "deb" (Debian changelog, lintian
# overrides).
set(CPACK_INSTALL_CMAKE_PROJECTS
    "${PROJECT_BINARY_DIR};${PROJECT_NAME};ALL;/"
    "${PROJECT_BINARY_DIR};${PROJECT_NAME};deb;/")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE ${QUEENSLAB_DEB_REVISION})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${QUEENSLAB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The zh_CN and zh_TW translations need a font with Chinese glyphs; without one they show boxes,
# while the English interface needs none, so the font is recommended rather than required; so
# are Qt's own translations (the buttons of message boxes and file dialogs).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "watch and solve the N-Queens problem step by step")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "QueensLab is a classroom tool for the N-Queens problem: place N queens on an
N by N board so that no two attack each other. It animates backtracking,
bitmask, symmetric and graph searches and min-conflicts local search one step
at a time, with the pseudo-code line, the board and the statistics in sync.
Runs can be played, paused, stepped and scrubbed, with breakpoints on events.
It browses every solution and its symmetry orbit, and exports boards,
animations and handouts.

The command-line tool queenslab-cli solves, verifies, counts, lists and
traces, and draws boards as PNG, SVG or PDF files.")

include(CPack)
