#include "LanguageMenu.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QSettings>

#include "TranslationLoader.h"

namespace {
const QString kSettingsKey = QStringLiteral("language");
const QString kSystem = QStringLiteral("system");
}  // namespace

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(parent) {
    setObjectName(QStringLiteral("languageMenu"));
    group_ = new QActionGroup(this);
    group_->setExclusive(true);
    system_ = add("languageSystemAction", kSystem);
    addSeparator();
    english_ = add("languageEnglishAction", QStringLiteral("en"));
    zhCn_ = add("languageZhCnAction", QStringLiteral("zh_CN"));
    zhTw_ = add("languageZhTwAction", QStringLiteral("zh_TW"));
    // Autonyms: the same in every language.
    english_->setText(QStringLiteral("English"));
    zhCn_->setText(QStringLiteral("简体中文"));
    zhTw_->setText(QStringLiteral("繁體中文"));
    retranslateUi();
    checkAction(savedChoice());
    connect(group_, &QActionGroup::triggered, this,
            [this](QAction* a) { choose(a->data().toString()); });
}

QAction* LanguageMenu::add(const char* name, const QString& code) {
    auto* a = new QAction(this);
    a->setObjectName(QLatin1String(name));
    a->setData(code);
    a->setCheckable(true);
    group_->addAction(a);
    addAction(a);
    return a;
}

QString LanguageMenu::normalized(const QString& code) {
    for (const char* known : {"en", "zh_CN", "zh_TW"})
        if (code == QLatin1String(known)) return code;
    return kSystem;
}

QString LanguageMenu::savedChoice() {
    return normalized(QSettings().value(kSettingsKey, kSystem).toString());
}

QString LanguageMenu::applySaved() {
    return TranslationLoader::installLanguage(savedChoice());
}

void LanguageMenu::choose(const QString& code) {
    const QString choice = normalized(code);
    QSettings().setValue(kSettingsKey, choice);
    checkAction(choice);
    TranslationLoader::installLanguage(choice);
}

QString LanguageMenu::checkedChoice() const {
    const QAction* a = group_->checkedAction();
    return a ? a->data().toString() : kSystem;
}

void LanguageMenu::checkAction(const QString& code) {
    for (QAction* a : group_->actions()) a->setChecked(a->data().toString() == code);
}

void LanguageMenu::retranslateUi() {
    setTitle(tr("&Language"));
    system_->setText(tr("System language"));
}

void LanguageMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMenu::changeEvent(event);
}
