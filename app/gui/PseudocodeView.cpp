#include "PseudocodeView.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontDatabase>

#include "StepperFactory.h"

PseudocodeView::PseudocodeView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("pseudocodeView"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    // Long lines wrap rather than hide their end behind a scroll bar.
    setWordWrap(true);
    setUniformItemSizes(false);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(mono.pointSizeF(), font().pointSizeF()));
    setFont(mono);
}

QSize PseudocodeView::sizeHint() const {
    return {420, 300};
}

void PseudocodeView::setAlgorithm(queens::Algorithm algorithm) {
    clear();
    current_ = -1;
    const auto lines = queens::StepperFactory::pseudocode(algorithm);
    const int digits = lines.size() >= 10 ? 2 : 1;
    int number = 1;
    for (std::string_view line : lines) {
        // The steppers' pseudo-code is English; translations may provide it under "Pseudocode".
        const QByteArray source(line.data(), static_cast<qsizetype>(line.size()));
        const QString text = QCoreApplication::translate("Pseudocode", source.constData());
        addItem(QStringLiteral("%1  %2").arg(number++, digits).arg(text));
    }
}

void PseudocodeView::setCurrentLine(int line) {
    if (line < 0 || line >= count()) line = -1;
    if (line == current_) return;
    if (current_ >= 0) paintLine(current_, false);
    current_ = line;
    if (current_ >= 0) {
        paintLine(current_, true);
        scrollToItem(item(current_));
    }
}

void PseudocodeView::paintLine(int line, bool current) {
    QListWidgetItem* it = item(line);
    if (it == nullptr) return;
    QFont f = font();
    f.setBold(current);
    it->setFont(f);
    it->setBackground(current ? palette().brush(QPalette::Highlight) : QBrush());
    it->setForeground(current ? palette().brush(QPalette::HighlightedText) : QBrush());
}

void PseudocodeView::changeEvent(QEvent* event) {
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && current_ >= 0) paintLine(current_, true);
}
