// CorpusReplay: a main() for a libFuzzer target without libFuzzer
// (docs/development.md, "Fuzzing").
//
// Usage: <program> CORPUS_DIR [MIN_FILES]
// Runs LLVMFuzzerTestOneInput once on the bytes of every regular file in CORPUS_DIR (sorted by
// name, so a failure is reproducible) and prints how many it ran. It fails (exit 1) when the folder
// is missing, holds no files, or fewer than MIN_FILES (default 1): the kept corpus must not vanish
// silently. A broken invariant in the target traps, which fails the test the same way; a target
// that returns non-zero is also a failure. A trap or abort prints the input's path to stderr first
// (SIGSEGV is left to AddressSanitizer, whose report is better).
// Built with the target's source into the ctest fuzz_corpus_replay_<target>, in every build (gcc or
// clang, with or without sanitizers).
#include <algorithm>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {
std::string current;  // the path of the input being run, for the signal handler

extern "C" void reportInput(int signal) {
    static const char kPrefix[] = "\ncrashing input: ";
    ssize_t ignored = ::write(2, kPrefix, sizeof kPrefix - 1);
    ignored = ::write(2, current.data(), current.size());
    ignored = ::write(2, "\n", 1);
    (void)ignored;
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}
}  // namespace

int main(int argc, char** argv) {
    namespace fs = std::filesystem;
    if (argc < 2 || argc > 3) {
        std::cerr << "usage: " << argv[0] << " CORPUS_DIR [MIN_FILES]\n";
        return 2;
    }
    const fs::path dir = argv[1];
    const long minFiles = argc == 3 ? std::strtol(argv[2], nullptr, 10) : 1;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        std::cerr << "corpus folder " << dir << " does not exist\n";
        return 1;
    }
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.is_regular_file()) files.push_back(entry.path());
    if (ec) {
        std::cerr << "cannot list " << dir << ": " << ec.message() << "\n";
        return 1;
    }
    std::sort(files.begin(), files.end());
    for (const int signal : {SIGILL, SIGABRT, SIGFPE, SIGTRAP}) std::signal(signal, reportInput);
    if (files.empty() || static_cast<long>(files.size()) < std::max(1L, minFiles)) {
        std::cerr << dir << " holds " << files.size() << " files, expected at least "
                  << std::max(1L, minFiles) << "\n";
        return 1;
    }
    for (const fs::path& file : files) {
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            std::cerr << "cannot read " << file << "\n";
            return 1;
        }
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in),
                                      std::istreambuf_iterator<char>()};
        // A copy of exactly the file's size, so ASan sees a read past its end.
        std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
        current = file.string();
        if (LLVMFuzzerTestOneInput(data.data(), data.size()) != 0) {
            std::cerr << file << ": the target returned non-zero\n";
            return 1;
        }
    }
    std::cout << "replayed " << files.size() << " inputs from " << dir << "\n";
    return 0;
}
