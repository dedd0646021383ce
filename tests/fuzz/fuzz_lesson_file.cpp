// libFuzzer target for LessonFile::parse and LessonReplay::check, what opening a lesson runs.
//
// Input: the bytes of a lesson file.
// Invariants checked, each a __builtin_trap() when broken:
//   - parse() and check() never throw;
//   - a refusal is a reason of one line (no line break), not empty and not longer than a
//     kilobyte, and the files over LessonFile::kMaxBytes and those with a NUL byte are refused;
//   - an accepted lesson keeps the format's ranges: 1 to Lesson::kMaxStops stops, each step at
//     most Lesson::kMaxStep, a title in some language, N and the given queens the algorithm's
//     stepper accepts (StepperFactory::validate), a runTo the algorithm offers, choice questions
//     with 2 to kMaxChoices choices and a right one among them, a number answer and tolerance
//     that are finite (tolerance >= 0), a speed from 0.5 to 10,000 or "max";
//   - toJson() of it parses back to an equal lesson, and toJson() of that is the same bytes;
//   - for a small lesson (n <= 10, lastStep() <= 100,000, and no next-queen question that a
//     min-conflicts run of over 100,000 swaps per restart may answer only after them) the
//     replay ends; when it passes, every
//     stop is reached, every runTo lands on its stop (LessonReplay::landing agrees) and every
//     next-queen question has an answer on the board; when it fails, the reason is one line.
// The same file builds the libFuzzer program (clang, QUEENSLAB_FUZZ, with the app) and, with
// CorpusReplay.cpp, the ctest fuzz_corpus_replay_lesson_file in every build of the app.
#include <QByteArray>
#include <QString>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "Breakpoint.h"
#include "LessonFile.h"
#include "LessonReplay.h"
#include "StepperFactory.h"

namespace {

constexpr int kMaxN = 10;
constexpr std::uint64_t kMaxReplay = 100'000;
constexpr int kMaxReason = 1024;

void check(bool condition) {
    if (!condition) __builtin_trap();
}

bool isOneLine(const QString& reason) {
    return !reason.isEmpty() && reason.size() <= kMaxReason &&
           !reason.contains(QLatin1Char('\n')) && !reason.contains(QLatin1Char('\r'));
}

void checkText(const LocalizedText& t, bool required) {
    if (required) check(!t.isEmpty());
    for (auto it = t.byLanguage.begin(); it != t.byLanguage.end(); ++it) {
        check(LocalizedText::languages().contains(it.key()));
        check(!it.value().trimmed().isEmpty());
    }
}

void checkRanges(const Lesson& l) {
    checkText(l.title, true);
    checkText(l.summary, false);
    check(queens::StepperFactory::validate(l.algorithm, l.options).empty());
    check(!l.stops.empty() && l.stops.size() <= static_cast<std::size_t>(Lesson::kMaxStops));
    check(std::isinf(l.view.speed) ? l.view.speed > 0
                                   : l.view.speed >= 0.5 && l.view.speed <= 10'000);
    for (const QString& p : l.view.panels) check(LessonView::panelNames().contains(p));
    for (const LessonStop& s : l.stops) {
        check(s.step <= Lesson::kMaxStep);
        checkText(s.title, true);
        checkText(s.narration, false);
        if (s.runTo) check(queens::breakpointApplies(s.runTo->kind, l.algorithm));
        const LessonQuestion& q = s.question;
        switch (q.kind) {
            case LessonQuestion::Kind::None:
                break;
            case LessonQuestion::Kind::NextQueen:
                checkText(q.prompt, false);
                break;
            case LessonQuestion::Kind::Choice:
                checkText(q.prompt, true);
                check(q.choices.size() >= 2 &&
                      q.choices.size() <= static_cast<std::size_t>(LessonQuestion::kMaxChoices));
                check(q.answerChoice >= 0 &&
                      static_cast<std::size_t>(q.answerChoice) < q.choices.size());
                for (const LocalizedText& c : q.choices) checkText(c, true);
                break;
            case LessonQuestion::Kind::Number:
                checkText(q.prompt, true);
                check(std::isfinite(q.answerNumber) && std::isfinite(q.tolerance));
                check(q.tolerance >= 0);
                check(q.acceptsNumber(q.answerNumber));
                break;
        }
    }
}

// Small enough to replay on every input: a short run to the last stop, and no next-queen
// question whose answer, the next Place, may come only after a long restart of min-conflicts.
bool isSmall(const Lesson& l) {
    if (l.options.n > kMaxN || l.lastStep() > kMaxReplay) return false;
    if (l.algorithm != queens::Algorithm::MinConflicts ||
        l.options.maxStepsPerRestart <= kMaxReplay)
        return true;
    for (const LessonStop& s : l.stops)
        if (s.question.kind == LessonQuestion::Kind::NextQueen) return false;
    return true;
}

void checkReplay(const Lesson& l) {
    LessonReplay::Result r;
    try {
        r = LessonReplay::check(l);
    } catch (...) {
        __builtin_trap();
    }
    check(!r.cancelled);
    check(r.nextQueen.size() == l.stops.size());
    if (!r.ok()) {
        check(isOneLine(r.error));
        return;
    }
    check(r.eventsReplayed >= l.lastStep());
    for (std::size_t i = 0; i < l.stops.size(); ++i) {
        const LessonStop& s = l.stops[i];
        if (s.question.kind == LessonQuestion::Kind::NextQueen) {
            check(r.nextQueen[i].has_value());
            check(r.nextQueen[i]->row >= 0 && r.nextQueen[i]->row < l.options.n);
            check(r.nextQueen[i]->col >= 0 && r.nextQueen[i]->col < l.options.n);
        } else {
            check(!r.nextQueen[i].has_value());
        }
        if (s.runTo) {
            const std::uint64_t from = i == 0 ? 0 : l.stops[i - 1].step;
            check(LessonReplay::landing(l, from, *s.runTo, s.step + 1) == s.step);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    std::optional<Lesson> lesson;
    try {
        lesson = LessonFile::parse(bytes, &error);
    } catch (...) {
        __builtin_trap();
    }
    if (!lesson) {
        check(isOneLine(error));
        return 0;
    }
    check(error.isEmpty());
    check(bytes.size() <= LessonFile::kMaxBytes && !bytes.contains('\0'));
    checkRanges(*lesson);

    const QByteArray written = LessonFile::toJson(*lesson);
    QString again;
    const std::optional<Lesson> back = LessonFile::parse(written, &again);
    check(back.has_value() && again.isEmpty());
    check(*back == *lesson);
    check(LessonFile::toJson(*back) == written);

    if (isSmall(*lesson)) checkReplay(*lesson);
    return 0;
}
