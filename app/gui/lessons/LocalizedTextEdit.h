#pragma once
// LocalizedTextEdit: edits a LocalizedText, one tab per language (English, 简体中文, 繁體中文,
// named in their own script, as the Language menu names them): a line each, or plain text each
// (multiLine; an empty line separates paragraphs). An empty field leaves its language out. It
// owns its fields only.
#include <QTabWidget>
#include <vector>

#include "Lesson.h"

class LocalizedTextEdit : public QTabWidget {
    Q_OBJECT

public:
    explicit LocalizedTextEdit(bool multiLine, QWidget* parent = nullptr);

    void setText(const LocalizedText& text);
    LocalizedText text() const;
    // The field of a language ("en", "zh_CN", "zh_TW"): a QLineEdit or a QPlainTextEdit.
    QWidget* field(const QString& language) const;

private:
    bool multiLine_;
    std::vector<QWidget*> fields_;  // in LocalizedText::languages() order
};
