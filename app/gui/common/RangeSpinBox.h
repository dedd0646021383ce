#pragma once
// RangeSpinBox: a QSpinBox that shows a number typed out of its range instead of swallowing it,
// and says what is wrong in place: while the text is not a value in range the box has a red frame,
// its tool tip is problem(), and acceptableChanged(false) lets the owner disable the action that
// would use it. value() stays the last value in range; leaving the field puts it back.
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
