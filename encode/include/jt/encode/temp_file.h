// The temporary file a writer fills before renaming it over its target: in the target's own
// directory, so that the rename is atomic and never crosses file systems.
#pragma once

#include <chrono>
#include <filesystem>

#include "jt/encode/result.h"

namespace jt::encode {

// Creates a new empty file ".<name>.<pid>-<n>.part" beside `target` (created exclusively, with
// the permissions a new file gets from the umask) and returns its path. The first time a process
// writes into a directory, it removes the temporary files of that form older than a day there:
// what a render killed outright (SIGKILL, a power cut) left behind.
Result<std::filesystem::path> create_temp_beside(const std::filesystem::path& target);

// Renames `temp` over `target`, which must be missing or an ordinary file (a link, a device or a
// FIFO is an error: resolve_output() says where their bytes go). A file it replaces keeps its
// permissions (as editors do): the temporary file gets them first.
Status move_into_place(const std::filesystem::path& temp, const std::filesystem::path& target);

// Whether `name` is the name of one of our temporary files (".<name>.<pid>-<n>.part").
bool is_temp_file_name(const std::string& name);

// Removes the temporary files process `pid` made beside `target`: a render that crashed could
// not (its parent, a batch, calls this).
void remove_temp_files_left_by(int pid, const std::filesystem::path& target);

// Removes our temporary files in `dir` last written before `before`; returns how many.
int remove_stale_temp_files(const std::filesystem::path& dir,
                            std::filesystem::file_time_type before);

// How old a temporary file must be before a new writer in its directory removes it.
inline constexpr std::chrono::hours kStaleTempAge{24};

}  // namespace jt::encode
