#include "LessonWindowView.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <cmath>

#include "BoardWidget.h"
#include "SpeedControl.h"

namespace {
// The dock that shows a lesson's panel ("pseudocode", ...; LessonView::panelNames()).
QString dockName(const QString& panel) {
    if (panel == QLatin1String("problem")) return QStringLiteral("problemDock");
    if (panel == QLatin1String("pseudocode")) return QStringLiteral("pseudocodeDock");
    if (panel == QLatin1String("statistics")) return QStringLiteral("statisticsDock");
    if (panel == QLatin1String("charts")) return QStringLiteral("chartsDock");
    if (panel == QLatin1String("lists")) return QStringLiteral("listsDock");
    return QStringLiteral("searchTreeDock");
}

QAction* attacksAction(const QMainWindow* window) {
    return window->findChild<QAction*>(QStringLiteral("showAttacksAction"));
}
}  // namespace

void LessonWindowView::apply(const LessonView& view, QMainWindow* window) {
    for (const QString& panel : LessonView::panelNames())
        if (auto* d = window->findChild<QDockWidget*>(dockName(panel)))
            d->setVisible(view.panels.contains(panel));
    if (QAction* attacks = attacksAction(window)) attacks->setChecked(view.attacks);
    if (view.hValues)
        if (auto* board = window->findChild<BoardWidget*>()) board->setShowHValues(*view.hValues);
    if (auto* speed = window->findChild<SpeedControl*>()) {
        int best = SpeedControl::kMaxPosition;
        if (!std::isinf(view.speed)) {
            double distance = INFINITY;
            for (int p = 0; p < SpeedControl::kMaxPosition; ++p) {
                const double d = std::abs(std::log(SpeedControl::speedAt(p) / view.speed));
                if (d < distance) {
                    distance = d;
                    best = p;
                }
            }
        }
        speed->setPosition(best);
    }
}

LessonView LessonWindowView::capture(const QMainWindow* window, double speed) {
    LessonView view;
    view.panels.clear();
    for (const QString& panel : LessonView::panelNames())
        if (auto* d = window->findChild<QDockWidget*>(dockName(panel)))
            if (d->isVisible()) view.panels << panel;
    const QAction* attacks = attacksAction(window);
    view.attacks = attacks != nullptr && attacks->isChecked();
    if (const auto* board = window->findChild<BoardWidget*>(); board && board->showsHValues())
        view.hValues = true;
    view.speed = speed;
    return view;
}
