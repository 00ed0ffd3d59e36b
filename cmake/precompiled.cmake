# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers: Qt's widely used headers and the standard library's, parsed once per build
# instead of in each of the ~400 files that include them (that parsing took two thirds of a ui/
# file's compile time; with the header, such a file compiles in less than half the time). One
# header, seabattle_precompiled, serves every target that links Qt: ui/ and app/ rooms, the game,
# the tests, the tools. core/ never sees it (no Qt there), nor do targets without Qt, nor the fuzz
# build (its targets' own sanitizer flags).
#
# GCC uses a precompiled header only where every macro it was made with, and every macro its
# headers test, is defined alike (CMake adds -Winvalid-pch, an error here). So it is made with Qt
# Core's macro alone (QT_CORE_LIB), which every Qt target defines; the headers of Qt Gui and Qt
# Widgets it holds come from their include paths alone, as they test no module macro. Qt Test's
# header tests them (Gui, Widgets, Network), so it is left out. A header of its own for the tests,
# in one flavour per set of those macros, was tried and saved nothing: loading a header this size
# costs about what parsing Qt Test's takes.
#
# Never <QApplication> nor <QGuiApplication>, nor a header that includes them: each redefines qApp
# as its own class, which a target without Qt Widgets would then use (under clang's
# UndefinedBehaviorSanitizer it needs that class's type information, and the link fails).
# ccache and the header: GCC's header is not the same bytes from one compile to the next, and every
# file that uses it is cached under its bytes. ccache keeps the header too, under what it was made
# from; but it also counts the header already beside it in the build folder, if any. So a fresh
# clone (CI) finds its header, then every file, in the cache from the last fresh clone of the same
# sources, while a build folder that makes its header again compiles everything once.
option(SEABATTLE_PCH "Precompile the Qt and standard headers most files include" ON)

set(SEABATTLE_PRECOMPILED_HEADERS
    <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QEvent> <QFile> <QHBoxLayout>
    <QLabel> <QObject> <QPainter> <QPointer> <QPushButton> <QString> <QStringList> <QTimer> <QVBoxLayout>
    <QWidget>
    <algorithm> <array> <chrono> <cstdint> <functional> <map> <memory> <optional> <string> <utility>
    <vector>)

# The Qt modules `target` links, directly or through the libraries it links, Qt's own included
# (Charts brings Widgets): "Core", "Widgets", …
function(seabattle_qt_modules target result)
    set(todo ${target})
    set(seen)
    set(modules)
    while(todo)
        list(POP_FRONT todo name)
        if(name IN_LIST seen)
            continue()
        endif()
        list(APPEND seen ${name})
        if(name MATCHES "^Qt6::(.+)$")
            list(APPEND modules ${CMAKE_MATCH_1})
        endif()
        if(NOT TARGET ${name})
            continue()
        endif()
        get_target_property(linked ${name} LINK_LIBRARIES)
        get_target_property(interface ${name} INTERFACE_LINK_LIBRARIES)
        foreach(library IN LISTS linked interface)
            string(REGEX REPLACE "^\\$<LINK_ONLY:(.+)>$" "\\1" library "${library}")
            if(NOT library MATCHES "^\\$<|-NOTFOUND$")
                list(APPEND todo ${library})
            endif()
        endforeach()
    endwhile()
    set(${result} ${modules} PARENT_SCOPE)
endfunction()

# Every target made under `directory` (and the folders below it).
function(seabattle_targets_under directory result)
    get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
    get_property(folders DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    foreach(folder IN LISTS folders)
        seabattle_targets_under(${folder} more)
        list(APPEND targets ${more})
    endforeach()
    set(${result} ${targets} PARENT_SCOPE)
endfunction()

# A header made without a time stamp under clang: ccache can then reuse what it compiled with it.
function(seabattle_timeless_header target)
    if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        target_compile_options(${target} PRIVATE -Xclang -fno-pch-timestamp)
    endif()
endfunction()

# Called once every target is made (the top-level CMakeLists.txt, at its end): the shared header,
# for every target that links Qt.
function(seabattle_precompile_headers)
    if(NOT SEABATTLE_PCH OR SEABATTLE_FUZZ)
        return()
    endif()
    add_library(seabattle_precompiled STATIC ${PROJECT_SOURCE_DIR}/cmake/precompiled.cpp)
    target_link_libraries(seabattle_precompiled PRIVATE Qt6::Core)
    target_include_directories(seabattle_precompiled PRIVATE
        $<TARGET_PROPERTY:Qt6::Widgets,INTERFACE_INCLUDE_DIRECTORIES>)
    target_precompile_headers(seabattle_precompiled PRIVATE ${SEABATTLE_PRECOMPILED_HEADERS})
    seabattle_timeless_header(seabattle_precompiled)
    seabattle_targets_under(${PROJECT_SOURCE_DIR} targets)
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(NOT type MATCHES "^(STATIC_LIBRARY|EXECUTABLE)$" OR target STREQUAL "seabattle_precompiled")
            continue()
        endif()
        seabattle_qt_modules(${target} modules)
        if("Core" IN_LIST modules)
            target_precompile_headers(${target} REUSE_FROM seabattle_precompiled)
        endif()
    endforeach()
endfunction()
