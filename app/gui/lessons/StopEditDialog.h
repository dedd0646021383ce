#pragma once
// StopEditDialog: Lesson > Edit stop…: one stop's title and narration (per language, a
// LocalizedTextEdit each), its question (none, next queen, multiple choice: 2 to 8 answers, one
// a line, the same count in each language, and the right one; number: the answer and a
// tolerance) and optionally a breakpoint to play to from the previous stop, of the kinds
// queens::breakpointApplies() offers for the lesson's algorithm. It edits a copy: stop() gives
// the stop as edited after accepted(); its step stays (the controller computes a runTo's). OK
// refuses, with a line that says why, a stop the lesson file would refuse.
#include <QDialog>

#include "Lesson.h"

class LocalizedTextEdit;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

class StopEditDialog : public QDialog {
    Q_OBJECT

public:
    StopEditDialog(const LessonStop& stop, int index, queens::Algorithm algorithm, int n,
                   QWidget* parent = nullptr);

    // The stop as edited (the dialog's fields must be valid: see problem()).
    LessonStop stop() const;
    // Why the fields do not make a valid stop, empty when they do.
    QString problem() const;

    void accept() override;

private:
    void updateRows();
    LessonQuestion::Kind kind() const;

    LessonStop original_;
    LocalizedTextEdit* title_;
    LocalizedTextEdit* narration_;
    QFormLayout* questionForm_ = nullptr;
    QComboBox* kind_;
    LocalizedTextEdit* prompt_;
    LocalizedTextEdit* choices_;
    QSpinBox* rightChoice_;
    QLineEdit* number_;
    QDoubleSpinBox* tolerance_;
    QCheckBox* runTo_;
    QComboBox* runToKind_;
    QSpinBox* runToK_;
    QLabel* problem_;
};
