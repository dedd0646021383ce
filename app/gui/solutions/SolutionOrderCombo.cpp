#include "SolutionOrderCombo.h"

#include <QEvent>
#include <QLocale>
#include <QSignalBlocker>

SolutionOrderCombo::SolutionOrderCombo(QWidget* parent) : QComboBox(parent) {
    addItem(QString());
    addItem(QString());
    retranslateItems();
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        wanted_ = index == 1;
        emit choiceChanged(wanted_);
    });
    refresh();
}

void SolutionOrderCombo::retranslateItems() {
    setItemText(0, tr("By solution number"));
    setItemText(1, tr("By symmetry class"));
}

void SolutionOrderCombo::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateItems();
        refresh();  // the tool tip
    }
    QComboBox::changeEvent(event);
}

void SolutionOrderCombo::setWantsByClass(bool byClass) {
    wanted_ = byClass;
    refresh();
}

void SolutionOrderCombo::setAvailable(bool available, std::uint64_t rows, int n) {
    available_ = available;
    rows_ = rows;
    n_ = n;
    refresh();
}

void SolutionOrderCombo::refresh() {
    {
        const QSignalBlocker block(this);
        setCurrentIndex(ordersByClass() ? 1 : 0);
    }
    setEnabled(available_);
    setToolTip(available_
                   ? tr("By solution number: the lexicographic order of the boards. By symmetry "
                        "class: the members of each class together (its canonical member "
                        "first), the classes in increasing order.")
                   : tr("The %1 rows of N = %2 are loaded a page at a time as you scroll: the "
                        "whole list is not in memory, so it can only be shown by solution "
                        "number.")
                         .arg(QLocale().toString(static_cast<qulonglong>(rows_)))
                         .arg(n_));
}
