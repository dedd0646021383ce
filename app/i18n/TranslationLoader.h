#pragma once
// TranslationLoader: installs the QueensLab translation that fits a locale, and Qt's own for the
// standard dialogs and QCommandLineParser, into the running application. It owns the installed
// translators. Chinese locales in the traditional script (zh_TW, zh_HK, zh_MO, zh-Hant) get zh_TW,
// other Chinese locales zh_CN, every other language English, the source language. English loads
// queenslab_en, which holds only the plural forms of the source texts ("%n queen(s)" -> "1 queen",
// "2 queens"); it is no language of its own: availableLanguages() and the stems returned leave it
// out (an empty stem means English).
#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;
class QTranslator;

class TranslationLoader {
public:
    // The QueensLab translation file stem for a locale ("zh_CN", "zh_TW"), empty for English.
    static QString languageFor(const QLocale& locale);
    // The languages QueensLab has translations for, as stems ("zh_CN", "zh_TW").
    static QStringList availableLanguages();
    // Installs the translators for `locale` (replacing earlier ones installed by this function)
    // and returns the stem loaded, or an empty string when the application runs in English.
    static QString install(const QLocale& locale = QLocale());
    // Installs a language by its code: "en" (English: no translators), "zh_CN", "zh_TW", or
    // "system" (languageFor(QLocale::system())); an unknown code counts as "system". Replaces
    // the translators installed earlier by install() or installLanguage(), so Qt sends
    // QEvent::LanguageChange to every widget. Returns the stem loaded (empty = English).
    static QString installLanguage(const QString& code);
    // The stem installed last (empty = English).
    static QString installedLanguage();

private:
    static QString installStem(const QString& stem);
    static void removeTranslators();

    static QTranslator* appTranslator_;
    static QTranslator* qtTranslator_;
    static QString installedStem_;
};
