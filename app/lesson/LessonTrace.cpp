#include "LessonTrace.h"

#include <QHash>
#include <QJsonArray>
#include <array>
#include <memory>
#include <vector>

#include "AnimationExporter.h"
#include "BoardColors.h"
#include "BoardState.h"
#include "EventDescriber.h"
#include "StepperFactory.h"

namespace {

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

constexpr std::uint64_t kCancelCheckSteps = 1024;
constexpr int kMaxMarkColors = 16;  // a mark's digit holds its kind (0 .. 2) and colour (0 .. 15)

char digit(std::uint64_t v) {
    return LessonTrace::kDigits[v];
}

// `value - previous` as a zig-zag varint of base-32 digits, least significant first: digits
// 32 .. 63 carry five bits and continue, a digit below 32 ends the number.
void appendDelta(QByteArray& out, std::int64_t previous, std::int64_t value) {
    const std::int64_t delta = value - previous;
    std::uint64_t z =
        (static_cast<std::uint64_t>(delta) << 1) ^ static_cast<std::uint64_t>(delta >> 63);
    while (z >= 32) {
        out += digit(32 + (z & 31));
        z >>= 5;
    }
    out += digit(z);
}

// A colour as CSS: "#rrggbb", or "rgba(r, g, b, a)" when it is translucent.
QString cssColor(const QColor& c) {
    if (c.alpha() == 255) return c.name(QColor::HexRgb);
    return QStringLiteral("rgba(%1, %2, %3, %4)")
        .arg(c.red())
        .arg(c.green())
        .arg(c.blue())
        .arg(QString::number(c.alphaF(), 'g', 3));
}

std::int64_t statValue(const QString& key, const BoardState& s) {
    const queens::SearchStats& t = s.stats();
    if (key == QLatin1String("queens")) return s.queenCount();
    if (key == QLatin1String("nodes")) return static_cast<std::int64_t>(t.nodes);
    if (key == QLatin1String("backtracks")) return static_cast<std::int64_t>(t.backtracks);
    if (key == QLatin1String("open")) return t.openSize;
    if (key == QLatin1String("closed")) return t.closedSize;
    if (key == QLatin1String("collisions")) return s.collisions();
    if (key == QLatin1String("swaps")) return static_cast<std::int64_t>(t.swaps);
    if (key == QLatin1String("restarts")) return static_cast<std::int64_t>(t.restarts);
    if (key == QLatin1String("h")) return s.attackingPairs();
    if (key == QLatin1String("moves")) return static_cast<std::int64_t>(t.moves);
    if (key == QLatin1String("sideways")) return static_cast<std::int64_t>(t.sideways);
    if (key == QLatin1String("generations")) return static_cast<std::int64_t>(t.generations);
    return static_cast<std::int64_t>(t.solutions);
}

// Builds the trace's columns one step at a time.
class Recorder {
public:
    Recorder(int n, const QStringList& statKeys)
        : n_(n),
          keys_(statKeys),
          light_(BoardColors::forTheme(false)),
          dark_(BoardColors::forTheme(true)),
          stats_(static_cast<std::size_t>(statKeys.size())),
          previous_(static_cast<std::size_t>(statKeys.size()), 0) {}

    // Step `shown` (the board drawn), after `e` (null at step 0), with the statistics of `now`.
    // False when the marks need more colours than the encoding holds.
    bool add(const BoardState& shown, const BoardState& now, const StepEvent* e) {
        for (int col : shown.placement()) board_ += col < 0 ? '.' : digit(std::uint64_t(col));
        line_ += e ? digit(e->line) : '.';
        const QString caption = EventDescriber::describe(e, shown);
        auto found = captionIndex_.constFind(caption);
        if (found == captionIndex_.cend()) {
            found = captionIndex_.insert(caption, static_cast<int>(captions_.size()));
            captions_.append(caption);
        }
        captionOf_.push_back(*found);
        if (steps_ > 0) marks_ += ',';
        if (e) {
            const std::vector<CellMark> light = AnimationExporter::marksFor(*e, shown, light_);
            const std::vector<CellMark> dark = AnimationExporter::marksFor(*e, shown, dark_);
            for (std::size_t i = 0; i < light.size(); ++i) {
                const int color = colorIndex(light[i].color, dark[i].color);
                if (color < 0) return false;
                marks_ += digit(std::uint64_t(light[i].kind) * kMaxMarkColors + color);
                marks_ += digit(std::uint64_t(light[i].row));
                marks_ += digit(std::uint64_t(light[i].col));
            }
        }
        for (std::size_t k = 0; k < stats_.size(); ++k) {
            const std::int64_t v = statValue(keys_[static_cast<qsizetype>(k)], now);
            appendDelta(stats_[k], previous_[k], v);
            previous_[k] = v;
        }
        ++steps_;
        return true;
    }

    QJsonObject finish() const {
        QJsonObject o;
        o[QStringLiteral("n")] = n_;
        o[QStringLiteral("steps")] = static_cast<qint64>(steps_);
        o[QStringLiteral("board")] = QString::fromLatin1(board_);
        o[QStringLiteral("line")] = QString::fromLatin1(line_);
        o[QStringLiteral("captions")] = QJsonArray::fromStringList(captions_);
        int width = 1;
        while ((std::uint64_t{1} << (6 * width)) < std::uint64_t(captions_.size())) ++width;
        QByteArray caption;
        caption.reserve(static_cast<qsizetype>(captionOf_.size()) * width);
        for (int index : captionOf_)
            for (int d = width - 1; d >= 0; --d)
                caption += digit((std::uint64_t(index) >> (6 * d)) & 63);
        o[QStringLiteral("caption")] = QString::fromLatin1(caption);
        o[QStringLiteral("captionWidth")] = width;
        o[QStringLiteral("marks")] = QString::fromLatin1(marks_);
        QJsonArray colors;
        for (const auto& [light, dark] : colors_)
            colors.append(QJsonArray{cssColor(light), cssColor(dark)});
        o[QStringLiteral("markColors")] = colors;
        QJsonArray stats;
        for (qsizetype k = 0; k < keys_.size(); ++k)
            stats.append(QJsonObject{{QStringLiteral("key"), keys_[k]},
                                     {QStringLiteral("values"),
                                      QString::fromLatin1(stats_[static_cast<std::size_t>(k)])}});
        o[QStringLiteral("stats")] = stats;
        return o;
    }

private:
    int colorIndex(const QColor& light, const QColor& dark) {
        for (std::size_t i = 0; i < colors_.size(); ++i)
            if (colors_[i].first == light && colors_[i].second == dark) return static_cast<int>(i);
        if (colors_.size() >= kMaxMarkColors) return -1;
        colors_.emplace_back(light, dark);
        return static_cast<int>(colors_.size() - 1);
    }

    int n_;
    QStringList keys_;
    BoardColors light_;
    BoardColors dark_;
    std::uint64_t steps_ = 0;
    QByteArray board_;
    QByteArray line_;
    QByteArray marks_;
    QStringList captions_;
    QHash<QString, int> captionIndex_;
    std::vector<int> captionOf_;
    std::vector<std::pair<QColor, QColor>> colors_;
    std::vector<QByteArray> stats_;
    std::vector<std::int64_t> previous_;
};

}  // namespace

QStringList LessonTrace::statKeys(Algorithm algorithm) {
    switch (algorithm) {
        case Algorithm::MinConflicts:
            return {QStringLiteral("queens"), QStringLiteral("collisions"), QStringLiteral("swaps"),
                    QStringLiteral("restarts"), QStringLiteral("solutions")};
        case Algorithm::HillClimbing:
            return {QStringLiteral("h"), QStringLiteral("moves"), QStringLiteral("sideways"),
                    QStringLiteral("restarts"), QStringLiteral("solutions")};
        case Algorithm::SimulatedAnnealing:
            return {QStringLiteral("h"), QStringLiteral("moves"), QStringLiteral("solutions")};
        case Algorithm::TextbookMinConflicts:
            return {QStringLiteral("h"), QStringLiteral("moves"), QStringLiteral("restarts"),
                    QStringLiteral("solutions")};
        case Algorithm::LocalBeam:
        case Algorithm::Genetic:
            return {QStringLiteral("generations"), QStringLiteral("solutions")};
        case Algorithm::Dfs:
        case Algorithm::Bfs:
            return {QStringLiteral("queens"), QStringLiteral("nodes"), QStringLiteral("open"),
                    QStringLiteral("closed"), QStringLiteral("solutions")};
        default:
            return {QStringLiteral("queens"), QStringLiteral("nodes"), QStringLiteral("backtracks"),
                    QStringLiteral("solutions")};
    }
}

std::optional<QJsonObject> LessonTrace::record(const Lesson& lesson,
                                               const std::vector<Range>& ranges, QString* error,
                                               const std::atomic<bool>* cancel) {
    const auto fail = [error](const QString& why) -> std::optional<QJsonObject> {
        if (error) *error = why;
        return std::nullopt;
    };
    const int n = lesson.options.n;
    if (n < 1 || n > kMaxN)
        return fail(tr("a board of %1 × %1 is too large: at most %2 × %2").arg(n).arg(kMaxN));
    if (ranges.empty()) return fail(tr("no steps to record"));
    std::unique_ptr<queens::Stepper> stepper;
    try {
        stepper = queens::StepperFactory::create(lesson.algorithm, lesson.options);
    } catch (const std::exception& ex) {
        return fail(QString::fromUtf8(ex.what()));
    }
    if (error) error->clear();

    std::size_t range = 0;
    const auto wanted = [&](std::uint64_t step) {
        while (range < ranges.size() && ranges[range].last < step) ++range;
        return range < ranges.size() && ranges[range].first <= step;
    };
    const std::uint64_t end = ranges.back().last;
    Recorder recorder(n, statKeys(lesson.algorithm));
    BoardState state(n);
    std::optional<BoardState> lastSolution;  // the board just after the last Solution event
    if (wanted(0)) recorder.add(state, state, nullptr);
    StepEvent e{};
    for (std::uint64_t step = 1; step <= end; ++step) {
        if (step % kCancelCheckSteps == 0 && cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        if (!stepper->next(e))
            return fail(tr("the run ends after %L1 steps, before step %L2").arg(step - 1).arg(end));
        try {
            state.apply(e);
        } catch (const std::exception& ex) {
            return fail(QString::fromUtf8(ex.what()));
        }
        if (e.kind == EventKind::Solution) lastSolution = state;
        if (!wanted(step)) continue;
        // As the main window: a run that ends on an emptied board shows its last solution.
        const bool showLast =
            e.kind == EventKind::Done && lastSolution && state.queenCount() != state.n();
        if (!recorder.add(showLast ? *lastSolution : state, state, &e))
            return fail(tr("step %L1 has more mark colours than a page can hold").arg(step));
    }
    QJsonObject trace = recorder.finish();
    QJsonArray spans;
    for (const Range& r : ranges)
        spans.append(QJsonArray{static_cast<qint64>(r.first), static_cast<qint64>(r.last)});
    trace[QStringLiteral("ranges")] = spans;
    return trace;
}
