#include "PresenterMode.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionMenuItem>
#include <QTimer>
#include <QToolBar>
#include <algorithm>
#include <array>

#include "AppStyle.h"
#include "BoardColors.h"

namespace {
using Mode = BoardWidget::PointerMode;

struct PointerEntry {
    Mode mode;
    const char* objectName;
    const char* key;  // in QSettings
};
constexpr std::array<PointerEntry, 6> kPointers = {{
    {Mode::Off, "pointerOffAction", "off"},
    {Mode::Row, "pointerRowAction", "row"},
    {Mode::Column, "pointerColumnAction", "column"},
    {Mode::Diagonal, "pointerDiagonalAction", "diagonal"},
    {Mode::AntiDiagonal, "pointerAntiDiagonalAction", "antidiagonal"},
    {Mode::QueenLines, "pointerQueenLinesAction", "queenlines"},
}};

const QString kDarkKey = QStringLiteral("view/darkTheme");
const QString kColorBlindKey = QStringLiteral("view/colorBlind");
const QString kPointerKey = QStringLiteral("view/pointer");
// The version of the saved presenter layout (QMainWindow::saveState): layouts of another
// version are not restored, the default presenter layout is arranged instead.
constexpr int kPresenterLayoutVersion = 1;
// Between the last menu and the tool bar in the menu bar's row, in pixels.
constexpr int kMenuRowGap = 16;

// The height `dock` needs to show all of its content `width` wide: a scroll area's content
// (not the scroll area's own, bounded hint), as tall as it wants at that width.
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

int contentHeight(QDockWidget* dock, int width) {
    QWidget* w = dock->widget();
    if (w == nullptr) return dock->sizeHint().height();
    int frame = 0;
    if (auto* area = qobject_cast<QScrollArea*>(w); area != nullptr && area->widget() != nullptr) {
        frame = 2 * area->frameWidth();
        w = area->widget();
    }
    const int title = std::max(0, dock->height() - dock->widget()->height());
    const int inner = std::max(1, width - frame);
    const int h = w->hasHeightForWidth() ? w->heightForWidth(inner) : -1;
    return title + frame + std::max({h, w->sizeHint().height(), w->minimumSizeHint().height()});
}

int indexOf(Mode mode) {
    for (std::size_t i = 0; i < kPointers.size(); ++i)
        if (kPointers[i].mode == mode) return static_cast<int>(i);
    return 0;
}
}  // namespace

PresenterMode::PresenterMode(QMainWindow* window, BoardWidget* board, QObject* parent)
    : QObject(parent), window_(window), board_(board) {
    presenter_ = new QAction(this);
    presenter_->setObjectName(QStringLiteral("presenterModeAction"));
    presenter_->setCheckable(true);
    presenter_->setShortcut(QKeySequence(Qt::Key_F5));
    dark_ = new QAction(this);
    dark_->setObjectName(QStringLiteral("darkThemeAction"));
    dark_->setCheckable(true);
    colorBlind_ = new QAction(this);
    colorBlind_->setObjectName(QStringLiteral("colorBlindAction"));
    colorBlind_->setCheckable(true);
    pointerGroup_ = new QActionGroup(this);
    pointerGroup_->setExclusive(true);
    for (std::size_t i = 0; i < kPointers.size(); ++i) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromLatin1(kPointers[i].objectName));
        a->setCheckable(true);
        a->setData(static_cast<int>(i));
        pointerGroup_->addAction(a);
        pointerActions_[i] = a;
    }
    retranslate();

    // The saved choices (the theme only when it differs from what the application shows).
    const QSettings settings;
    const bool dark = settings.value(kDarkKey, AppStyle::current().dark).toBool();
    const bool colorBlind = settings.value(kColorBlindKey, false).toBool();
    const QString pointer = settings.value(kPointerKey, QStringLiteral("off")).toString();
    Mode mode = Mode::Off;
    for (const PointerEntry& e : kPointers)
        if (pointer == QLatin1String(e.key)) mode = e.mode;
    dark_->setChecked(dark);
    colorBlind_->setChecked(colorBlind);
    pointerActions_[indexOf(mode)]->setChecked(true);
    if (dark != AppStyle::current().dark) setDark(dark);
    if (colorBlind != (BoardColors::defaultScheme() == BoardColors::Scheme::ColorBlindSafe))
        setColorBlind(colorBlind);
    setPointer(mode, false);

    connect(presenter_, &QAction::toggled, this, &PresenterMode::setPresenting);
    connect(dark_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kDarkKey, on);
        setDark(on);
    });
    connect(colorBlind_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kColorBlindKey, on);
        setColorBlind(on);
    });
    connect(pointerGroup_, &QActionGroup::triggered, this, [this](QAction* a) {
        setPointer(kPointers[static_cast<std::size_t>(a->data().toInt())].mode, true);
    });
    if (window_) window_->installEventFilter(this);
}

QAction* PresenterMode::pointerAction(BoardWidget::PointerMode mode) const {
    return pointerActions_[indexOf(mode)];
}

void PresenterMode::retranslate() {
    presenter_->setText(tr("P&resenter Mode"));
    presenter_->setToolTip(
        tr("Full screen, large fonts, high contrast and the laser pointer, for a projector"));
    dark_->setText(tr("&Dark Theme"));
    dark_->setToolTip(tr("Light text on a dark background"));
    colorBlind_->setText(tr("&Colour-Blind-Safe Colours"));
    colorBlind_->setToolTip(
        tr("Colours told apart under every common colour-vision deficiency, with shapes too"));
    const std::array<QString, 6> texts = {tr("Pointer &Off"),
                                          tr("Pointer: &Row"),
                                          tr("Pointer: &Column"),
                                          tr("Pointer: &Diagonal \\"),
                                          tr("Pointer: &Anti-Diagonal /"),
                                          tr("Pointer: &Queen Lines")};
    for (std::size_t i = 0; i < texts.size(); ++i) pointerActions_[i]->setText(texts[i]);
    for (const QPointer<QMenu>& m : menus_)
        if (m) m->setTitle(tr("&Presenter"));
}

bool PresenterMode::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::LanguageChange) {
        retranslate();
        scheduleFit();  // the texts' widths changed
    }
    if (watched == window_ && event->type() == QEvent::Resize) scheduleFit();
    return QObject::eventFilter(watched, event);
}

QMenu* PresenterMode::createMenu(QWidget* parent) const {
    auto* menu = new QMenu(tr("&Presenter"), parent);
    menu->setObjectName(QStringLiteral("presenterMenu"));
    menu->addAction(presenter_);
    menu->addSeparator();
    menu->addAction(dark_);
    menu->addAction(colorBlind_);
    menu->addSeparator();
    for (QAction* a : pointerActions_) menu->addAction(a);
    menus_.append(menu);
    return menu;
}

QString PresenterMode::layoutKey(bool presenter) {
    return presenter ? QStringLiteral("layout/presenter") : QStringLiteral("layout/normal");
}

void PresenterMode::saveLayout() {
    const bool inMenuRow = menuRow_ != nullptr;
    moveToolBarToMenuRow(false);  // saved in its place, as the window has it
    saveLayoutOf(presenting_);
    moveToolBarToMenuRow(inMenuRow);
}

void PresenterMode::restoreLayout() {
    restoreLayoutOf(presenting_);
}

void PresenterMode::saveLayoutOf(bool presenter) {
    if (!window_) return;
    QSettings settings;
    settings.setValue(layoutKey(presenter) + QStringLiteral("/state"),
                      window_->saveState(presenter ? kPresenterLayoutVersion : 0));
    settings.setValue(layoutKey(presenter) + QStringLiteral("/geometry"), window_->saveGeometry());
}

bool PresenterMode::restoreLayoutOf(bool presenter) {
    if (!window_) return false;
    const QSettings settings;
    // Presenting, the window stays full screen: only the docks follow the saved layout.
    if (!presenter) {
        const QByteArray geometry =
            settings.value(layoutKey(false) + QStringLiteral("/geometry")).toByteArray();
        if (!geometry.isEmpty()) window_->restoreGeometry(geometry);
    }
    const QByteArray state =
        settings.value(layoutKey(presenter) + QStringLiteral("/state")).toByteArray();
    return !state.isEmpty() &&
           window_->restoreState(state, presenter ? kPresenterLayoutVersion : 0);
}

void PresenterMode::setPresenterDocks(const QList<QDockWidget*>& column,
                                      const QList<QDockWidget*>& hidden) {
    column_.clear();
    for (QDockWidget* d : column) column_.append(d);
    hiddenWhenPresenting_.clear();
    for (QDockWidget* d : hidden) hiddenWhenPresenting_.append(d);
}

// The column's docks stacked on the right in their order, the others given hidden.
void PresenterMode::arrangeDefaultPresenterLayout() {
    for (const QPointer<QDockWidget>& d : hiddenWhenPresenting_)
        if (d) d->hide();
    for (const QPointer<QDockWidget>& d : column_) {
        if (!d) continue;
        d->setFloating(false);
        window_->addDockWidget(Qt::RightDockWidgetArea, d, Qt::Vertical);
        d->show();
    }
}

void PresenterMode::setMenuRowToolBar(QToolBar* bar) {
    menuRowBar_ = bar;
}

void PresenterMode::moveToolBarToMenuRow(bool into) {
    if (!window_ || !menuRowBar_ || into == (menuRow_ != nullptr)) return;
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
void PresenterMode::fitMenuRow() {
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

void PresenterMode::scheduleFit() {
    if (!presenting_ || fitPending_) return;
    fitPending_ = true;
    QTimer::singleShot(0, this, &PresenterMode::fitColumn);
}

void PresenterMode::fitColumn() {
    fitPending_ = false;
    if (!presenting_ || !window_) return;
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
    if (docks.size() < 2) return;
    window_->layout()->activate();  // the heights at that width
    // Top to bottom, each as tall as its content at that width; the first (the pseudo-code,
    // which fits its font to the height it gets) gives way when they do not all fit, the last
    // takes what is left over.
    int total = 0;
    QList<int> heights;
    for (QDockWidget* d : docks) {
        total += d->height();
        heights << contentHeight(d, width);
    }
    int others = 0;
    for (qsizetype i = 1; i < heights.size(); ++i) others += heights[i];
    heights[0] =
        std::max(docks[0]->minimumSizeHint().height(), std::min(heights[0], total - others));
    int used = 0;
    for (qsizetype i = 0; i + 1 < heights.size(); ++i) used += heights[i];
    heights.back() = std::max(heights.back(), total - used);
    window_->resizeDocks(docks, heights, Qt::Vertical);
}

void PresenterMode::setPresenting(bool on) {
    if (on == presenting_) return;
    if (on) {
        saveLayoutOf(false);
        if (window_) stateBefore_ = window_->windowState();
        pointerBefore_ = board_ ? board_->pointerMode() : Mode::Off;
        presenting_ = true;
        BoardColors::setDefaultHighContrast(true);
        AppStyle::applyPresenter(true);
        if (window_) {
            window_->setWindowState((stateBefore_ & ~Qt::WindowMinimized) | Qt::WindowFullScreen);
            if (auto* bar = statusBar()) {
                statusBarShown_ = !bar->isHidden();
                bar->hide();
            }
            if (!restoreLayoutOf(true)) arrangeDefaultPresenterLayout();
            moveToolBarToMenuRow(true);
        }
        setPointer(Mode::QueenLines, false);
    } else {
        moveToolBarToMenuRow(false);  // saved in its place, as the window has it
        saveLayoutOf(true);
        presenting_ = false;
        BoardColors::setDefaultHighContrast(false);
        AppStyle::applyPresenter(false);
        if (window_) {
            window_->setWindowState(stateBefore_);
            if (auto* bar = statusBar()) bar->setVisible(statusBarShown_);
            restoreLayoutOf(false);
        }
        setPointer(pointerBefore_, false);
    }
    syncFullScreenAction(on);
    // The palette change above need not reach every view (a view with a palette of its own):
    // every view re-reads its colours, now with or without high contrast.
    refreshPalettes();
    if (presenter_->isChecked() != on) presenter_->setChecked(on);
    emit colorsChanged();
    emit presentingChanged(on);
    // Once the fonts, the full-screen size and the layout have settled.
    scheduleFit();
}

QStatusBar* PresenterMode::statusBar() const {
    // Not QMainWindow::statusBar(), which would make one.
    return window_ ? window_->findChild<QStatusBar*>(QString(), Qt::FindDirectChildrenOnly)
                   : nullptr;
}

void PresenterMode::syncFullScreenAction(bool presenting) {
    if (presenting) {
        fullScreen_ =
            window_ ? window_->findChild<QAction*>(QStringLiteral("fullScreenAction")) : nullptr;
        if (!fullScreen_) return;
        fullScreenChecked_ = fullScreen_->isChecked();
        fullScreenEnabled_ = fullScreen_->isEnabled();
        const QSignalBlocker block(fullScreen_);
        fullScreen_->setChecked(true);
        fullScreen_->setEnabled(false);
    } else if (fullScreen_) {
        const QSignalBlocker block(fullScreen_);
        fullScreen_->setChecked(fullScreenChecked_);
        fullScreen_->setEnabled(fullScreenEnabled_);
        fullScreen_ = nullptr;
    }
}

void PresenterMode::setDark(bool on) {
    AppStyle::Options o = AppStyle::current();
    o.dark = on;
    AppStyle::apply(o);
    emit colorsChanged();
}

void PresenterMode::setColorBlind(bool on) {
    BoardColors::setDefaultScheme(on ? BoardColors::Scheme::ColorBlindSafe
                                     : BoardColors::Scheme::Standard);
    refreshPalettes();
    emit colorsChanged();
}

// The views cache their BoardColors and rebuild them on a PaletteChange: send one to each.
void PresenterMode::refreshPalettes() {
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget* w : widgets) {
        QEvent change(QEvent::PaletteChange);
        QApplication::sendEvent(w, &change);
        w->update();
    }
}

void PresenterMode::setPointer(BoardWidget::PointerMode mode, bool save) {
    QAction* a = pointerActions_[indexOf(mode)];
    if (!a->isChecked()) a->setChecked(true);
    if (board_) board_->setPointerMode(mode);
    if (save) QSettings().setValue(kPointerKey, QLatin1String(kPointers[indexOf(mode)].key));
}
