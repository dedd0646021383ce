#pragma once
// WarningBox: the one place the GUI's refusals that need an answer go through: a modal
// QMessageBox::warning with a title and a one-line text. While an observer is installed (tests),
// the observer receives the texts instead and no box opens.
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
