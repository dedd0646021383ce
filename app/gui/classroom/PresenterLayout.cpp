#include "PresenterLayout.h"

#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLayout>
#include <QMainWindow>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionMenuItem>
#include <QTimer>
#include <QToolBar>
#include <QVariant>
#include <algorithm>

namespace {
// Between the last menu and the tool bar in the menu bar's row, in pixels.
constexpr int kMenuRowGap = 16;

// Holds the tool bar in the menu bar's corner. QMenuBar gives a corner widget the width of its
// size hint, so the hint is what is limited to the width the menus leave.
class MenuRowHolder : public QWidget {
public:
    using QWidget::QWidget;
    // True when the limit changed.
    bool setWidthLimit(int width) {
        if (width == limit_) return false;
        limit_ = width;
        updateGeometry();
        return true;
    }
    QSize sizeHint() const override {
        QSize hint = QWidget::sizeHint();
        hint.setWidth(std::min(hint.width(), limit_));
        return hint;
    }

private:
    int limit_ = QWIDGETSIZE_MAX;
};

// The heights `dock` needs to show all of its content `width` wide: the least (a widget that
// fits its font to its size says so in its property "leastHeight") and the height it wants. A
// scroll area's content counts, not the scroll area's own, bounded hint.
struct Need {
    int least;
    int wanted;
    bool fitsItself;  // it has a leastHeight
};

// What a dock shows: a scroll area's content, else the dock's widget.
QWidget* contentOf(QDockWidget* dock) {
    auto* area = qobject_cast<QScrollArea*>(dock->widget());
    return area != nullptr && area->widget() != nullptr ? area->widget() : dock->widget();
}
Need contentHeight(QDockWidget* dock, int width) {
    QWidget* w = dock->widget();
    if (w == nullptr) return {dock->sizeHint().height(), dock->sizeHint().height(), false};
    int frame = 0;
    if (auto* area = qobject_cast<QScrollArea*>(w); area != nullptr && area->widget() != nullptr) {
        frame = 2 * area->frameWidth();
        w = area->widget();
    }
    const int extra = std::max(0, dock->height() - dock->widget()->height()) + frame;
    const int h = w->heightForWidth(std::max(1, width - frame));
    // A view that scrolls its own content states its need through heightForWidth(); the size
    // hint of any other widget is what its content needs.
    const bool view = qobject_cast<QAbstractScrollArea*>(w) != nullptr;
    const int wanted =
        std::max({h, w->minimumSizeHint().height(), view ? 0 : w->sizeHint().height()});
    const QVariant least = w->property("leastHeight");
    return {extra + (least.isValid() ? std::min(least.toInt(), wanted) : wanted), extra + wanted,
            least.isValid()};
}

}  // namespace

PresenterLayout::PresenterLayout(QMainWindow* window, QObject* parent)
    : QObject(parent), window_(window) {
    if (window_) window_->installEventFilter(this);
}

void PresenterLayout::setDocks(const QList<QDockWidget*>& column,
                               const QList<QDockWidget*>& hidden) {
    column_.clear();
    for (QDockWidget* d : column) column_.append(d);
    hidden_.clear();
    for (QDockWidget* d : hidden) hidden_.append(d);
}

void PresenterLayout::setMenuRowToolBar(QToolBar* bar) {
    menuRowBar_ = bar;
}

QStatusBar* PresenterLayout::statusBar() const {
    // Not QMainWindow::statusBar(), which would make one.
    return window_ ? window_->findChild<QStatusBar*>(QString(), Qt::FindDirectChildrenOnly)
                   : nullptr;
}

void PresenterLayout::enter(bool arrangeDocks) {
    if (active_ || !window_) return;
    active_ = true;
    if (QStatusBar* bar = statusBar()) {
        statusBarShown_ = !bar->isHidden();
        bar->hide();
    }
    if (arrangeDocks) arrangeDefault();
    // The column reaches the bottom (a layout restored from settings may not say so): a dock at
    // the bottom (the search tree) goes under the board, not under the pseudo-code and a lesson.
    window_->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setToolBarInMenuRow(true);
    scheduleFit();  // once the fonts, the full-screen size and the layout have settled
}

void PresenterLayout::leave() {
    if (!active_) return;
    setToolBarInMenuRow(false);
    if (QStatusBar* bar = statusBar()) bar->setVisible(statusBarShown_);
    for (const QPointer<QWidget>& w : shrunk_)
        if (w) w->setFont(QFont());  // the inherited font again
    shrunk_.clear();
    fontScale_ = 1.0;
    active_ = false;
}

// The column's docks stacked on the right in their order, the others given hidden.
void PresenterLayout::arrangeDefault() {
    for (const QPointer<QDockWidget>& d : hidden_)
        if (d) d->hide();
    for (const QPointer<QDockWidget>& d : column_) {
        if (!d) continue;
        d->setFloating(false);
        window_->addDockWidget(Qt::RightDockWidgetArea, d, Qt::Vertical);
        d->show();
    }
}

void PresenterLayout::setToolBarInMenuRow(bool into) {
    if (!window_ || !menuRowBar_ || into == toolBarInMenuRow() || (into && !active_)) return;
    QMenuBar* menus = window_->menuBar();
    if (into) {
        if (window_->toolBarArea(menuRowBar_) != Qt::TopToolBarArea || menuRowBar_->isHidden())
            return;  // the user put it elsewhere or closed it: leave it there
        window_->removeToolBar(menuRowBar_);
        menuRow_ = new MenuRowHolder(menus);
        auto* row = new QHBoxLayout(menuRow_);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(menuRowBar_);
        menuRowBar_->show();
        menus->setCornerWidget(menuRow_, Qt::TopRightCorner);
        menuRow_->show();
        fitMenuRow();
    } else {
        menus->setCornerWidget(nullptr, Qt::TopRightCorner);
        window_->addToolBar(Qt::TopToolBarArea, menuRowBar_);  // takes it out of the holder
        menuRowBar_->show();
        delete menuRow_;
        menuRow_ = nullptr;
    }
}

// The menus first: the tool bar gets the rest of the row (what does not fit goes to its
// extension menu).
void PresenterLayout::fitMenuRow() {
    if (!menuRow_ || !window_) return;
    QMenuBar* menus = window_->menuBar();
    // The menus' titles as the style sizes them (QMenuBar's own hint leaves the corner out).
    const QStyle* style = menus->style();
    int menusWidth = 2 * (style->pixelMetric(QStyle::PM_MenuBarHMargin, nullptr, menus) +
                          style->pixelMetric(QStyle::PM_MenuBarPanelWidth, nullptr, menus));
    const int spacing = style->pixelMetric(QStyle::PM_MenuBarItemSpacing, nullptr, menus);
    for (QAction* a : menus->actions()) {
        if (!a->isVisible() || a->isSeparator()) continue;
        QStyleOptionMenuItem option;
        option.initFrom(menus);
        option.menuItemType = QStyleOptionMenuItem::Normal;
        option.text = a->text();
        const QSize text(menus->fontMetrics().size(Qt::TextShowMnemonic, a->text()));
        menusWidth +=
            style->sizeFromContents(QStyle::CT_MenuBarItem, &option, text, menus).width() + spacing;
    }
    auto* holder = static_cast<MenuRowHolder*>(menuRow_.data());
    if (holder->setWidthLimit(std::max(0, window_->width() - menusWidth - kMenuRowGap)))
        menus->setCornerWidget(holder, Qt::TopRightCorner);  // lays the menu bar out again
}

bool PresenterLayout::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LanguageChange))
        scheduleFit();  // another size, or texts of other widths
    return QObject::eventFilter(watched, event);
}

void PresenterLayout::scheduleFit() {
    if (!active_ || fitPending_) return;
    fitPending_ = true;
    QTimer::singleShot(0, this, &PresenterLayout::fit);
}

void PresenterLayout::fit() {
    fitPending_ = false;
    if (!active_ || !window_) return;
    fitMenuRow();
    QList<QDockWidget*> docks;
    for (const QPointer<QDockWidget>& d : column_)
        if (d && d->isVisible() && !d->isFloating() &&
            window_->dockWidgetArea(d) == Qt::RightDockWidgetArea)
            docks << d;
    if (docks.isEmpty()) return;
    window_->layout()->activate();  // the docks' current heights, after any move
    // As wide as the widest content wants, up to kMaxColumnShare of the window.
    int width = 0;
    for (QDockWidget* d : docks) width = std::max(width, d->sizeHint().width());
    width = std::min(width, static_cast<int>(window_->width() * kMaxColumnShare));
    window_->resizeDocks(docks, QList<int>(docks.size(), width), Qt::Horizontal);
    window_->layout()->activate();  // at once: the heights below are the ones at that width
    int total = 0;
    QList<Need> needs;
    for (QDockWidget* d : docks) {
        total += d->height();
        needs << contentHeight(d, width);
    }
    int least = 0;
    for (const Need& n : needs) least += n.least;
    if (least > total && docks.size() > 1 && fontScale_ > kMinFontScale) {
        // Not all above each other: the docks that do not fit their font themselves take a
        // smaller one (the statistics), down to kMinFontScale of the application's.
        int fixed = 0, fitting = 0;
        for (const Need& n : needs) (n.fitsItself ? fitting : fixed) += n.least;
        const double share = fixed > 0 ? static_cast<double>(total - fitting) / fixed : 1.0;
        fontScale_ = std::clamp(fontScale_ * share, kMinFontScale,
                                std::max(kMinFontScale, fontScale_ - 0.05));
        QFont font = QApplication::font();
        font.setPointSizeF(font.pointSizeF() * fontScale_);
        for (qsizetype i = 0; i < docks.size(); ++i)
            if (!needs[i].fitsItself) {
                contentOf(docks[i])->setFont(font);
                shrunk_.append(contentOf(docks[i]));
            }
        scheduleFit();  // measured again in that font
        return;
    }
    if (docks.size() < 2) return;
    // Top to bottom, each the height it wants while the others still get their least; the last
    // takes what is left over.
    QList<int> heights;
    int rest = total - least;
    if (rest < 0) {
        // Not even their least fits, at the smallest fonts: each a share of the column as large
        // as its share of the least, so that no dock is left without room (they scroll).
        for (const Need& n : needs) heights << static_cast<int>(qint64{n.least} * total / least);
    } else {
        for (const Need& n : needs) {
            const int more = std::min(n.wanted - n.least, rest);
            heights << n.least + more;
            rest -= more;
        }
        heights.back() += rest;
    }
    window_->resizeDocks(docks, heights, Qt::Vertical);
    window_->layout()->activate();  // at once: a later layout of the window keeps them
}
