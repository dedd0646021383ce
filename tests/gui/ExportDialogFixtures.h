#pragma once
// Shared by the tests of the export dialogs (test_export_dialog.cpp,
// test_export_captions_and_errors.cpp): settings kept away from the user's, a board, widgets by
// objectName, images in one format for comparison, a folder's entries, a file's bytes and a PDF's
// MediaBox, and the results a dialog's finished signal reports.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSettings>
#include <QSizeF>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>
#include <QWidget>
#include <vector>

#include "BoardImageRenderer.h"
#include "ExportFile.h"
#include "TestProblems.h"

namespace exporttest {

// QSettings go to a test location for application `app`, never to the user's.
inline void useTestSettings(const QString& app) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(app);
    QVERIFY2(QSettings().fileName().contains(QStringLiteral(".qttest")),
             qPrintable(QSettings().fileName()));
}

// The first solution of eight queens in lexicographic order.
inline BoardImageOptions eightQueens() {
    BoardImageOptions o;
    o.n = 8;
    o.placement = {0, 4, 7, 5, 2, 6, 1, 3};
    return o;
}

template <class W>
W* child(QWidget* parent, const char* name) {
    W* w = parent->findChild<W*>(QLatin1String(name));
    if (w == nullptr) qFatal("no child %s", name);
    return w;
}

inline QImage argb(const QImage& image) {
    return image.convertToFormat(QImage::Format_ARGB32);
}

inline QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
}

// The whole file; empty when it cannot be read.
inline QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The first page's /MediaBox [0 0 w h] of a PDF, in points; empty when there is none.
inline QSizeF pdfMediaBox(const QString& path) {
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    const QRegularExpressionMatch m = box.match(QString::fromLatin1(readAll(path)));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

// Collects the results a dialog's signal reports (exportFinished, copyFinished).
struct Results {
    std::vector<ExportResult> all;
    template <class D>
    Results(D* d, void (D::*signal)(const ExportResult&)) {
        QObject::connect(d, signal, d, [this](const ExportResult& r) { all.push_back(r); });
    }
    // The first result, once it has come (the event loop runs meanwhile).
    ExportResult wait() {
        if (!QTest::qWaitFor([this] { return !all.empty(); }, TestProblems::kSolveTimeoutMs))
            return {false, QStringLiteral("no result in time")};
        return all.front();
    }
};

}  // namespace exporttest
