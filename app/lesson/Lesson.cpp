#include "Lesson.h"

#include <algorithm>
#include <cmath>

const QStringList& LocalizedText::languages() {
    static const QStringList list = {QStringLiteral("en"), QStringLiteral("zh_CN"),
                                     QStringLiteral("zh_TW")};
    return list;
}

LocalizedText LocalizedText::of(const QString& language, const QString& text) {
    LocalizedText t;
    t.set(language, text);
    return t;
}

QString LocalizedText::in(const QString& language) const {
    if (byLanguage.isEmpty()) return {};
    const auto found = byLanguage.constFind(language);
    if (found != byLanguage.cend()) return *found;
    const QString otherScript = language == QLatin1String("zh_CN")   ? QStringLiteral("zh_TW")
                                : language == QLatin1String("zh_TW") ? QStringLiteral("zh_CN")
                                                                     : QString();
    if (!otherScript.isEmpty() && byLanguage.contains(otherScript)) return byLanguage[otherScript];
    if (byLanguage.contains(QStringLiteral("en"))) return byLanguage[QStringLiteral("en")];
    for (const QString& l : languages())
        if (byLanguage.contains(l)) return byLanguage[l];
    return byLanguage.first();
}

void LocalizedText::set(const QString& language, const QString& text) {
    if (text.isEmpty())
        byLanguage.remove(language);
    else
        byLanguage.insert(language, text);
}

bool LessonQuestion::acceptsNumber(double given) const {
    return kind == Kind::Number && std::isfinite(given) &&
           std::abs(given - answerNumber) <= tolerance;
}

const QStringList& LessonView::panelNames() {
    static const QStringList list = {QStringLiteral("problem"),    QStringLiteral("pseudocode"),
                                     QStringLiteral("statistics"), QStringLiteral("charts"),
                                     QStringLiteral("lists"),      QStringLiteral("tree")};
    return list;
}

const QStringList& LessonView::defaultPanels() {
    static const QStringList list = {QStringLiteral("pseudocode"), QStringLiteral("statistics"),
                                     QStringLiteral("charts")};
    return list;
}

std::uint64_t Lesson::lastStep() const {
    std::uint64_t last = 0;
    for (const LessonStop& s : stops) last = std::max(last, s.step);
    return last;
}
