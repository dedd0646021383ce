#pragma once
// LessonFixtures: what the lesson test programs share: lessons built in the test (written with
// LessonFile, whose own tests check the format), files in a temporary folder, and independent
// truth about a run: the state at a step (ReplayOracle), where a run-to lands (BatchFeeder's own
// predicates) and where the next queen goes (the test's scan for the next Place event).
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <optional>
#include <vector>

#include "BatchFeeder.h"
#include "Lesson.h"
#include "LessonFile.h"
#include "ReplayOracle.h"
#include "StepEvent.h"

namespace lessontest {

inline LessonStop stop(std::uint64_t step, const QString& title) {
    LessonStop s;
    s.step = step;
    s.title = LocalizedText::of(QStringLiteral("en"), title);
    s.narration = LocalizedText::of(QStringLiteral("en"), title + QStringLiteral(" narration"));
    return s;
}

inline Lesson lesson(queens::Algorithm algorithm, int n, bool all, std::vector<LessonStop> stops) {
    Lesson l;
    l.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("Test lesson"));
    l.algorithm = algorithm;
    l.options = BatchFeeder::makeOptions(n, all);
    l.stops = std::move(stops);
    return l;
}

inline QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) return {};
    return path;
}

inline QString write(const QTemporaryDir& dir, const QString& name, const Lesson& l) {
    return write(dir, name, LessonFile::toJson(l));
}

// The step where a run to `kind` from step `from` lands: one past the event that hits.
inline std::optional<std::uint64_t> landing(const Lesson& l, std::uint64_t from,
                                            queens::Breakpoint::Kind kind, std::int64_t k = 0) {
    const auto events = ReplayOracle::events(l.algorithm, l.options, BatchFeeder::kWholeRun);
    const auto hit = BatchFeeder::expectedStop(l.options.n, events, from, kind, k);
    if (!hit) return std::nullopt;
    return *hit + 1;
}

// The square of the first Place event at or after `step` (row = a, column = b).
inline std::optional<std::pair<int, int>> nextPlace(const Lesson& l, std::uint64_t step) {
    const auto events = ReplayOracle::events(l.algorithm, l.options, BatchFeeder::kWholeRun);
    for (std::uint64_t i = step; i < events.size(); ++i)
        if (events[i].kind == queens::EventKind::Place)
            return std::make_pair(int(events[i].a), int(events[i].b));
    return std::nullopt;
}

}  // namespace lessontest
