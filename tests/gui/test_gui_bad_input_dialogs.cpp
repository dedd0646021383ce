// The GUI and bad input, part 2: the dialogs' fields and paths, one table row per bad
// input, for the image export, animation export and handout dialogs, the solutions browser's
// list export and the Problem dock.
//
// A field row types the bad value the way a user does (select all, type) and requires, while it
// stands: the action that would use it disabled, the reason in place (the dialog's message line
// and the field's tool tip) with every expected fragment, and the test hook refusing to start;
// then Return puts the last good value back and enables the action again. A path row starts the
// export to a path that cannot be written and requires the reason (result and message line),
// the dialog still open with the user's settings, and the folder's files unchanged (an earlier
// file at the path keeps its bytes, nothing is added). Fragments: case-insensitive, "a|b" either;
// written from the user's point of view. Part 1 (test_gui_bad_input.cpp): Open/Save board.
#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "AnimationExportDialog.h"
#include "BadInputFixtures.h"
#include "ExportDialog.h"
#include "ExportDialogFixtures.h"
#include "HandoutDialog.h"
#include "ProblemPanel.h"
#include "SolutionListModel.h"
#include "SolutionsBrowser.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using exporttest::child;
using queens::Algorithm;

namespace {

// Replays backtracking on 5 queens (all solutions): the steps the animation dialog asks for.
AnimationInput gatherSteps(quint64 from, quint64 to) {
    AnimationInput in{queens::BoardState(5), {}, {}};
    auto s =
        queens::StepperFactory::create(Algorithm::Backtracking, TestProblems::options(5, true));
    queens::StepEvent e;
    quint64 applied = 0;
    for (; applied + 1 < from && s->next(e); ++applied) in.start.apply(e);
    for (; applied < to && s->next(e); ++applied) in.events.push_back(e);
    if (applied < to) in.error = QStringLiteral("the run has only %1 steps").arg(applied);
    return in;
}

void addFieldColumns() {
    QTest::addColumn<QString>("field");  // objectName of the spin box
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("fragments");
}
void addPathColumns() {
    QTest::addColumn<QString>("file");  // "{dir}" is the fixture folder
    QTest::addColumn<QStringList>("fragments");
}
void fieldRow(const char* name, const char* field, const char* typed, const QStringList& f) {
    QTest::newRow(name) << QString::fromLatin1(field) << QString::fromLatin1(typed) << f;
}
void pathRow(const char* name, const char* file, const QStringList& f) {
    QTest::newRow(name) << QString::fromLatin1(file) << f;
}

#define REQUIRE_FRAGMENTS(text, fragments)                                                 \
    do {                                                                                   \
        const QString t_ = (text);                                                         \
        const QString m_ = badinput::missingFragments(t_, fragments);                      \
        QVERIFY2(m_.isEmpty(), qPrintable(QStringLiteral("\"%1\" lacks %2").arg(t_, m_))); \
    } while (false)

// Types `typed` into `spin` (select all, then the keys; Delete for "").
void type(QSpinBox* spin, const QString& typed) {
    spin->setFocus();
    spin->selectAll();
    if (typed.isEmpty())
        QTest::keyClick(spin, Qt::Key_Delete);
    else
        QTest::keyClicks(spin, typed);
}

// Types `typed` into `spin`; requires `action` disabled and the reason in `reason` and in the
// spin box's tool tip; then leaving the field (focus to `other`; Return would also press the
// dialog's default button) puts the last value in range back and enables `action` again.
void typeBadValue(QSpinBox* spin, QAbstractButton* action, const QLabel* reason,
                  const QString& typed, const QStringList& fragments, QWidget* other) {
    QVERIFY(action->isEnabled());
    type(spin, typed);
    QCOMPARE(spin->findChild<QLineEdit*>()->text().remove(spin->suffix()).trimmed(), typed);
    QVERIFY2(!action->isEnabled(), "the action stays enabled with a bad value");
    REQUIRE_FRAGMENTS(reason->text(), fragments);
    REQUIRE_FRAGMENTS(spin->toolTip(), fragments);
    other->setFocus();
    QTRY_VERIFY(!spin->hasFocus());
    QVERIFY(spin->hasAcceptableInput());
    QVERIFY(spin->value() >= spin->minimum() && spin->value() <= spin->maximum());
    QVERIFY(action->isEnabled());
    QVERIFY(!spin->toolTip().contains(fragments.first() + " must"));
}

}  // namespace

class TestGuiBadInputDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void imageField_data();
    void imageField();
    void imagePath_data();
    void imagePath();
    void animationField_data();
    void animationField();
    void animationRangeFromAfterTo();
    void animationPath_data();
    void animationPath();
    void handoutField_data();
    void handoutField();
    void handoutPath_data();
    void handoutPath();
    void listPath_data();
    void listPath();
    void problemPanelKeepsTheProblem();

private:
    QString path(QString spec) const { return spec.replace("{dir}", dir_.path()); }
    QTemporaryDir dir_;
};

void TestGuiBadInputDialogs::initTestCase() {
    exporttest::useTestSettings(QStringLiteral("test_gui_bad_input_dialogs"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(dir_.isValid());
    for (const char* name : {"old.png", "old.gif", "old.pdf", "old.txt", "file"})
        QVERIFY(badinput::writeFile(dir_.path(), QString::fromLatin1(name), "previous bytes\n"));
    QVERIFY(QDir(dir_.path()).mkdir("folder.png"));
}

void TestGuiBadInputDialogs::imageField_data() {
    addFieldColumns();
    fieldRow("image width 0", "widthSpin", "0", {"width", "16", "8192"});
    fieldRow("image width 10^6", "widthSpin", "1000000", {"width", "16", "8192"});
    fieldRow("image width 5", "widthSpin", "5", {"width", "16", "8192"});
    fieldRow("image width empty", "widthSpin", "", {"width", "16", "8192"});
}

void TestGuiBadInputDialogs::imageField() {
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QStringList, fragments);
    ExportDialog d(exporttest::eightQueens());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* spin = child<QSpinBox>(&d, qPrintable(field));
    typeBadValue(spin, child<QAbstractButton>(&d, "saveButton"), child<QLabel>(&d, "messageLabel"),
                 typed, fragments, child<QWidget>(&d, "closeButton"));
    if (QTest::currentTestFailed()) return;
    // While the value is bad, neither Copy nor the hook starts anything.
    type(spin, typed);
    QVERIFY(!child<QAbstractButton>(&d, "copyButton")->isEnabled());
    const auto files = badinput::snapshot(dir_.path());
    QVERIFY(!d.exportTo(QDir(dir_.path()).filePath("new.png")));
    QVERIFY(!d.isExporting());
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::imagePath_data() {
    addPathColumns();
    pathRow("image: empty path", "", {"no file name"});
    pathRow("image: unknown extension .bmp", "{dir}/x.bmp", {".bmp", ".png", ".svg", ".pdf"});
    pathRow("image: no extension", "{dir}/x", {"file type", ".png"});
    pathRow("image: missing folder", "{dir}/missing/x.png", {"missing", "does not exist"});
    pathRow("image: folder is a file", "{dir}/file/x.png", {"file", "not a folder"});
    pathRow("image: target is a folder", "{dir}/folder.png", {"folder.png", "is a folder"});
    pathRow("image: read-only place /proc", "/proc/x.png", {"/proc", "cannot|permission"});
}

void TestGuiBadInputDialogs::imagePath() {
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    ExportDialog d(exporttest::eightQueens());
    d.show();
    auto* width = child<QSpinBox>(&d, "widthSpin");
    width->setValue(640);
    child<QLineEdit>(&d, "titleEdit")->setText("Eight queens");
    const BoardImageOptions before = d.options();
    const auto files = badinput::snapshot(dir_.path());
    exporttest::Results results(&d, &ExportDialog::exportFinished);
    if (d.exportTo(path(file))) {
        const ExportResult r = results.wait();
        QVERIFY(!r.ok);
        REQUIRE_FRAGMENTS(r.error, fragments);
    }
    REQUIRE_FRAGMENTS(child<QLabel>(&d, "messageLabel")->text(), fragments);
    QVERIFY(d.isVisible());
    QCOMPARE(d.options().width, before.width);
    QCOMPARE(d.options().title, before.title);
    QVERIFY(child<QAbstractButton>(&d, "saveButton")->isEnabled());
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::animationField_data() {
    addFieldColumns();
    fieldRow("animation delay 5 ms", "delaySpin", "5", {"delay", "20", "10000"});
    fieldRow("animation delay 99999 ms", "delaySpin", "99999", {"delay", "20", "10000"});
    fieldRow("animation width 0", "widthSpin", "0", {"width", "16", "4096"});
    fieldRow("animation width 5000", "widthSpin", "5000", {"width", "16", "4096"});
}

void TestGuiBadInputDialogs::animationField() {
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QStringList, fragments);
    AnimationExportDialog d(5, 0, 200, 10, gatherSteps);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* spin = child<QSpinBox>(&d, qPrintable(field));
    typeBadValue(spin, child<QAbstractButton>(&d, "exportButton"), child<QLabel>(&d, "framesLabel"),
                 typed, fragments, child<QWidget>(&d, "closeButton"));
    if (QTest::currentTestFailed()) return;
    type(spin, typed);
    const auto files = badinput::snapshot(dir_.path());
    QSignalSpy finished(&d, &AnimationExportDialog::exportFinished);
    QVERIFY(!d.exportTo(QDir(dir_.path()).filePath("new.gif")));
    QCOMPARE(finished.count(), 1);
    REQUIRE_FRAGMENTS(finished.at(0).at(0).value<ExportResult>().error, fragments);
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::animationRangeFromAfterTo() {
    AnimationExportDialog d(5, 0, 200, 10, gatherSteps);
    d.show();
    QVERIFY(!d.setRange(50, 10));
    const QStringList fragments{"first step", "after", "last"};
    QVERIFY(!child<QAbstractButton>(&d, "exportButton")->isEnabled());
    REQUIRE_FRAGMENTS(child<QLabel>(&d, "framesLabel")->text(), fragments);
    const auto files = badinput::snapshot(dir_.path());
    QVERIFY(!d.exportTo(QDir(dir_.path()).filePath("new.gif")));
    QCOMPARE(d.fromStep(), quint64(50));  // the user's range stays to be corrected
    QCOMPARE(d.toStep(), quint64(10));
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::animationPath_data() {
    addPathColumns();
    pathRow("animation: unknown extension .txt", "{dir}/a.txt", {".txt", ".gif"});
    pathRow("animation: missing folder", "{dir}/missing/a.gif", {"missing", "does not exist"});
    pathRow("animation: folder is a file", "{dir}/file/a.gif", {"file", "not a folder"});
    pathRow("animation: read-only place /proc", "/proc/a.gif", {"/proc", "cannot|permission"});
    pathRow("animation: an existing file, not a .gif", "{dir}/old.png", {"old.png", ".gif"});
}

void TestGuiBadInputDialogs::animationPath() {
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    AnimationExportDialog d(5, 0, 200, 10, gatherSteps);
    d.show();
    QVERIFY(d.setRange(3, 12));
    child<QSpinBox>(&d, "delaySpin")->setValue(150);
    const auto files = badinput::snapshot(dir_.path());
    exporttest::Results results(&d, &AnimationExportDialog::exportFinished);
    QVERIFY(d.exportTo(path(file)));
    const ExportResult r = results.wait();
    QVERIFY(!r.ok);
    REQUIRE_FRAGMENTS(r.error, fragments);
    REQUIRE_FRAGMENTS(child<QLabel>(&d, "messageLabel")->text(), fragments);
    QVERIFY(d.isVisible());
    QCOMPARE(d.fromStep(), quint64(3));
    QCOMPARE(d.toStep(), quint64(12));
    QCOMPARE(child<QSpinBox>(&d, "delaySpin")->value(), 150);
    QVERIFY(child<QAbstractButton>(&d, "exportButton")->isEnabled());
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::handoutField_data() {
    addFieldColumns();
    fieldRow("handout N 13", "nSpin", "13", {"N", "1", "12"});
    fieldRow("handout N 0", "nSpin", "0", {"N", "1", "12"});
    fieldRow("handout N 1000", "nSpin", "1000", {"N", "1", "12"});
}

void TestGuiBadInputDialogs::handoutField() {
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QStringList, fragments);
    HandoutDialog d(8);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* spin = child<QSpinBox>(&d, qPrintable(field));
    typeBadValue(spin, child<QAbstractButton>(&d, "saveButton"), child<QLabel>(&d, "pagesLabel"),
                 typed, fragments, child<QWidget>(&d, "closeButton"));
    if (QTest::currentTestFailed()) return;
    type(spin, typed);
    const auto files = badinput::snapshot(dir_.path());
    QVERIFY(!d.exportTo(QDir(dir_.path()).filePath("new.pdf")));
    QVERIFY(!d.isExporting());
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::handoutPath_data() {
    addPathColumns();
    pathRow("handout: empty path", "", {"no file name"});
    pathRow("handout: unknown extension .png", "{dir}/h.png", {".png", ".pdf"});
    pathRow("handout: missing folder", "{dir}/missing/h.pdf", {"missing", "does not exist"});
    pathRow("handout: read-only place /proc", "/proc/h.pdf", {"/proc", "cannot|permission"});
    pathRow("handout: over an existing file in /proc", "/proc/version.pdf", {"/proc"});
}

void TestGuiBadInputDialogs::handoutPath() {
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    HandoutDialog d(6);
    d.show();
    const auto files = badinput::snapshot(dir_.path());
    exporttest::Results results(&d, &HandoutDialog::exportFinished);
    QVERIFY(d.exportTo(path(file)));
    const ExportResult r = results.wait();
    QVERIFY(!r.ok);
    REQUIRE_FRAGMENTS(r.error, fragments);
    REQUIRE_FRAGMENTS(child<QLabel>(&d, "messageLabel")->text(), fragments);
    QVERIFY(d.isVisible());
    QCOMPARE(d.n(), 6);
    QVERIFY(child<QAbstractButton>(&d, "saveButton")->isEnabled());
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

void TestGuiBadInputDialogs::listPath_data() {
    addPathColumns();
    pathRow("list: target is a folder", "{dir}/folder.png", {"folder.png", "is a folder"});
    pathRow("list: missing folder", "{dir}/missing/l.txt", {"missing", "does not exist"});
    pathRow("list: folder is a file", "{dir}/file/l.txt", {"file", "not a folder"});
    pathRow("list: read-only place /proc", "/proc/l.txt", {"/proc", "cannot|permission"});
}

void TestGuiBadInputDialogs::listPath() {
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    SolutionsBrowser b;
    b.show();
    b.setN(6);
    QVERIFY(QTest::qWaitFor([&b] { return !b.isLoading(); }, TestProblems::kSolveTimeoutMs));
    const auto files = badinput::snapshot(dir_.path());
    QSignalSpy finished(&b, &SolutionsBrowser::exportFinished);
    b.exportList(path(file));
    QVERIFY(finished.count() == 1 || finished.wait(TestProblems::kSolveTimeoutMs));
    QVERIFY(!finished.at(0).at(0).toBool());
    REQUIRE_FRAGMENTS(finished.at(0).at(1).toString(), fragments);
    REQUIRE_FRAGMENTS(child<QLabel>(&b, "exportStatus")->text(), fragments);
    QVERIFY(b.isVisible());
    QCOMPARE(b.model()->rowCount(), 4);  // N = 6 has 4 solutions: the list is still there
    QVERIFY(child<QAbstractButton>(&b, "exportListButton")->isEnabled());
    QCOMPARE(badinput::snapshot(dir_.path()), files);
}

// The Problem dock starts a run on every change, so a bad value must change nothing: N typed
// as 0 and a seed left empty each say why and keep the problem.
void TestGuiBadInputDialogs::problemPanelKeepsTheProblem() {
    ProblemPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    child<QComboBox>(&panel, "algorithmCombo")
        ->setCurrentIndex(child<QComboBox>(&panel, "algorithmCombo")
                              ->findData(static_cast<int>(Algorithm::MinConflicts)));
    QSignalSpy changed(&panel, &ProblemPanel::problemChanged);
    QSignalSpy messages(&panel, &ProblemPanel::message);
    const queens::StepperOptions before = panel.options();

    auto* n = child<QSpinBox>(&panel, "nSpinBox");
    n->setFocus();
    n->selectAll();
    QTest::keyClicks(n, "0");
    QTest::keyClick(n, Qt::Key_Return);
    QCOMPARE(messages.count(), 1);
    REQUIRE_FRAGMENTS(messages.at(0).at(0).toString(), QStringList({"N", "stays", "8"}));

    auto* seed = child<QLineEdit>(&panel, "seedEdit");
    seed->setFocus();
    seed->selectAll();
    QTest::keyClick(seed, Qt::Key_Delete);
    QTest::keyClicks(seed, "x!");  // refused by the field: it stays empty
    QCOMPARE(seed->text(), QString());
    n->setFocus();  // leaving the field with no seed
    QTRY_COMPARE(messages.count(), 2);
    REQUIRE_FRAGMENTS(messages.at(1).at(0).toString(), QStringList({"seed", "whole number"}));
    QCOMPARE(seed->text(), QString::number(before.seed));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(panel.options().n, before.n);
    QCOMPARE(panel.options().seed, before.seed);
}

QTEST_MAIN(TestGuiBadInputDialogs)
#include "test_gui_bad_input_dialogs.moc"
