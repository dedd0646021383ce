#include "LessonJsonValues.h"

#include <QJsonDocument>
#include <cmath>

#include "LessonFile.h"

namespace {
constexpr int kMaxTextLength = 20'000;
constexpr int kMaxShown = 40;  // characters of a value of the file a message quotes
}  // namespace

void LessonJsonValues::refuse(const QString& reason) {
    throw Refusal{reason};
}

// A value of the file as a message quotes it: compact JSON, so that quotes, line breaks and
// control characters are escaped and the message stays one line, cut after kMaxShown characters.
QString LessonJsonValues::shown(const QJsonValue& v) {
    QString s = QString::fromUtf8(
        QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
    if (s.size() > kMaxShown) {
        const int cut = s.at(kMaxShown - 1).isHighSurrogate() ? kMaxShown - 1 : kMaxShown;
        s = s.left(cut) + QStringLiteral("…");
    }
    return s;
}

QString LessonJsonValues::at(const QString& where, const QString& what) {
    return where.isEmpty() ? what : LessonFile::tr("%1: %2").arg(where, what);
}

// Line and column (1-based) of byte `offset` in `bytes`.
QString LessonJsonValues::position(const QByteArray& bytes, int offset) {
    int line = 1, column = 1;
    for (int i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return LessonFile::tr("line %1, column %2").arg(line).arg(column);
}

QJsonValue LessonJsonValues::need(const QJsonObject& o, const char* key, const QString& where) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) refuse(at(where, LessonFile::tr("\"%1\" is missing").arg(key)));
    return v;
}

double LessonJsonValues::number(const QJsonValue& v, const QString& what) {
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        refuse(LessonFile::tr("%1 must be a number").arg(what));
    return v.toDouble();
}

// An integer in [lo, hi].
double LessonJsonValues::integer(const QJsonValue& v, const QString& what, double lo, double hi) {
    const double d = number(v, what);
    if (d != std::floor(d)) refuse(LessonFile::tr("%1 must be a whole number").arg(what));
    if (d < lo || d > hi)
        refuse(LessonFile::tr("%1 must be from %L2 to %L3; got %L4")
                   .arg(what)
                   .arg(lo, 0, 'f', 0)
                   .arg(hi, 0, 'f', 0)
                   .arg(d, 0, 'f', 0));
    return d;
}

bool LessonJsonValues::boolean(const QJsonValue& v, const QString& what) {
    if (!v.isBool()) refuse(LessonFile::tr("%1 must be true or false").arg(what));
    return v.toBool();
}

QJsonObject LessonJsonValues::object(const QJsonValue& v, const QString& what) {
    if (!v.isObject()) refuse(LessonFile::tr("%1 must be an object").arg(what));
    return v.toObject();
}

QJsonArray LessonJsonValues::array(const QJsonValue& v, const QString& what) {
    if (!v.isArray()) refuse(LessonFile::tr("%1 must be an array").arg(what));
    return v.toArray();
}

LocalizedText LessonJsonValues::text(const QJsonValue& v, const QString& what) {
    const QJsonObject o = object(v, what);
    LocalizedText t;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!LocalizedText::languages().contains(it.key())) continue;  // a later version's
        if (!it.value().isString())
            refuse(LessonFile::tr("%1 (%2) must be a string").arg(what, it.key()));
        const QString s = it.value().toString();
        if (s.trimmed().isEmpty()) refuse(LessonFile::tr("%1 (%2) is empty").arg(what, it.key()));
        if (s.size() > kMaxTextLength)
            refuse(LessonFile::tr("%1 (%2) is longer than %L3 characters")
                       .arg(what, it.key())
                       .arg(kMaxTextLength));
        t.set(it.key(), s);
    }
    if (t.isEmpty())
        refuse(LessonFile::tr("%1 has no text in English, Simplified or Traditional Chinese")
                   .arg(what));
    return t;
}

QJsonObject LessonJsonValues::textJson(const LocalizedText& t) {
    QJsonObject o;
    for (auto it = t.byLanguage.begin(); it != t.byLanguage.end(); ++it) o.insert(it.key(), *it);
    return o;
}
