#pragma once
// RangeSpinBox: a QSpinBox that shows a number out of its range instead of swallowing it, and
// says what is wrong in place.
//
// A plain QSpinBox refuses the keystroke that would leave its range (typing 1000000 into a
// 10..8192 box stops at 1000) and, on leaving the field, silently puts back its last value. Here
// any whole number of up to 10 digits can be typed; while the text is not a value in range
// (out of range, or empty) the box has a red frame, its tool tip is problem() (set by the owner,
// translated: "The width must be 10 to 8192 pixels."), and acceptableChanged(false) lets the
// owner disable the action that would use the value. value() stays the last value in range;
// leaving the field puts it back (acceptableChanged(true)).
#include <QSpinBox>
#include <QString>

class RangeSpinBox : public QSpinBox {
    Q_OBJECT

public:
    // Disconnects every RangeSpinBox under `owner` from `owner`. Call it first in the owner's
    // destructor: when the window hides during its destruction a field that loses the focus puts
    // its last valid value back and signals it, which would call the owner's slots after the
    // owner's own destructor has run (undefined behaviour; UBSan reports it).
    static void detachAll(QWidget* owner);
    explicit RangeSpinBox(QWidget* parent = nullptr);

    // What to say while the text is not a value in range.
    void setProblemText(const QString& text);
    // "" while the text is a value in range; else the problem text.
    QString problem() const;
    bool isAcceptable() const { return acceptable_; }

    QValidator::State validate(QString& input, int& pos) const override;

signals:
    void acceptableChanged(bool acceptable);

private:
    void recheck();  // after every change of the text

    QString problemText_;
    QString normalToolTip_;
    bool acceptable_ = true;
};
