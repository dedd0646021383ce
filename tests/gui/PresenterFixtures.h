#pragma once
// Shared by the PresenterMode tests (test_presenter_mode.cpp: the modes, themes, remembered
// choices and layouts; test_presenter_contrast.cpp: the board in high contrast while
// presenting): the WCAG contrast ratio, computed independently of AppStyle's and BoardColors'
// choices, and a main window like the application's with a PresenterMode over it.
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QString>
#include <algorithm>
#include <cmath>
#include <memory>

#include "BoardWidget.h"
#include "PresenterMode.h"

namespace presentertest {

// WCAG relative luminance and contrast ratio (independent of AppStyle's choices).
inline double luminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
inline double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// A main window like the application's: a board in the middle, three docks.
struct Window {
    QMainWindow window;
    BoardWidget* board = new BoardWidget;
    QDockWidget* docks[3] = {};
    std::unique_ptr<PresenterMode> mode;

    Window() {
        window.setCentralWidget(board);
        const char* names[] = {"problemDock", "codeDock", "statsDock"};
        const Qt::DockWidgetArea areas[] = {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea,
                                            Qt::RightDockWidgetArea};
        for (int i = 0; i < 3; ++i) {
            docks[i] = new QDockWidget(QString::fromLatin1(names[i]), &window);
            docks[i]->setObjectName(QString::fromLatin1(names[i]));
            docks[i]->setWidget(new QLabel(QStringLiteral("dock %1").arg(i)));
            window.addDockWidget(areas[i], docks[i]);
        }
        window.resize(1000, 700);
        mode = std::make_unique<PresenterMode>(&window, board);
    }
};

}  // namespace presentertest
