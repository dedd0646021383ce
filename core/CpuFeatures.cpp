#include "CpuFeatures.h"

namespace queens {

const CpuFeatures& CpuFeatures::get() {
    static const CpuFeatures features = [] {
        CpuFeatures f;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
        __builtin_cpu_init();
        f.avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
                   __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vpopcntdq");
        f.avx2 = __builtin_cpu_supports("avx2");
        f.popcnt = __builtin_cpu_supports("popcnt");
        f.fastPext = f.avx512 && __builtin_cpu_supports("bmi2");
#endif
        return f;
    }();
    return features;
}

}  // namespace queens
