#pragma once
// CpuClock: the CPU time (user + system) a process has used, in milliseconds, for
// the cancel tests that must pick "a point part-way through the job" and tell "stopped early"
// from "ran to the end" on a machine that is busy with other work: wall time stretches with the
// load of the machine, the CPU time a job needs does not. -1 where the clock is unavailable (no
// /proc, no process CPU clock); a caller then falls back to wall time. Header-only and pure C++
// (POSIX, no Qt), so that every test layer can use it. Not a benchmark: the latencies the tests
// print and bound stay wall time (request -> return), as a user sees them.
#include <pthread.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace queens::testing {

struct CpuClock {
    // This process (every thread of it).
    static long long thisProcessMs() { return read(CLOCK_PROCESS_CPUTIME_ID); }
    // The calling thread only: a job's own work, without the threads that wait for it.
    static long long thisThreadMs() { return read(CLOCK_THREAD_CPUTIME_ID); }
    // The calling thread's CPU clock, which another thread can read (threadMs) while it runs.
    static bool thisThreadClock(clockid_t& id) {
        return pthread_getcpuclockid(pthread_self(), &id) == 0;
    }
    static long long threadMs(clockid_t id) { return read(id); }

    // The children of this process that have ended and been waited for, summed (getrusage
    // RUSAGE_CHILDREN): the difference across one child's wait is that child's whole CPU time.
    static long long endedChildrenMs() {
        rusage usage{};
        if (getrusage(RUSAGE_CHILDREN, &usage) != 0) return -1;
        return ms(usage.ru_utime) + ms(usage.ru_stime);
    }

    // A running process: utime + stime of /proc/<pid>/stat.
    static long long processMs(long pid) {
        std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
        std::string stat;
        if (!std::getline(file, stat)) return -1;
        // After "pid (comm) ": state is field 3, utime field 14, stime field 15. comm may hold
        // spaces and parentheses, so parse from the last ')'.
        const std::size_t close = stat.rfind(')');
        if (close == std::string::npos) return -1;
        std::istringstream fields(stat.substr(close + 1));
        std::string field;
        long long utime = -1;
        long long stime = -1;
        for (int i = 3; i <= 15 && fields >> field; ++i) {
            if (i == 14) utime = std::stoll(field);
            if (i == 15) stime = std::stoll(field);
        }
        const long ticks = sysconf(_SC_CLK_TCK);
        return utime < 0 || stime < 0 || ticks <= 0 ? -1 : (utime + stime) * 1000 / ticks;
    }

    // A running child of this process (parent pid = getpid(), not a zombie), for a test whose code
    // under test starts the child itself (the GUI's queenslab-cli export process); -1 when there is
    // none or no /proc.
    static long childPid() {
        std::error_code error;
        std::filesystem::directory_iterator proc("/proc", error);
        if (error) return -1;
        const std::string self = std::to_string(getpid());
        for (const auto& entry : proc) {
            const std::string name = entry.path().filename().string();
            if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
            std::ifstream file(entry.path() / "stat");
            std::string stat;
            if (!std::getline(file, stat)) continue;
            const std::size_t close = stat.rfind(')');
            if (close == std::string::npos) continue;
            std::istringstream fields(stat.substr(close + 1));
            std::string state;
            std::string parent;
            if (fields >> state >> parent && parent == self && state != "Z") return std::stol(name);
        }
        return -1;
    }

private:
    static long long ms(const timeval& t) {
        return static_cast<long long>(t.tv_sec) * 1000 + t.tv_usec / 1000;
    }

    static long long read(clockid_t id) {
        timespec t{};
        if (clock_gettime(id, &t) != 0) return -1;
        return static_cast<long long>(t.tv_sec) * 1000 + t.tv_nsec / 1'000'000;
    }
};

}  // namespace queens::testing
