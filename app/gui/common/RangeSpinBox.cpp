#include "RangeSpinBox.h"

#include <QLineEdit>

RangeSpinBox::RangeSpinBox(QWidget* parent) : QSpinBox(parent) {
    connect(lineEdit(), &QLineEdit::textChanged, this, &RangeSpinBox::recheck);
    // The spin box writes its text back (on leaving the field, on setValue()) with the line
    // edit's signals blocked: these two say when.
    connect(this, &QAbstractSpinBox::editingFinished, this, &RangeSpinBox::recheck);
    connect(this, &QSpinBox::valueChanged, this, &RangeSpinBox::recheck);
}

void RangeSpinBox::setProblemText(const QString& text) {
    problemText_ = text;
    if (!acceptable_) setToolTip(text);
}

QString RangeSpinBox::problem() const {
    return acceptable_ ? QString() : problemText_;
}

QValidator::State RangeSpinBox::validate(QString& input, int& pos) const {
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Invalid) return state;
    // A whole number out of range stays in the field (Intermediate) so that it can be shown.
    QString digits = input;
    if (digits.startsWith(prefix())) digits.remove(0, prefix().size());
    if (digits.endsWith(suffix())) digits.chop(suffix().size());
    digits = digits.trimmed();
    if (digits.isEmpty() || digits.size() > 10) return state;
    for (const QChar c : digits)
        if (!c.isDigit()) return state;
    return QValidator::Intermediate;
}

void RangeSpinBox::recheck() {
    const bool ok = hasAcceptableInput();
    if (ok == acceptable_) return;
    acceptable_ = ok;
    if (!ok) {
        normalToolTip_ = toolTip();
        setToolTip(problemText_);
        setStyleSheet(QStringLiteral("QSpinBox { border: 2px solid #d32f2f; }"));
    } else {
        setToolTip(normalToolTip_);
        setStyleSheet(QString());
    }
    emit acceptableChanged(ok);
}

void RangeSpinBox::detachAll(QWidget* owner) {
    for (RangeSpinBox* spin : owner->findChildren<RangeSpinBox*>()) spin->disconnect(owner);
}
