#include "PseudocodeView.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QHash>
#include <QPainter>
#include <QStaticText>
#include <QStyledItemDelegate>
#include <algorithm>

#include "StepperFactory.h"

namespace {

// Draws a row of a PseudocodeView: its text, wrapped to the row's width, highlighted when it is
// the view's current line. Texts are laid out once per row, weight and width.
class LineDelegate : public QStyledItemDelegate {
public:
    explicit LineDelegate(PseudocodeView* view) : QStyledItemDelegate(view), view_(view) {}

    // Every row as if it were bold (the current line is), so that the highlight never needs a
    // taller row.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QStyleOptionViewItem bold = option;
        bold.font.setBold(true);
        bold.fontMetrics = QFontMetrics(bold.font);
        return QStyledItemDelegate::sizeHint(bold, index);
    }

    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        const bool current = index.row() == view_->currentLine();
        const QPalette& pal = option.palette;
        if (current) p->fillRect(option.rect, pal.brush(QPalette::Highlight));
        const QWidget* w = option.widget;
        const QStyle* style = w ? w->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, w) + 1;
        const QRect box = option.rect.adjusted(margin, 0, -margin, 0);
        QFont font = option.font;
        font.setBold(current);
        const QStaticText& text = laidOut(index, font, box.width());
        p->save();
        p->setFont(font);
        p->setPen(pal.color(current ? QPalette::HighlightedText : QPalette::Text));
        p->drawStaticText(
            QPointF(box.left(), box.top() + (box.height() - text.size().height()) / 2), text);
        p->restore();
    }

    void clear() { texts_.clear(); }

private:
    const QStaticText& laidOut(const QModelIndex& index, const QFont& font, int width) const {
        if (font.bold() ? font != bold_ : font != normal_) {  // another font: start again
            texts_.clear();
            normal_ = font;
            normal_.setBold(false);
            bold_ = font;
            bold_.setBold(true);
        }
        const quint64 key =
            (quint64(quint32(width)) << 33) | (quint64(font.bold()) << 32) | quint32(index.row());
        const auto found = texts_.constFind(key);
        if (found != texts_.constEnd()) return *found;
        QStaticText t(index.data(Qt::DisplayRole).toString());
        t.setTextFormat(Qt::PlainText);
        t.setTextWidth(std::max(1, width));
        t.prepare(QTransform(), font);
        return *texts_.insert(key, t);
    }

    PseudocodeView* view_;
    mutable QFont normal_;
    mutable QFont bold_;
    mutable QHash<quint64, QStaticText> texts_;  // (width, bold, row)
};

}  // namespace

PseudocodeView::PseudocodeView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("pseudocodeView"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    // Long lines wrap rather than hide their end behind a scroll bar.
    setWordWrap(true);
    setUniformItemSizes(false);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    updateFont();
    setItemDelegate(new LineDelegate(this));
}

// A fixed-width family; the size is inherited, so it follows the application's font (which
// presenter mode raises).
void PseudocodeView::updateFont() {
    QFont mono;
    mono.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    mono.setStyleHint(QFont::TypeWriter);
    setFont(mono);
}

QSize PseudocodeView::sizeHint() const {
    return {420, 300};
}

void PseudocodeView::setAlgorithm(queens::Algorithm algorithm) {
    clear();
    static_cast<LineDelegate*>(itemDelegate())->clear();
    current_ = -1;
    algorithm_ = algorithm;
    const int count = static_cast<int>(queens::StepperFactory::pseudocode(algorithm).size());
    for (int row = 0; row < count; ++row) addItem(lineText(row, count));
}

QString PseudocodeView::lineText(int row, int count) const {
    const auto lines = queens::StepperFactory::pseudocode(*algorithm_);
    const std::string_view line = lines[static_cast<std::size_t>(row)];
    const int digits = count >= 10 ? 2 : 1;
    // The steppers' pseudo-code is English; translations may provide it under "Pseudocode".
    const QByteArray source(line.data(), static_cast<qsizetype>(line.size()));
    const QString text = QCoreApplication::translate("Pseudocode", source.constData());
    return QStringLiteral("%1  %2").arg(row + 1, digits).arg(text);
}

void PseudocodeView::retranslateLines() {
    if (!algorithm_) return;
    static_cast<LineDelegate*>(itemDelegate())->clear();
    for (int row = 0; row < count(); ++row) item(row)->setText(lineText(row, count()));
    viewport()->update();
}

void PseudocodeView::setCurrentLine(int line) {
    if (line < 0 || line >= count()) line = -1;
    if (line == current_) return;
    const int old = current_;
    current_ = line;
    updateRow(old);
    updateRow(current_);
    if (current_ >= 0) scrollToItem(item(current_));
}

void PseudocodeView::updateRow(int row) {
    if (QListWidgetItem* it = row >= 0 ? item(row) : nullptr)
        viewport()->update(visualItemRect(it));
}

void PseudocodeView::changeEvent(QEvent* event) {
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) viewport()->update();
    if (event->type() == QEvent::LanguageChange) retranslateLines();
}
