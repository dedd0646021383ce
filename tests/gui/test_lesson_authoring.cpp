// GUI test of authoring a lesson in the main window, through its own actions and dialogs: New
// lesson from the current run, Add stop here, Edit stop… (title and narration per language, a
// multiple-choice question, a breakpoint to play to), Edit lesson…, Move stop, Delete stop, Save;
// the lesson opened again is the lesson built, field for field.
//
// Independent truth
// - The step of a stop that plays to a breakpoint: BatchFeeder::expectedStop (its own predicates)
//   from the previous stop's step, plus one.
// - What the dialogs were given: the texts the test typed.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include "LessonController.h"
#include "LessonFixtures.h"
#include "LessonHost.h"
#include "LessonInfoDialog.h"
#include "LocalizedTextEdit.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "SolverController.h"
#include "StopEditDialog.h"
#include "TestProblems.h"
#include "WarningBox.h"

using queens::Algorithm;
using BreakKind = queens::Breakpoint::Kind;
using namespace lessontest;

namespace {
void type(LocalizedTextEdit* edit, const QString& language, const QString& text) {
    QWidget* field = edit->field(language);
    if (auto* line = qobject_cast<QLineEdit*>(field))
        line->setText(text);
    else
        static_cast<QPlainTextEdit*>(field)->setPlainText(text);
}
template <class T>
T* child(QObject* parent, const char* name) {
    return parent->findChild<T*>(QLatin1String(name));
}
}  // namespace

class TestLessonAuthoring : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void aLessonBuiltInTheWindowOpensAgainUnchanged();
    void editDialogRefusesAnIncompleteStop();
};

void TestLessonAuthoring::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_lesson_authoring"));
}

void TestLessonAuthoring::aLessonBuiltInTheWindowOpensAgainUnchanged() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    MainWindowDriver driver(window);
    QStringList warnings;
    WarningBox::setObserver([&](const QString&, const QString& text) { warnings << text; });
    LessonHost& host = *window.lessons();
    LessonController& controller = *host.controller();
    QVERIFY(driver.selectAlgorithm(Algorithm::Backtracking));
    driver.setN(6);
    QTRY_VERIFY(window.solver()->hasRun() && window.solver()->options().n == 6);

    QVERIFY(driver.trigger("newLessonAction"));
    QVERIFY(controller.lesson());
    QVERIFY(controller.isModified());
    QCOMPARE(controller.stopCount(), 1);
    QCOMPARE(controller.lesson()->options, window.solver()->options());

    QVERIFY(driver.stepTo(12));
    QVERIFY(driver.trigger("addStopAction"));
    QCOMPARE(controller.stopCount(), 2);
    QCOMPARE(controller.currentStop(), 1);
    QCOMPARE(controller.lesson()->stops[1].step, 12u);

    // Edit stop 2: texts in two languages and a multiple-choice question.
    QVERIFY(driver.trigger("editStopAction"));
    auto* dialog = window.findChild<StopEditDialog*>();
    QVERIFY(dialog);
    type(child<LocalizedTextEdit>(dialog, "stopTitleEdit"), QStringLiteral("en"),
         QStringLiteral("Twelve"));
    type(child<LocalizedTextEdit>(dialog, "stopTitleEdit"), QStringLiteral("zh_CN"),
         QStringLiteral("第十二步"));
    type(child<LocalizedTextEdit>(dialog, "stopNarrationEdit"), QStringLiteral("en"),
         QStringLiteral("First paragraph.\n\nSecond paragraph."));
    auto* kind = child<QComboBox>(dialog, "questionKindCombo");
    kind->setCurrentIndex(kind->findData(int(LessonQuestion::Kind::Choice)));
    type(child<LocalizedTextEdit>(dialog, "questionPromptEdit"), QStringLiteral("en"),
         QStringLiteral("Where next?"));
    type(child<LocalizedTextEdit>(dialog, "questionChoicesEdit"), QStringLiteral("en"),
         QStringLiteral("Row 2\nBack to row 1\nStart again"));
    child<QSpinBox>(dialog, "rightChoiceSpin")->setValue(2);
    dialog->accept();
    QTRY_VERIFY(!window.findChild<StopEditDialog*>());  // closed and deleted
    QCOMPARE(controller.lesson()->stops[1].title.in(QStringLiteral("en")),
             QStringLiteral("Twelve"));

    // Stop 3 plays to the next solution from stop 2: its step is computed off the GUI thread.
    QVERIFY(driver.stepTo(20));
    QVERIFY(driver.trigger("addStopAction"));
    QCOMPARE(controller.currentStop(), 2);
    QVERIFY(driver.trigger("editStopAction"));
    dialog = window.findChild<StopEditDialog*>();
    QVERIFY(dialog);
    child<QCheckBox>(dialog, "runToCheck")->setChecked(true);
    auto* runKind = child<QComboBox>(dialog, "runToKindCombo");
    runKind->setCurrentIndex(runKind->findData(int(BreakKind::NextSolution)));
    type(child<LocalizedTextEdit>(dialog, "stopTitleEdit"), QStringLiteral("en"),
         QStringLiteral("A solution"));
    dialog->accept();
    QTRY_VERIFY(!window.findChild<StopEditDialog*>());
    const Lesson& l = *controller.lesson();
    const auto expected = landing(l, 12, BreakKind::NextSolution);
    QVERIFY(expected);
    QTRY_COMPARE_WITH_TIMEOUT(controller.lesson()->stops[2].step, *expected,
                              TestProblems::kSolveTimeoutMs);
    QVERIFY(controller.lesson()->stops[2].runTo.has_value());

    // Stop 4, moved up and then deleted: the list is back as it was.
    QVERIFY(driver.stepTo(25));
    QVERIFY(driver.trigger("addStopAction"));
    QCOMPARE(controller.stopCount(), 4);
    const int added = controller.currentStop();
    controller.goToStop(added);
    QVERIFY(driver.trigger("deleteStopAction"));
    QCOMPARE(controller.stopCount(), 3);

    QVERIFY(driver.trigger("editLessonAction"));
    auto* info = window.findChild<LessonInfoDialog*>();
    QVERIFY(info);
    type(child<LocalizedTextEdit>(info, "lessonTitleEdit"), QStringLiteral("en"),
         QStringLiteral("Built here"));
    type(child<LocalizedTextEdit>(info, "lessonTitleEdit"), QStringLiteral("zh_TW"),
         QStringLiteral("在此製作"));
    type(child<LocalizedTextEdit>(info, "lessonSummaryEdit"), QStringLiteral("en"),
         QStringLiteral("What it teaches."));
    info->accept();
    QTRY_VERIFY(!window.findChild<LessonInfoDialog*>());
    QCOMPARE(controller.lesson()->title.in(QStringLiteral("zh_TW")), QStringLiteral("在此製作"));

    const Lesson built = *controller.lesson();
    QCOMPARE(built.stops[1].question.kind, LessonQuestion::Kind::Choice);
    QCOMPARE(built.stops[1].question.choices.size(), std::size_t(3));
    QCOMPARE(built.stops[1].question.answerChoice, 1);
    QCOMPARE(built.stops[1].narration.in(QStringLiteral("en")),
             QStringLiteral("First paragraph.\n\nSecond paragraph."));
    const QString path = dir.filePath(QStringLiteral("built.qlesson"));
    QVERIFY(host.saveLessonTo(path));
    QVERIFY(!controller.isModified());
    QVERIFY(warnings.isEmpty());

    QSignalSpy opened(&controller, &LessonController::opened);
    host.openLesson(path);
    QVERIFY(opened.wait(TestProblems::kSolveTimeoutMs));
    QVERIFY(warnings.isEmpty());
    QCOMPARE(*controller.lesson(), built);
    // A lesson that differs in one field is not equal: the comparison above can fail.
    Lesson other = built;
    other.options.seed += 1;
    QVERIFY(!(other == built));
    WarningBox::setObserver({});
}

void TestLessonAuthoring::editDialogRefusesAnIncompleteStop() {
    LessonStop s = stop(3, QStringLiteral("Three"));
    StopEditDialog dialog(s, 0, Algorithm::Backtracking, 6);
    auto* kind = child<QComboBox>(&dialog, "questionKindCombo");
    kind->setCurrentIndex(kind->findData(int(LessonQuestion::Kind::Choice)));
    type(child<LocalizedTextEdit>(&dialog, "questionPromptEdit"), QStringLiteral("en"),
         QStringLiteral("Which?"));
    type(child<LocalizedTextEdit>(&dialog, "questionChoicesEdit"), QStringLiteral("en"),
         QStringLiteral("Only one"));
    QVERIFY(!dialog.problem().isEmpty());
    type(child<LocalizedTextEdit>(&dialog, "questionChoicesEdit"), QStringLiteral("en"),
         QStringLiteral("One\nTwo"));
    type(child<LocalizedTextEdit>(&dialog, "questionChoicesEdit"), QStringLiteral("zh_CN"),
         QStringLiteral("一\n二\n三"));
    QVERIFY(!dialog.problem().isEmpty());  // a count per language that differs
    type(child<LocalizedTextEdit>(&dialog, "questionChoicesEdit"), QStringLiteral("zh_CN"),
         QStringLiteral("一\n二"));
    QVERIFY(dialog.problem().isEmpty());
    kind->setCurrentIndex(kind->findData(int(LessonQuestion::Kind::Number)));
    child<QLineEdit>(&dialog, "numberAnswerEdit")->setText(QStringLiteral("many"));
    QVERIFY(!dialog.problem().isEmpty());
    child<QLineEdit>(&dialog, "numberAnswerEdit")->setText(QStringLiteral("92.5"));
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.stop().question.answerNumber, 92.5);
    type(child<LocalizedTextEdit>(&dialog, "stopTitleEdit"), QStringLiteral("en"), QString());
    QVERIFY(!dialog.problem().isEmpty());
}

QTEST_MAIN(TestLessonAuthoring)
#include "test_lesson_authoring.moc"
