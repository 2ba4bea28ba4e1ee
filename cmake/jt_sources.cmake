# jt_find_files(VAR PATTERN DIR...): the files matching PATTERN (a file name glob, "*.cpp") in each
# DIR and the folders below it, found once, when CMake configures.
#
# No glob runs at build time (CONFIGURE_DEPENDS re-ran every glob on every build). Instead each
# folder searched is a dependency of the build files: adding, removing or renaming a file changes
# its folder's time, so the next build (`cmake --build`, `scripts/build`) re-runs CMake (well under
# a second) and picks the file up. Nothing to list by hand: docs/ARCHITECTURE.md "Adding a file".
function(jt_find_files var pattern)
  set(files)
  foreach(dir IN LISTS ARGN)
    file(GLOB_RECURSE entries LIST_DIRECTORIES true "${dir}/*")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${dir}")
    foreach(entry IN LISTS entries)
      if(IS_DIRECTORY "${entry}")
        set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${entry}")
      else()
        get_filename_component(name "${entry}" NAME)
        string(REPLACE "." "\\." regex "${pattern}")
        string(REPLACE "*" ".*" regex "${regex}")
        if(name MATCHES "^${regex}$")
          list(APPEND files "${entry}")
        endif()
      endif()
    endforeach()
  endforeach()
  list(SORT files)
  set(${var} ${files} PARENT_SCOPE)
endfunction()
