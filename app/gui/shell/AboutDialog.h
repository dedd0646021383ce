#pragma once
// AboutDialog: the Help menu's "About QueensLab" box: the application version, a one-line
// description, the licence, the copyright and the Qt versions built with and running. The icon is
// the installed application icon when the icon theme has it, else the board's queen piece.
// Use: AboutDialog(parent).exec(). No signals or slots, so no Q_OBJECT: Q_DECLARE_TR_FUNCTIONS
// gives tr() its context.

#include <QCoreApplication>
#include <QMessageBox>

class AboutDialog : public QMessageBox {
    Q_DECLARE_TR_FUNCTIONS(AboutDialog)

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The licence the project is released under, as the LICENSE file names it.
    static QString licenceName();
};
