#pragma once
// WriteCounter: how many bytes a process has written so far, for the cancel tests that must
// request the cancel while an export is writing its file (not while it is still drawing): Linux's
// "wchar" of /proc/<pid>/io counts the bytes of every write(2), to files, pipes and /dev/null
// alike, so a test waits until it has grown by more than the process writes on its own. -1 where
// there is no /proc. Header-only and pure C++ (no Qt), so that every test layer can use it.
#include <fstream>
#include <string>

namespace queens::testing {

struct WriteCounter {
    // pid 0: this process.
    static long long bytesWritten(long pid = 0) {
        std::ifstream io(pid == 0 ? std::string("/proc/self/io")
                                  : "/proc/" + std::to_string(pid) + "/io");
        std::string key;
        long long value = 0;
        while (io >> key >> value)
            if (key == "wchar:") return value;
        return -1;
    }
};

}  // namespace queens::testing
