#pragma once
// LanguageMenu: the "Language" menu (System language, English, 简体中文, 繁體中文) that switches
// the running application's language and remembers the choice in QSettings "language" ("system",
// "en", "zh_CN", "zh_TW"). It owns its exclusive actions (languageSystemAction,
// languageEnglishAction, languageZhCnAction, languageZhTwAction); installing is
// TranslationLoader's. The languages' own names are not translated: a reader finds their language
// in any language.
#include <QMenu>
#include <QString>

class QAction;
class QActionGroup;

class LanguageMenu : public QMenu {
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget* parent = nullptr);

    // The saved choice: "system", "en", "zh_CN" or "zh_TW".
    static QString savedChoice();
    // Installs the saved (or the system) language; returns the stem loaded (empty = English).
    static QString applySaved();
    // Installs `code` ("system", "en", "zh_CN", "zh_TW"), saves it and checks its action.
    void choose(const QString& code);
    // The code whose action is checked.
    QString checkedChoice() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    static QString normalized(const QString& code);
    QAction* add(const char* name, const QString& code);
    void checkAction(const QString& code);
    void retranslateUi();

    QActionGroup* group_ = nullptr;
    QAction* system_ = nullptr;
    QAction* english_ = nullptr;
    QAction* zhCn_ = nullptr;
    QAction* zhTw_ = nullptr;
};
