#pragma once
// WarningBox: the one place the GUI's refusals that need an answer ("Cannot open board.txt: the
// file is empty.") go through. show() opens a modal QMessageBox::warning with the title and the
// one-line text; while an observer is installed (tests), the observer receives the two texts
// instead and no box opens, so a test can read the message without a modal loop.
#include <QString>
#include <functional>

class QWidget;

class WarningBox {
public:
    using Observer = std::function<void(const QString& title, const QString& text)>;

    // A modal warning over `parent`, or the observer's call when one is installed.
    static void show(QWidget* parent, const QString& title, const QString& text);
    // Installs `observer` (an empty function removes it). For tests; GUI thread only.
    static void setObserver(Observer observer);
};
