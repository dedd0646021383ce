#include "PresenterMode.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QSignalBlocker>
#include <array>

#include "AppStyle.h"
#include "BoardColors.h"
#include "PresenterLayout.h"

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
    layout_ = new PresenterLayout(window_, this);
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
    if (watched == window_ && event->type() == QEvent::LanguageChange) retranslate();
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
    const bool inMenuRow = layout_->toolBarInMenuRow();
    layout_->setToolBarInMenuRow(false);  // saved in its place, as the window has it
    saveLayoutOf(presenting_);
    layout_->setToolBarInMenuRow(inMenuRow);
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
    layout_->setDocks(column, hidden);
}

void PresenterMode::setMenuRowToolBar(QToolBar* bar) {
    layout_->setMenuRowToolBar(bar);
}

void PresenterMode::fitColumn() {
    layout_->fit();
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
            layout_->enter(!restoreLayoutOf(true));
        }
        setPointer(Mode::QueenLines, false);
    } else {
        layout_->leave();  // the tool bar saved in its place, as the window has it
        saveLayoutOf(true);
        presenting_ = false;
        BoardColors::setDefaultHighContrast(false);
        AppStyle::applyPresenter(false);
        if (window_) {
            window_->setWindowState(stateBefore_);
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
