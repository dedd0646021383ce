#include "PseudocodeView.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QHash>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "StepperFactory.h"

namespace {

constexpr int kRowPad = 1;            // above and below a row's text
constexpr double kScaleStep = 0.025;  // lineFont()'s sizes tried, as shares of the font

QFont boldOf(QFont font) {
    font.setBold(true);
    return font;
}

// The horizontal margin of a row's text on each side.
int textMargin(const QWidget* w) {
    const QStyle* style = w ? w->style() : QApplication::style();
    return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, w) + 1;
}

// Where a wrapped line's continuation starts: under the line's code (after its number and
// indentation), two spaces further in.
qreal hangingIndent(const QString& text, const QFontMetricsF& fm) {
    qsizetype i = 0;
    while (i < text.size() && text[i].isSpace()) ++i;
    while (i < text.size() && text[i].isDigit()) ++i;
    while (i < text.size() && text[i].isSpace()) ++i;
    return fm.horizontalAdvance(text.left(i)) + 2 * fm.horizontalAdvance(QLatin1Char(' '));
}

// `text` laid out in `width`, wrapped only where it must be, continuation lines indented.
std::shared_ptr<QTextLayout> layOut(const QString& text, const QFont& font, qreal width) {
    auto layout = std::make_shared<QTextLayout>(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout->setTextOption(option);
    const qreal indent = std::min(hangingIndent(text, QFontMetricsF(font)), width / 2);
    layout->beginLayout();
    qreal y = 0;
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
        const qreal x = layout->lineCount() > 1 ? indent : 0;
        line.setLineWidth(std::max<qreal>(1, width - x));
        line.setPosition(QPointF(x, y));
        y += line.height();
    }
    layout->endLayout();
    return layout;
}

// Draws a row of a PseudocodeView in its lineFont(), wrapped (should it have to) to the
// viewport's width, highlighted when it is the view's current line. Texts are laid out once per
// row, weight and width.
class LineDelegate : public QStyledItemDelegate {
public:
    explicit LineDelegate(PseudocodeView* view) : QStyledItemDelegate(view), view_(view) {}

    // Every row as if it were bold (the current line is), so that the highlight never needs a
    // taller row.
    QSize sizeHint(const QStyleOptionViewItem&, const QModelIndex& index) const override {
        const QTextLayout& t = laidOut(index.row(), true);
        return {std::min(static_cast<int>(std::ceil(t.maximumWidth())) + 2 * textMargin(view_),
                         view_->viewport()->width()),
                static_cast<int>(std::ceil(t.boundingRect().height())) + 2 * kRowPad};
    }

    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        const bool current = index.row() == view_->currentLine();
        const QPalette& pal = option.palette;
        if (current) p->fillRect(option.rect, pal.brush(QPalette::Highlight));
        const QTextLayout& t = laidOut(index.row(), current);
        p->save();
        p->setPen(pal.color(current ? QPalette::HighlightedText : QPalette::Text));
        const qreal h = t.boundingRect().height();
        t.draw(p, QPointF(option.rect.left() + textMargin(view_),
                          option.rect.top() + (option.rect.height() - h) / 2));
        p->restore();
    }

    // The lines of row `row` at the view's current width.
    int lineCount(int row) const { return laidOut(row, true).lineCount(); }

    void clear() { texts_.clear(); }

private:
    const QTextLayout& laidOut(int row, bool bold) const {
        const QFont font = bold ? boldOf(view_->lineFont()) : view_->lineFont();
        const int width = std::max(1, view_->viewport()->width() - 2 * textMargin(view_));
        if (font.key() != fontKey_[bold ? 1 : 0]) {  // another font: start again
            texts_.clear();
            fontKey_[0] = view_->lineFont().key();
            fontKey_[1] = boldOf(view_->lineFont()).key();
        }
        const quint64 key = (quint64(quint32(width)) << 33) | (quint64(bold) << 32) | quint32(row);
        const auto found = texts_.constFind(key);
        if (found != texts_.constEnd()) return **found;
        const QListWidgetItem* item = view_->item(row);
        return **texts_.insert(key, layOut(item ? item->text() : QString(), font, width));
    }

    PseudocodeView* view_;
    mutable QString fontKey_[2];
    mutable QHash<quint64, std::shared_ptr<QTextLayout>> texts_;  // (width, bold, row)
};

}  // namespace

PseudocodeView::PseudocodeView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("pseudocodeView"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    // The delegate wraps a line that cannot fit (see lineFont()), never a scroll bar's end.
    setUniformItemSizes(false);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setItemDelegate(new LineDelegate(this));  // before any refit()
    updateFont();
    lineFont_ = font();
}

// A fixed-width family; the size is inherited, so it follows the application's font (which
// presenter mode raises).
void PseudocodeView::updateFont() {
    QFont mono;
    mono.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    mono.setStyleHint(QFont::TypeWriter);
    setFont(mono);
}

// The rows' heights added up as the delegate lays them out in `font` made bold, `width` wide
// (a line with Chinese text may be taller, in a fallback font; a line too wide wraps).
int PseudocodeView::rowsHeight(const QFont& font, int width) const {
    const qreal textWidth = std::max(1, width - 2 * textMargin(this));
    int total = 0;
    for (int row = 0; row < count(); ++row) {
        const auto layout = layOut(item(row)->text(), boldOf(font), textWidth);
        total += static_cast<int>(std::ceil(layout->boundingRect().height())) + 2 * kRowPad;
    }
    return total;
}

QSize PseudocodeView::sizeHint() const {
    if (count() == 0) return {420, 300};
    const QFontMetricsF fm(boldOf(font()));
    qreal widest = 0;
    for (int row = 0; row < count(); ++row)
        widest = std::max(widest, fm.horizontalAdvance(item(row)->text()));
    const int frame = 2 * frameWidth();
    return {static_cast<int>(std::ceil(widest)) + 2 * textMargin(this) + 2 + frame,
            rowsHeight(font(), QWIDGETSIZE_MAX) + frame};
}

int PseudocodeView::visualLineCount(int row) const {
    if (row < 0 || row >= count()) return 0;
    return static_cast<LineDelegate*>(itemDelegate())->lineCount(row);
}

// The font for lines in `inner` (a size inside the frame; a height of -1: any height), and
// whether every line fits it then.
std::pair<QFont, bool> PseudocodeView::fittedFont(QSize inner) const {
    const QFont base = font();
    const int rows = count();
    if (rows == 0 || base.pointSizeF() <= 0) return {base, true};
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const auto scaled = [&base](double scale) {
        QFont f = base;
        f.setPointSizeF(base.pointSizeF() * scale);
        return f;
    };
    // The largest size that fits the width and the height; else the smallest that fits the
    // width beside a scroll bar (the least to scroll); else the smallest (long lines wrap).
    std::optional<QFont> fitsWidth;
    const double least = std::min(1.0, std::max(kMinScale, kMinPointSize / base.pointSizeF()));
    for (double scale = 1.0; scale >= least - 1e-9; scale -= kScaleStep) {
        const QFont f = scaled(scale);
        const QFontMetricsF fm(boldOf(f));
        qreal widest = 0;
        for (int row = 0; row < rows; ++row)
            widest = std::max(widest, fm.horizontalAdvance(item(row)->text()));
        const qreal width = std::ceil(widest) + 2 * textMargin(this) + 2;
        // Fitting even beside a scroll bar, so that one shown for a moment never makes a line
        // wrap (and so keeps itself shown).
        if (width <= inner.width() - scrollBar &&
            (inner.height() < 0 || rowsHeight(f, inner.width()) <= inner.height()))
            return {f, true};
        if (width <= inner.width() - scrollBar) fitsWidth = f;
    }
    return {fitsWidth ? *fitsWidth : scaled(least), false};
}

int PseudocodeView::heightForWidth(int width) const {
    const int frame = 2 * frameWidth();
    return rowsHeight(fittedFont(QSize(width - frame, -1)).first, width - frame) + frame;
}

int PseudocodeView::leastHeight() const {
    QFont least = font();
    if (least.pointSizeF() > 0)
        least.setPointSizeF(
            std::min(least.pointSizeF(), std::max(kMinScale * least.pointSizeF(), kMinPointSize)));
    return rowsHeight(least, contentsRect().width()) + 2 * frameWidth();
}

void PseudocodeView::refit() {
    const QFont chosen = fittedFont(contentsRect().size()).first;
    if (chosen == lineFont_) return;
    lineFont_ = chosen;
    static_cast<LineDelegate*>(itemDelegate())->clear();
    scheduleDelayedItemsLayout();
    viewport()->update();
}

void PseudocodeView::setAlgorithm(queens::Algorithm algorithm) {
    clear();
    static_cast<LineDelegate*>(itemDelegate())->clear();
    current_ = -1;
    algorithm_ = algorithm;
    const int count = static_cast<int>(queens::StepperFactory::pseudocode(algorithm).size());
    for (int row = 0; row < count; ++row) addItem(lineText(row, count));
    refit();
    updateGeometry();
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
    refit();
    updateGeometry();
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

void PseudocodeView::doItemsLayout() {
    QListWidget::doItemsLayout();
    // Rows of another height (a fitted font): the current line stays in view.
    if (current_ >= 0) scrollToItem(item(current_));
}

void PseudocodeView::updateRow(int row) {
    if (QListWidgetItem* it = row >= 0 ? item(row) : nullptr)
        viewport()->update(visualItemRect(it));
}

void PseudocodeView::resizeEvent(QResizeEvent* event) {
    QListWidget::resizeEvent(event);
    refit();
}

void PseudocodeView::changeEvent(QEvent* event) {
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) viewport()->update();
    if (event->type() == QEvent::LanguageChange) retranslateLines();
    if (event->type() == QEvent::FontChange) {
        refit();
        updateGeometry();
    }
}
