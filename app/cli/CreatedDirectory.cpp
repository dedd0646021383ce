#include "CreatedDirectory.h"

#include <QDir>

namespace queens::cli {

CreatedDirectory::~CreatedDirectory() {
    if (!path_.isEmpty()) QDir().rmdir(path_);
}

}  // namespace queens::cli
