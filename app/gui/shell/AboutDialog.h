// AboutDialog: the "About QueensLab" box of the Help menu. It shows the application version
// (QCoreApplication::applicationVersion(), set by main.cpp from the project version), a one-line
// description, the licence (MIT, the repository's LICENSE file), the copyright and the Qt
// versions the program was built with and runs on. The icon is the installed application icon
// when the icon theme has it, otherwise the queen piece of the board.
//
// Use: AboutDialog(parent).exec();
//
// No Q_OBJECT (it adds no signals or slots): Q_DECLARE_TR_FUNCTIONS gives tr() the context
// "AboutDialog" without moc, so build trees whose automoc ran before this file existed still link.
#pragma once

#include <QCoreApplication>
#include <QMessageBox>

class AboutDialog : public QMessageBox {
    Q_DECLARE_TR_FUNCTIONS(AboutDialog)

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The licence the project is released under, as the LICENSE file names it.
    static QString licenceName();
};
