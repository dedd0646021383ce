#pragma once
// Lesson: a run prepared by a teacher, as a plain value: the problem (algorithm and stepper
// options), how to show it, and the ordered stops, each with a title, narration and optionally a
// question or a breakpoint to play to. It holds no events: LessonReplay reproduces the run.
// LessonFile reads and writes it (docs/lesson-format.md); equal lessons write equal files.
#include <QMap>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "Breakpoint.h"
#include "StepperOptions.h"

// A text in several languages ("en", "zh_CN", "zh_TW"). in() falls back to whichever language is
// present: the one asked for, the other Chinese script, English, then the first present.
struct LocalizedText {
    QMap<QString, QString> byLanguage;

    static const QStringList& languages();  // "en", "zh_CN", "zh_TW"
    static LocalizedText of(const QString& language, const QString& text);

    QString in(const QString& language) const;
    bool isEmpty() const { return byLanguage.isEmpty(); }
    void set(const QString& language, const QString& text);  // an empty text removes it

    friend bool operator==(const LocalizedText&, const LocalizedText&) = default;
};

struct LessonQuestion {
    enum class Kind : std::uint8_t { None, NextQueen, Choice, Number };
    Kind kind = Kind::None;
    LocalizedText prompt;
    std::vector<LocalizedText> choices;  // Choice: 2 .. kMaxChoices
    int answerChoice = -1;               // Choice: the right one's index
    double answerNumber = 0;             // Number: the right value
    double tolerance = 0;                // Number: how far from it an answer is still right

    static constexpr int kMaxChoices = 8;
    bool isEmpty() const { return kind == Kind::None; }
    // Number: whether `given` is within the tolerance of the answer.
    bool acceptsNumber(double given) const;

    friend bool operator==(const LessonQuestion&, const LessonQuestion&) = default;
};

struct LessonStop {
    std::uint64_t step = 0;  // events applied when the stop shows
    LocalizedText title;
    LocalizedText narration;
    std::optional<queens::Breakpoint> runTo;  // played to from the previous stop
    LessonQuestion question;

    friend bool operator==(const LessonStop&, const LessonStop&) = default;
};

struct LessonView {
    // Panel names: "problem", "pseudocode", "statistics", "charts", "lists", "tree".
    static const QStringList& panelNames();
    static const QStringList& defaultPanels();
    QStringList panels = defaultPanels();
    bool attacks = false;
    // The h-values of a local search on the board (each square: h if its row's queen moved
    // there): true shows them, false hides them, absent leaves the reader's own choice.
    std::optional<bool> hValues;
    double speed = 5.0;  // steps per second; infinity: as fast as possible

    friend bool operator==(const LessonView&, const LessonView&) = default;
};

struct Lesson {
    static constexpr int kFormatVersion = 1;
    static constexpr int kMaxStops = 500;
    static constexpr std::uint64_t kMaxStep = 1'000'000'000;

    LocalizedText title;
    LocalizedText summary;
    queens::Algorithm algorithm = queens::Algorithm::Backtracking;
    queens::StepperOptions options;
    LessonView view;
    std::vector<LessonStop> stops;

    // The largest step of any stop (0 without stops): how far opening the lesson replays.
    std::uint64_t lastStep() const;

    friend bool operator==(const Lesson&, const Lesson&) = default;
};
