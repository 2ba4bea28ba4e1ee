# Installing jabbertoon where a system tool's files go (`cmake --install build`, the .deb of
# scripts/package): the command in bin/, its shipped packs in share/jabbertoon/packs (found there
# without --packs: docs/PACKS.md), its man page, and its bash, zsh and fish completions, the last
# the manual made from docs/CLI.md (scripts/man-page), the completions from the built command
# itself (`jabbertoon completion`).
include(GNUInstallDirs)

set(JT_MAN_PAGE ${CMAKE_BINARY_DIR}/jabbertoon.1)
set(JT_MAN_PAGE_GZ ${CMAKE_BINARY_DIR}/jabbertoon.1.gz)
# The package's changelog names the one version (project() in CMakeLists.txt, --version's).
configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.in ${CMAKE_BINARY_DIR}/changelog @ONLY)
set(JT_CHANGELOG_GZ ${CMAKE_BINARY_DIR}/changelog.gz)
set(JT_BASH_COMPLETION ${CMAKE_BINARY_DIR}/completions/jabbertoon)
set(JT_ZSH_COMPLETION ${CMAKE_BINARY_DIR}/completions/_jabbertoon)
set(JT_FISH_COMPLETION ${CMAKE_BINARY_DIR}/completions/jabbertoon.fish)
add_custom_command(
  OUTPUT ${JT_MAN_PAGE} ${JT_BASH_COMPLETION} ${JT_ZSH_COMPLETION} ${JT_FISH_COMPLETION}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/completions
  COMMAND python3 ${PROJECT_SOURCE_DIR}/scripts/man-page ${PROJECT_VERSION}
          ${PROJECT_SOURCE_DIR}/docs/CLI.md > ${JT_MAN_PAGE}
  COMMAND $<TARGET_FILE:jabbertoon> completion bash > ${JT_BASH_COMPLETION}
  COMMAND $<TARGET_FILE:jabbertoon> completion zsh > ${JT_ZSH_COMPLETION}
  COMMAND $<TARGET_FILE:jabbertoon> completion fish > ${JT_FISH_COMPLETION}
  DEPENDS jabbertoon ${PROJECT_SOURCE_DIR}/scripts/man-page ${PROJECT_SOURCE_DIR}/docs/CLI.md
  COMMENT "jabbertoon's man page and shell completions")
# Compressed as Debian's policy asks, without a name or date in the gzip header (-n): the same
# bytes from every build.
add_custom_command(
  OUTPUT ${JT_MAN_PAGE_GZ} ${JT_CHANGELOG_GZ}
  COMMAND gzip -9nc ${JT_MAN_PAGE} > ${JT_MAN_PAGE_GZ}
  COMMAND gzip -9nc ${CMAKE_BINARY_DIR}/changelog > ${JT_CHANGELOG_GZ}
  DEPENDS ${JT_MAN_PAGE} ${CMAKE_BINARY_DIR}/changelog)
add_custom_target(jabbertoon_manual ALL
                  DEPENDS ${JT_MAN_PAGE} ${JT_BASH_COMPLETION} ${JT_ZSH_COMPLETION}
                          ${JT_FISH_COMPLETION} ${JT_MAN_PAGE_GZ} ${JT_CHANGELOG_GZ})

install(TARGETS jabbertoon RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/packs/ DESTINATION ${CMAKE_INSTALL_DATADIR}/jabbertoon/packs)
install(FILES ${JT_MAN_PAGE_GZ} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# Its documentation and examples, with the copyright (DEP-5) and changelog Debian's policy asks for.
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright ${JT_CHANGELOG_GZ}
              ${PROJECT_SOURCE_DIR}/README.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)
install(FILES ${JT_BASH_COMPLETION}
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${JT_ZSH_COMPLETION} DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${JT_FISH_COMPLETION} DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

# The .deb (scripts/package): jabbertoon_VERSION_ARCH.deb, its library dependencies found by
# dpkg-shlibdeps, and what it reads at run time declared: espeak-ng's voices and the fonts the
# captions need (the Noto fonts for other scripts and emoji are recommended).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME jabbertoon)
set(CPACK_PACKAGE_VENDOR "jabbertoon")
set(CPACK_PACKAGE_CONTACT "jabbertoon developers <developers@jabbertoon.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "cartoon compiler and video renderer: JSON block programs to voiced videos")
# Lines under 80 columns with their leading space, as lintian asks of a description.
set(CPACK_PACKAGE_DESCRIPTION
    "jabbertoon turns a cartoon script (the Jabbertoon block language, JSON) into\n\
a finished, voiced video from a terminal, a CI job or a batch script: frames\n\
drawn with Cairo and Pango, lines spoken with espeak-ng, encoded with FFmpeg's\n\
libraries.")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION video)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "espeak-ng-data, fonts-dejavu-core")
# pocketsphinx-en-us: the model recorded lines' mouths are heard with (without it they follow
# the recordings' loudness).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji, pocketsphinx-en-us")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "ffmpeg")
include(CPack)
