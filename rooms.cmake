# SPDX-License-Identifier: GPL-3.0-or-later
# Rooms: a folder of ui/ or app/ per concern, each a library that sees only its own folder and the
# rooms it may include, through an include root of its own (build/seams/<layer>/<room>/, remade
# at every configure so that a room whose list shrinks keeps no stale link). An include against
# the order does not compile; tests/core/tst_purity reads the tables and names the file that tries.
# A room also sees what the rooms it links see (their include roots are public), so the order is
# one way: nothing below ever sees a room above it.

# seabattle_seam(TARGET LAYER ROOM [SEEN ROOM…]): TARGET's include root, holding LAYER/ROOM and
# LAYER/SEEN… only (PUBLIC for a library, PRIVATE for a program).
function(seabattle_seam target layer room)
    set(seam ${PROJECT_BINARY_DIR}/seams/${layer}/${room})
    file(REMOVE_RECURSE ${seam})
    file(MAKE_DIRECTORY ${seam}/${layer})
    foreach(seen IN ITEMS ${room} ${ARGN})
        file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${layer}/${seen} ${seam}/${layer}/${seen} SYMBOLIC)
    endforeach()
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
        target_include_directories(${target} PRIVATE ${seam})
    else()
        target_include_directories(${target} PUBLIC ${seam})
    endif()
endfunction()

# seabattle_room(LAYER ROOM [NAME library] [MAY_INCLUDE ROOM…] [LIBRARIES …] SOURCES file…): the
# library seabattle_LAYER_ROOM (or NAME), compiled from LAYER/ROOM/file…, linking the rooms it may
# include (by their library names, seabattle_LAYER_ROOM unless given as NAME) and LIBRARIES.
function(seabattle_room layer room)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "NAME" "MAY_INCLUDE;LIBRARIES;SOURCES")
    set(library seabattle_${layer}_${room})
    if(arg_NAME)
        set(library ${arg_NAME})
    endif()
    set_property(GLOBAL PROPERTY seabattle_${layer}_${room}_library ${library})
    set(below "")
    foreach(seen IN LISTS arg_MAY_INCLUDE)
        get_property(seen_library GLOBAL PROPERTY seabattle_${layer}_${seen}_library)
        if(NOT seen_library)
            message(FATAL_ERROR "${layer}/${room} may include ${seen}, which is not a room declared before it")
        endif()
        list(APPEND below ${seen_library})
    endforeach()
    list(TRANSFORM arg_SOURCES PREPEND ${PROJECT_SOURCE_DIR}/${layer}/${room}/)
    add_library(${library} STATIC ${arg_SOURCES})
    seabattle_seam(${library} ${layer} ${room} ${arg_MAY_INCLUDE})
    target_link_libraries(${library} PUBLIC seabattle_core ${below} ${arg_LIBRARIES})
endfunction()
