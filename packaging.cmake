# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: `cpack -G DEB` in the build directory (tst_package builds one, checks it
# with lintian, installs it into a scratch root with dpkg, runs it and removes it). The libraries
# come from dpkg-shlibdeps; what it cannot see (Qt's plugins, loaded at run time) is named here.
# What Debian's policy asks of a package beside the programs: the DEP-5 copyright, the changelog
# (changelog.gz, not changelog.Debian.gz: a version without a Debian revision makes this a native
# package, whose Debian changelog is the upstream one) and the manual pages, compressed as
# dh_compress would (gzip -9n: no name, no time, so the same sources give the same bytes).

set(doc_dir ${CMAKE_INSTALL_DATADIR}/doc/seabattle)
set(packaging_dir ${PROJECT_BINARY_DIR}/packaging)
set(packaging_files)
foreach(page seabattle.6 seabattle-arena.6 changelog)
    configure_file(packaging/${page}.in ${packaging_dir}/${page} @ONLY)
    add_custom_command(OUTPUT ${packaging_dir}/${page}.gz
        COMMAND sh -c "gzip -9n -c '${packaging_dir}/${page}' > '${packaging_dir}/${page}.gz'"
        DEPENDS ${packaging_dir}/${page}
        COMMENT "Compressing ${page}"
        VERBATIM)
    list(APPEND packaging_files ${packaging_dir}/${page}.gz)
endforeach()
add_custom_target(seabattle_packaging_files ALL DEPENDS ${packaging_files})
install(FILES ${packaging_dir}/seabattle.6.gz ${packaging_dir}/seabattle-arena.6.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${packaging_dir}/changelog.gz packaging/copyright ${PROJECT_SOURCE_DIR}/README.md
        DESTINATION ${doc_dir})

set(CPACK_PACKAGE_NAME "seabattle")
set(CPACK_PACKAGE_VENDOR "The Sea Battle developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Battleship against the computer or a friend on the local network")
# Debian wraps nothing: each line of the long description must fit in 80 columns, after the
# space that the control file puts before it.
set(CPACK_PACKAGE_DESCRIPTION "Sea Battle is the classic game of Battleship for the desktop. Place
your fleet, then take turns firing at the enemy's sea until one fleet lies
on the bottom: against four computer levels, or against a friend on the
local network, where neither player can cheat unnoticed. Games are saved
as you play, with statistics and replays. In English, French, Portuguese
and Italian.
.
seabattle-arena plays the computer opponents without a window: it hosts
games to practise against over the network.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${SEABATTLE_HOMEPAGE}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A placeholder address until the project has a mailing list; dpkg requires one.
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Sea Battle developers <seabattle@users.noreply.github.com>")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What the game loads as Qt plugins, which no library links to: the window's platform plugin (xcb,
# wayland) and the SVG image reader (the icons; in libqt6svg6). tst_dependencies checks the list.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
# Qt's own words (standard buttons, file dialogs) in French, Portuguese and Italian.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")

include(CPack)
