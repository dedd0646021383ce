#include "TranslationLoader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

QTranslator* TranslationLoader::appTranslator_ = nullptr;
QTranslator* TranslationLoader::qtTranslator_ = nullptr;

QString TranslationLoader::languageFor(const QLocale& locale) {
    if (locale.language() != QLocale::Chinese) return {};
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                             locale.territory() == QLocale::Taiwan ||
                             locale.territory() == QLocale::HongKong ||
                             locale.territory() == QLocale::Macau;
    return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
}

QStringList TranslationLoader::availableLanguages() {
    QStringList stems;
    const auto files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("queenslab_*.qm")});
    for (const QString& f : files)
        stems << f.mid(int(qstrlen("queenslab_")), f.size() - int(qstrlen("queenslab_.qm")));
    return stems;
}

QString TranslationLoader::install(const QLocale& locale) {
    auto* app = QCoreApplication::instance();
    for (QTranslator** t : {&appTranslator_, &qtTranslator_}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    const QString stem = languageFor(locale);
    if (stem.isEmpty() || !app) return {};

    auto* mine = new QTranslator(app);
    if (!mine->load(QStringLiteral(":/i18n/queenslab_") + stem)) {
        delete mine;
        return {};
    }
    QCoreApplication::installTranslator(mine);
    appTranslator_ = mine;

    // Qt's own texts (optional: Debian's qt6-translations-l10n provides them).
    auto* qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_") + stem,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        qtTranslator_ = qt;
    } else {
        delete qt;
    }
    return stem;
}
