#pragma once
// LessonAnswers: a student's answers to the questions of one lesson, as plain values: per stop at
// most one answer (what was given and whether it was right), the score, and the answers file of
// docs/lesson-format.md ("The answers file"). It judges nothing itself: the caller records the
// verdict. parseNumber() reads a typed number as a student writes it. No widgets, no run.
#include <QByteArray>
#include <QString>
#include <map>
#include <optional>

#include "Lesson.h"

class LessonAnswers {
public:
    struct Answer {
        LessonQuestion::Kind kind = LessonQuestion::Kind::None;
        int choice = -1;    // Choice: the index picked
        double number = 0;  // Number: the value given
        int row = -1;       // NextQueen: the square picked
        int col = -1;
        bool right = false;
        friend bool operator==(const Answer&, const Answer&) = default;
    };

    void clear() { answers_.clear(); }
    void record(int stop, const Answer& answer) { answers_[stop] = answer; }
    // The answer given at `stop` (counted from 0), or null.
    const Answer* at(int stop) const;
    int right() const;
    int asked() const { return static_cast<int>(answers_.size()); }
    bool isEmpty() const { return answers_.empty(); }

    // The answers file: `lesson` names the lesson (its English title), `lessonBytes` are the
    // lesson file's bytes (their SHA-256 is written).
    QByteArray toJson(const Lesson& lesson, const QByteArray& lessonBytes) const;

    // A number as typed: in the locale's format ("92", "1,5" where the comma is the decimal
    // sign) or in the C locale's ("92.0"); nullopt when it is neither or not finite.
    static std::optional<double> parseNumber(const QString& text);

private:
    std::map<int, Answer> answers_;
};
