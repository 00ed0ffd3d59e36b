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
set(unformatted)
foreach(source IN LISTS sources)
    execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror "${source}" WORKING_DIRECTORY "${SOURCE_DIR}"
                    RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
    if(NOT status EQUAL 0)
        list(APPEND unformatted "${source}")
    endif()
endforeach()
if(unformatted)
    list(JOIN unformatted "\n  " lines)
    message(FATAL_ERROR "format: these files differ from .clang-format (`cmake --build <dir> -t format` fixes them):\n  ${lines}")
endif()
list(LENGTH sources count)
message("format: ${count} files follow .clang-format")
