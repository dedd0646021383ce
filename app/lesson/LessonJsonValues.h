#pragma once
// LessonJsonValues: typed reading of the JSON values of a lesson file, for LessonFile. Each
// reader returns the value or throws Refusal with a one-line reason for a user that names the
// value ("stop 3: \"step\" must be a whole number"); values quoted from the file are escaped and
// cut (shown()), so a reason stays one short line whatever the file holds. Pure functions.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include "Lesson.h"

class LessonJsonValues {
public:
    // Thrown by the readers; LessonFile::parse() turns it into its error.
    struct Refusal {
        QString reason;
    };
    [[noreturn]] static void refuse(const QString& reason);

    // A value of the file as a message quotes it: compact JSON, cut after 40 characters.
    static QString shown(const QJsonValue& v);
    // "where: what", or `what` when `where` is empty.
    static QString at(const QString& where, const QString& what);
    // "line L, column C" (1-based) of byte `offset` in `bytes`.
    static QString position(const QByteArray& bytes, int offset);

    static QJsonValue need(const QJsonObject& o, const char* key, const QString& where);
    static double number(const QJsonValue& v, const QString& what);  // finite
    static double integer(const QJsonValue& v, const QString& what, double lo, double hi);
    static bool boolean(const QJsonValue& v, const QString& what);
    static QJsonObject object(const QJsonValue& v, const QString& what);
    static QJsonArray array(const QJsonValue& v, const QString& what);
    // A text: strings by language code (unknown languages are skipped), none empty or too long,
    // at least one.
    static LocalizedText text(const QJsonValue& v, const QString& what);
    static QJsonObject textJson(const LocalizedText& t);
};
