// GUI test of the "About QueensLab" box: it shows the version the application was
// given (an unusual one set here, so a hard-coded version would fail), the licence of the
// repository's LICENSE file, the Qt version it runs on, an icon, and closes with its OK button.
#include <QFile>
#include <QPushButton>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

#include "AboutDialog.h"

namespace {

const QString kVersion = QStringLiteral("7.6.5-about-test");

QString plainText(const QString& html) {
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

}  // namespace

class TestAboutDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setApplicationVersion(kVersion); }

    void showsVersionLicenceAndQt() {
        AboutDialog dialog;
        const QString text = plainText(dialog.text());
        QVERIFY2(text.contains(QStringLiteral("Version ") + kVersion), qPrintable(text));
        QVERIFY2(text.contains(QString::fromLatin1(qVersion())), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Licence: ") + AboutDialog::licenceName()),
                 qPrintable(text));
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("QueensLab")));
        QVERIFY(!dialog.iconPixmap().isNull());
    }

    // The licence named in the box is the one of the repository's LICENSE file.
    void licenceMatchesLicenseFile() {
        const QString path = QFINDTESTDATA("../../LICENSE");
        QVERIFY2(!path.isEmpty(), "LICENSE not found at the repository root");
        QFile license(path);
        QVERIFY2(license.open(QIODevice::ReadOnly), qPrintable(path));
        const QString firstLine = QString::fromUtf8(license.readLine()).trimmed();
        QCOMPARE(firstLine, AboutDialog::licenceName());
    }

    void okButtonClosesTheBox() {
        AboutDialog dialog;
        QAbstractButton* ok = dialog.button(QMessageBox::Ok);
        QVERIFY(ok != nullptr);
        QTimer::singleShot(0, ok, [ok] { ok->click(); });
        QCOMPARE(dialog.exec(), int(QMessageBox::Ok));
    }
};

QTEST_MAIN(TestAboutDialog)
#include "test_about_dialog.moc"
