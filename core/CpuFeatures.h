#pragma once
// CpuFeatures: which x86-64 instruction-set extensions this processor (and its operating system)
// offers, asked once and read-only afterwards, for the code paths that pick a faster inner loop
// at run time (the program itself is built for any x86-64, no -march). All false elsewhere.
namespace queens {

struct CpuFeatures {
    bool avx512 = false;  // AVX-512 F, VL, BW and VPOPCNTDQ
    bool avx2 = false;
    bool popcnt = false;
    // BMI2 with a PEXT of one cycle: assumed where AVX-512 is present too (AMD's processors
    // before Zen 3 have BMI2 with a PEXT of hundreds of cycles, and no AVX-512).
    bool fastPext = false;

    static const CpuFeatures& get();
};

}  // namespace queens
