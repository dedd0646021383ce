#pragma once
// Small helpers shared by the benchmark programs: a monotonic clock in seconds, the median of
// repeated timings, and the machine's load average (to print beside every table: figures taken on
// a busy machine are not comparable).
#include <algorithm>
#include <chrono>
#include <fstream>
#include <string>
#include <vector>

namespace queens::bench {

inline double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

inline double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// The first `fields` numbers of /proc/loadavg (1, 5 and 15 minutes), or "n/a".
inline std::string loadAverage(int fields = 3) {
    std::ifstream in("/proc/loadavg");
    std::string out, value;
    for (int i = 0; i < fields && in >> value; ++i) out += (i ? " " : "") + value;
    return out.empty() ? std::string("n/a") : out;
}

}  // namespace queens::bench
