// DecimalLines checked against std::to_chars and '\n', byte for byte:
// - every value from 0 to 2 * 10^6, every value within 3000 of each power of ten up to 10^9
//   (and their negatives), INT_MIN, INT_MAX, and 10^6 random ints over the whole range;
// - it never stores beyond kMaxLineBytes bytes a value (guard bytes after exactly that room).
#include <gtest/gtest.h>

#include <charconv>
#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "DecimalLines.h"
#include "SplitMix64.h"

using namespace queens;

namespace {

std::string expected(const std::vector<int>& values) {
    std::string text;
    char digits[16];
    for (const int v : values) {
        text.append(digits, std::to_chars(digits, digits + sizeof digits, v).ptr);
        text += '\n';
    }
    return text;
}

// The text write() gives, in a buffer of exactly kMaxLineBytes a value followed by guard bytes
// that must stay untouched.
std::string written(const std::vector<int>& values, bool& guardKept) {
    constexpr char kGuard = '\x7f';
    constexpr std::size_t kGuardBytes = 64;
    const std::size_t room = values.size() * DecimalLines::kMaxLineBytes;
    std::vector<char> buffer(room + kGuardBytes, kGuard);
    char* end = DecimalLines::write(values, buffer.data());
    guardKept = true;
    for (std::size_t i = room; i < buffer.size(); ++i) guardKept = guardKept && buffer[i] == kGuard;
    return std::string(buffer.data(), end);
}

void expectSameText(const std::vector<int>& values) {
    bool guardKept = false;
    const std::string text = written(values, guardKept);
    EXPECT_TRUE(guardKept) << "stored beyond kMaxLineBytes a value";
    ASSERT_EQ(text.size(), expected(values).size());
    EXPECT_TRUE(text == expected(values));
}

}  // namespace

TEST(DecimalLines, EveryValueUpToTwoMillion) {
    std::vector<int> values;
    for (int v = 0; v <= 2'000'000; ++v) values.push_back(v);
    expectSameText(values);
}

TEST(DecimalLines, AroundEveryPowerOfTenAndNegatives) {
    std::vector<int> values = {INT_MIN, INT_MIN + 1, INT_MAX, INT_MAX - 1, -1, 0};
    for (std::int64_t power = 10; power <= 1'000'000'000; power *= 10) {
        for (std::int64_t d = -3000; d <= 3000; ++d) {
            const std::int64_t v = power + d;
            values.push_back(static_cast<int>(v));
            values.push_back(static_cast<int>(-v));
        }
    }
    expectSameText(values);
}

TEST(DecimalLines, RandomIntsOverTheWholeRange) {
    SplitMix64 rng(2026);
    std::vector<int> values;
    for (int i = 0; i < 1'000'000; ++i) values.push_back(static_cast<int>(rng.next()));
    expectSameText(values);
}

TEST(DecimalLines, EmptyInputWritesNothing) {
    char buffer[1] = {'x'};
    EXPECT_EQ(DecimalLines::write({}, buffer), buffer);
    EXPECT_EQ(buffer[0], 'x');
}
