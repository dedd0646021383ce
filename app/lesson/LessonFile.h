#pragma once
// LessonFile: reads and writes lesson files (docs/lesson-format.md), the one place that knows
// the JSON format. Reading checks everything that can be checked without running the search
// (types, ranges, a known algorithm, options the stepper accepts, questions with answers);
// LessonReplay checks the rest. Every refusal is one line for a user that says what is wrong;
// read() prefixes the file's name. Nothing here touches a run or a window.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "Lesson.h"

class LessonFile {
    Q_DECLARE_TR_FUNCTIONS(LessonFile)

public:
    static constexpr qint64 kMaxBytes = qint64{4} << 20;  // 4 MiB
    static constexpr const char* kExtension = "qlesson";
    static constexpr const char* kMimeType = "application/x-queenslab-lesson";

    // The lesson in `bytes`, or nullopt with `*error` set, e.g. "stop 3: a choice question
    // needs an answer".
    static std::optional<Lesson> parse(const QByteArray& bytes, QString* error);
    // The lesson in the file at `path`, or nullopt with `*error` = "FILE: reason" (also for an
    // unreadable path, a directory or a file over kMaxBytes).
    // `bytes` (optional) receives the file's bytes the lesson was parsed from (its identity, e.g.
    // for the SHA-256 of an answers file), so no caller reads the file a second time.
    static std::optional<Lesson> read(const QString& path, QString* error,
                                      QByteArray* bytes = nullptr);
    // How read()'s messages name the file at `path`: its file name (the path when it has none).
    static QString displayName(const QString& path);

    // The file's bytes: indented JSON (keys in alphabetical order, as Qt writes them); parse()
    // of them gives back an equal Lesson.
    static QByteArray toJson(const Lesson& lesson);
    // Writes atomically (QSaveFile); false with `*error` = "FILE: reason".
    static bool write(const Lesson& lesson, const QString& path, QString* error);
};
