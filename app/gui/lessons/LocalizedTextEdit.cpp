#include "LocalizedTextEdit.h"

#include <QLineEdit>
#include <QPlainTextEdit>

namespace {
QString ownName(const QString& language) {
    if (language == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
    if (language == QLatin1String("zh_TW")) return QStringLiteral("繁體中文");
    return QStringLiteral("English");
}
}  // namespace

LocalizedTextEdit::LocalizedTextEdit(bool multiLine, QWidget* parent)
    : QTabWidget(parent), multiLine_(multiLine) {
    setDocumentMode(true);
    for (const QString& language : LocalizedText::languages()) {
        QWidget* field = nullptr;
        if (multiLine_) {
            auto* edit = new QPlainTextEdit;
            edit->setTabChangesFocus(true);
            field = edit;
        } else {
            field = new QLineEdit;
        }
        field->setObjectName(language);
        fields_.push_back(field);
        addTab(field, ownName(language));
    }
}

QWidget* LocalizedTextEdit::field(const QString& language) const {
    const qsizetype i = LocalizedText::languages().indexOf(language);
    return i < 0 ? nullptr : fields_[static_cast<std::size_t>(i)];
}

void LocalizedTextEdit::setText(const LocalizedText& text) {
    const QStringList& languages = LocalizedText::languages();
    for (qsizetype i = 0; i < languages.size(); ++i) {
        const QString value = text.byLanguage.value(languages[i]);
        QWidget* field = fields_[static_cast<std::size_t>(i)];
        if (multiLine_)
            static_cast<QPlainTextEdit*>(field)->setPlainText(value);
        else
            static_cast<QLineEdit*>(field)->setText(value);
    }
}

LocalizedText LocalizedTextEdit::text() const {
    LocalizedText text;
    const QStringList& languages = LocalizedText::languages();
    for (qsizetype i = 0; i < languages.size(); ++i) {
        QWidget* field = fields_[static_cast<std::size_t>(i)];
        const QString value = multiLine_ ? static_cast<QPlainTextEdit*>(field)->toPlainText()
                                         : static_cast<QLineEdit*>(field)->text();
        text.set(languages[i], multiLine_ ? value.trimmed() : value.simplified());
    }
    return text;
}
