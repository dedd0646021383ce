#pragma once
// CreatedDirectory: removes a directory a command created for its output, unless the command
// succeeded and called keep().
//
// Contract
// - The destructor removes the directory with rmdir only: it must be empty by then (a writer
//   that fails removes its own files first), so nothing but the empty directory is ever
//   deleted. An empty path means there is nothing to remove.
#include <QString>

namespace queens::cli {

class CreatedDirectory {
public:
    explicit CreatedDirectory(const QString& path) : path_(path) {}
    ~CreatedDirectory();
    CreatedDirectory(const CreatedDirectory&) = delete;
    CreatedDirectory& operator=(const CreatedDirectory&) = delete;
    void keep() { path_.clear(); }

private:
    QString path_;
};

}  // namespace queens::cli
