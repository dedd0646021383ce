#pragma once
// LessonInfoDialog: Lesson > Edit lesson…: the lesson's title and summary, each per language
// (LocalizedTextEdit). OK needs a title in at least one language. It edits copies; the caller
// reads title() and summary() after accepted().
#include <QDialog>

#include "Lesson.h"

class LocalizedTextEdit;
class QLabel;

class LessonInfoDialog : public QDialog {
    Q_OBJECT

public:
    LessonInfoDialog(const LocalizedText& title, const LocalizedText& summary,
                     QWidget* parent = nullptr);

    LocalizedText title() const;
    LocalizedText summary() const;

    void accept() override;

private:
    LocalizedTextEdit* title_;
    LocalizedTextEdit* summary_;
    QLabel* problem_;
};
