#include "WarningBox.h"

#include <QMessageBox>
#include <utility>

#include "CjkWordBreaks.h"

namespace {
WarningBox::Observer& observer() {
    static WarningBox::Observer o;  // GUI thread only
    return o;
}
}  // namespace

void WarningBox::show(QWidget* parent, const QString& title, const QString& text) {
    if (observer()) {
        observer()(title, text);
        return;
    }
    QMessageBox::warning(parent, title, CjkWordBreaks::keepWordsTogether(text));
}

void WarningBox::setObserver(Observer o) {
    observer() = std::move(o);
}
