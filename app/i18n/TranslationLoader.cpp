#include "TranslationLoader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

QTranslator* TranslationLoader::appTranslator_ = nullptr;
QTranslator* TranslationLoader::qtTranslator_ = nullptr;
QString TranslationLoader::installedStem_;

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
    stems.removeAll(QStringLiteral("en"));  // English's plural forms, not a translation
    return stems;
}

QString TranslationLoader::install(const QLocale& locale) {
    return installStem(languageFor(locale));
}

QString TranslationLoader::installLanguage(const QString& code) {
    if (code == QLatin1String("en")) return installStem({});
    if (code == QLatin1String("zh_CN") || code == QLatin1String("zh_TW")) return installStem(code);
    return installStem(languageFor(QLocale::system()));
}

QString TranslationLoader::installedLanguage() {
    return installedStem_;
}

void TranslationLoader::removeTranslators() {
    for (QTranslator** t : {&appTranslator_, &qtTranslator_}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
}

QString TranslationLoader::installStem(const QString& stem) {
    auto* app = QCoreApplication::instance();
    removeTranslators();
    installedStem_.clear();
    if (!app) return {};
    if (stem.isEmpty()) {
        // English: the source texts, with their plural forms.
        auto* plurals = new QTranslator(app);
        if (plurals->load(QStringLiteral(":/i18n/queenslab_en"))) {
            QCoreApplication::installTranslator(plurals);
            appTranslator_ = plurals;
        } else {
            delete plurals;
        }
        return {};
    }

    auto* mine = new QTranslator(app);
    if (!mine->load(QStringLiteral(":/i18n/queenslab_") + stem)) {
        delete mine;
        return {};
    }
    QCoreApplication::installTranslator(mine);
    appTranslator_ = mine;
    installedStem_ = stem;

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
