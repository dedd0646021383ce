#include "LessonAnswers.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <cmath>

const LessonAnswers::Answer* LessonAnswers::at(int stop) const {
    const auto it = answers_.find(stop);
    return it == answers_.end() ? nullptr : &it->second;
}

int LessonAnswers::right() const {
    int count = 0;
    for (const auto& [stop, answer] : answers_) count += answer.right ? 1 : 0;
    return count;
}

namespace {
QString kindName(LessonQuestion::Kind kind) {
    switch (kind) {
        case LessonQuestion::Kind::NextQueen:
            return QStringLiteral("next-queen");
        case LessonQuestion::Kind::Choice:
            return QStringLiteral("choice");
        case LessonQuestion::Kind::Number:
            return QStringLiteral("number");
        case LessonQuestion::Kind::None:
            break;
    }
    return {};
}
}  // namespace

QByteArray LessonAnswers::toJson(const Lesson& lesson, const QByteArray& lessonBytes) const {
    QJsonArray list;
    for (const auto& [stop, answer] : answers_) {
        QJsonObject o;
        o.insert(QStringLiteral("stop"), stop);
        o.insert(QStringLiteral("kind"), kindName(answer.kind));
        switch (answer.kind) {
            case LessonQuestion::Kind::Choice:
                o.insert(QStringLiteral("given"), answer.choice);
                break;
            case LessonQuestion::Kind::Number:
                o.insert(QStringLiteral("given"), answer.number);
                break;
            case LessonQuestion::Kind::NextQueen:
                o.insert(QStringLiteral("given"), QJsonObject{{QStringLiteral("row"), answer.row},
                                                              {QStringLiteral("col"), answer.col}});
                break;
            case LessonQuestion::Kind::None:
                break;
        }
        o.insert(QStringLiteral("right"), answer.right);
        list.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("queenslab-answers"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("lesson"), lesson.title.in(QStringLiteral("en")));
    root.insert(QStringLiteral("lessonSha256"),
                QString::fromLatin1(
                    QCryptographicHash::hash(lessonBytes, QCryptographicHash::Sha256).toHex()));
    root.insert(QStringLiteral("answers"), list);
    root.insert(QStringLiteral("score"), QJsonObject{{QStringLiteral("right"), right()},
                                                     {QStringLiteral("asked"), asked()}});
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<double> LessonAnswers::parseNumber(const QString& text) {
    const QString typed = text.trimmed();
    bool ok = false;
    double value = QLocale().toDouble(typed, &ok);
    if (!ok) {
        QLocale c = QLocale::c();
        c.setNumberOptions(QLocale::RejectGroupSeparator);  // "1,5" is no 15
        value = c.toDouble(typed, &ok);
    }
    if (!ok || !std::isfinite(value)) return std::nullopt;
    return value;
}
