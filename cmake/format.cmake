# SPDX-License-Identifier: GPL-3.0-or-later
# Every C++ file of the project, against .clang-format:
#   cmake -DCLANG_FORMAT=<clang-format> -DSOURCE_DIR=<project> -DMODE=check -P cmake/format.cmake
# MODE=check fails naming each file that differs (CTest's `format` test); MODE=fix rewrites them
# (the `format` build target). Without clang-format the check is skipped (exit 77), and says so.
if(NOT CLANG_FORMAT)
    message("format: clang-format not found; scripts/test installs it")
    cmake_language(EXIT 77)
endif()
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}"
     "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/ui/*.cpp" "${SOURCE_DIR}/ui/*.h"
     "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.h")
list(SORT sources)
if(MODE STREQUAL "fix")
    execute_process(COMMAND "${CLANG_FORMAT}" -i ${sources} WORKING_DIRECTORY "${SOURCE_DIR}"
                    COMMAND_ERROR_IS_FATAL ANY)
    list(LENGTH sources count)
    message("format: ${count} files formatted")
    return()
endif()
# One clang-format for every file (a process a file took half a minute): each difference is a
# warning on standard error that names its file.
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run ${sources} WORKING_DIRECTORY "${SOURCE_DIR}"
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE warnings)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "format: ${CLANG_FORMAT} failed (${status}):\n${warnings}")
endif()
string(REGEX MATCHALL "[^\n]+:[0-9]+:[0-9]+: (warning|error): code should be clang-formatted" found "${warnings}")
set(unformatted)
foreach(line IN LISTS found)
    string(REGEX REPLACE ":[0-9]+:[0-9]+: (warning|error): code should be clang-formatted$" "" file "${line}")
    list(APPEND unformatted "${file}")
endforeach()
list(REMOVE_DUPLICATES unformatted)
if(unformatted)
    list(JOIN unformatted "\n  " lines)
    message(FATAL_ERROR "format: these files differ from .clang-format (`cmake --build <dir> -t format` fixes them):\n  ${lines}")
endif()
list(LENGTH sources count)
message("format: ${count} files follow .clang-format")
