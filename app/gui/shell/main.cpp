// queenslab: the teaching GUI. Everything but start-up lives in the queenslab_gui library.
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>

#include "AppStyle.h"
#include "BoardFileController.h"
#include "LanguageMenu.h"
#include "LessonFile.h"
#include "LessonHost.h"
#include "MainWindow.h"
#include "StartPageLauncher.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("QueensLab"));
    QApplication::setOrganizationName(QStringLiteral("QueensLab"));
    QApplication::setApplicationVersion(QStringLiteral(QUEENSLAB_VERSION));
    // Wayland shells match the window to the installed .desktop file and icon by this id.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.queenslab.QueensLab"));
    // The language chosen in the Language menu (QSettings), by default the system locale's.
    LanguageMenu::applySaved();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Watch the N-Queens searches step by step."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dark(QStringLiteral("dark"),
                                  QCoreApplication::translate("main", "Use a dark palette."));
    parser.addOption(dark);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main", "A lesson (.qlesson) or a board file to open."),
        QStringLiteral("[file]"));
    parser.process(app);

    AppStyle::apply(parser.isSet(dark));
    MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        const QString path = parser.positionalArguments().constFirst();
        if (QFileInfo(path).suffix() == QLatin1String(LessonFile::kExtension))
            window.lessons()->openLesson(path);
        else
            window.boardFiles()->openFile(path);
    }
    // The start page, after the window is up (never from MainWindow: tests make windows), unless
    // a file was given to open.
    if (parser.positionalArguments().isEmpty()) StartPageLauncher::openAtStartup(&window);
    return QApplication::exec();
}
