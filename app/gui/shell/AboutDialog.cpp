#include "AboutDialog.h"

#include <QCoreApplication>
#include <QIcon>
#include <QStringList>
#include <QtGlobal>

namespace {

// The reverse-DNS application id of the .desktop file and the installed icons (dist/).
const char* const kAppIconName = "io.github.queenslab.QueensLab";
// The queen piece of the board (resources/queen.svg, compiled into queenslab_render).
const char* const kQueenResource = ":/queenslab/queen.svg";
constexpr int kIconSize = 64;

QString paragraph(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

}  // namespace

AboutDialog::AboutDialog(QWidget* parent) : QMessageBox(parent) {
    setWindowTitle(tr("About QueensLab"));
    setTextFormat(Qt::RichText);
    const QStringList parts{
        QStringLiteral("<h3>QueensLab</h3>"),
        paragraph(tr("Version %1").arg(QCoreApplication::applicationVersion())),
        paragraph(tr("Watch and solve the N-Queens problem step by step.")),
        paragraph(tr("Licence: %1").arg(licenceName())),
        paragraph(tr("Copyright (c) 2026 QueensLab developers")),
        paragraph(tr("Built with Qt %1, running on Qt %2.")
                      .arg(QLatin1String(QT_VERSION_STR), QLatin1String(qVersion()))),
    };
    setText(parts.join(QString()));
    const QIcon icon =
        QIcon::fromTheme(QLatin1String(kAppIconName), QIcon(QLatin1String(kQueenResource)));
    setIconPixmap(icon.pixmap(kIconSize, kIconSize));
    setStandardButtons(QMessageBox::Ok);
    setDefaultButton(QMessageBox::Ok);
}

QString AboutDialog::licenceName() {
    return QStringLiteral("MIT License");
}
