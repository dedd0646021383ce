// GUI test of the runtime language switch: a window switched from English to zh_CN or
// zh_TW while it runs shows exactly the texts of a window constructed with that language
// installed, and switching back restores the English window's texts.
//
// Independent truth: the freshly constructed window. Its texts come straight from tr() calls
// made while the translator is installed, so any text the running window fails to set again on
// QEvent::LanguageChange differs from it. Texts are gathered generically: every QString property
// of every object in the window (titles, labels, buttons, tool tips, accessible names, spin box
// prefixes, actions, menus, dock titles), combo box items and their tool tips, tab texts, item
// view headers and list items, and the charts' titles, axis titles and series names. Both
// windows run the same small, finished search and stand at the same step, so the only
// difference left is the language. Two values are timings (how long the worker searched) and
// are left out.
//
// The choice is saved under the QSettings key "language" (in Qt's test-mode paths, never the
// user's) and a new menu and LanguageMenu::applySaved() find it again.
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMetaProperty>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QStatusBar>
#include <QTest>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractSeries>

#include "Algorithm.h"
#include "LanguageMenu.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "RunStatsFormatter.h"
#include "SolutionsBrowser.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

using Texts = QMap<QString, QString>;

namespace {

constexpr int kN = 5;
constexpr std::uint64_t kStep = 17;  // a step inside the run (or its end if shorter)

// Left out: values that are measurements, not words (they differ between two runs of the same
// search), and the buttons Qt makes inside its own widgets (the float and close buttons of dock
// titles, the scroll buttons of tab bars): Qt 6.4 sets their accessible names once, when it
// makes them, and never on LanguageChange (Qt's own texts, not QueensLab's).
// Objects inside a left-out one (a label's text control) are left out too.
bool isLeftOut(const QObject* o) {
    for (; o != nullptr; o = o->parent()) {
        const QString name = o->objectName();
        if (name == QLatin1String("searchTimeValue") || name == QLatin1String("searchSpeedValue") ||
            name.startsWith(QLatin1String("qt_dockwidget_")) ||
            name == QLatin1String("ScrollLeftButton") || name == QLatin1String("ScrollRightButton"))
            return true;
    }
    return false;
}

// "Class:objectName#k" for each object from root's child down to `o`: k counts the earlier
// siblings with the same class and name, so both windows give the same key to the same object.
QString keyOf(const QObject* o, const QObject* root) {
    QStringList parts;
    for (const QObject* p = o; p != nullptr && p != root; p = p->parent()) {
        int k = 0;
        if (p->parent() != nullptr) {
            for (const QObject* sibling : p->parent()->children()) {
                if (sibling == p) break;
                if (sibling->metaObject() == p->metaObject() &&
                    sibling->objectName() == p->objectName())
                    ++k;
            }
        }
        parts.prepend(QStringLiteral("%1:%2#%3")
                          .arg(QLatin1String(p->metaObject()->className()), p->objectName())
                          .arg(k));
    }
    return parts.join(QLatin1Char('/'));
}

void addProperties(Texts& out, const QString& key, const QObject* o) {
    const QMetaObject* mo = o->metaObject();
    for (int i = 0; i < mo->propertyCount(); ++i) {
        const QMetaProperty p = mo->property(i);
        const QByteArray name = p.name();
        if (name == "objectName" || name == "styleSheet") continue;
        if (p.metaType().id() != QMetaType::QString && p.metaType().id() != QMetaType::QStringList)
            continue;
        const QVariant v = p.read(o);
        const QString text = p.metaType().id() == QMetaType::QString
                                 ? v.toString()
                                 : v.toStringList().join(QLatin1Char('\n'));
        if (!text.isEmpty()) out.insert(key + QLatin1Char('.') + QLatin1String(name), text);
    }
}

void addModel(Texts& out, const QString& key, const QAbstractItemModel* m) {
    for (int c = 0; c < m->columnCount(); ++c) {
        for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
            const QString h = m->headerData(c, Qt::Horizontal, role).toString();
            if (!h.isEmpty()) out.insert(key + QStringLiteral(".header%1/%2").arg(c).arg(role), h);
        }
    }
    const int rows = std::min(m->rowCount(), 50);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < m->columnCount(); ++c) {
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
                const QString t = m->index(r, c).data(role).toString();
                if (!t.isEmpty())
                    out.insert(key + QStringLiteral(".item%1,%2/%3").arg(r).arg(c).arg(role), t);
            }
        }
    }
}

void addChart(Texts& out, const QString& key, const QChart* chart) {
    if (chart == nullptr) return;
    out.insert(key + QStringLiteral(".chartTitle"), chart->title());
    const QList<QAbstractAxis*> axes = chart->axes();
    for (int i = 0; i < axes.size(); ++i)
        out.insert(key + QStringLiteral(".axis%1").arg(i), axes[i]->titleText());
    const QList<QAbstractSeries*> series = chart->series();
    for (int i = 0; i < series.size(); ++i)
        out.insert(key + QStringLiteral(".series%1").arg(i), series[i]->name());
}

// Every text shown by `root` and the objects below it.
Texts textsOf(QObject* root) {
    Texts out;
    QList<QObject*> objects = root->findChildren<QObject*>();
    objects.prepend(root);
    for (QObject* o : objects) {
        if (isLeftOut(o)) continue;
        const QString key = keyOf(o, root);
        addProperties(out, key, o);
        if (auto* combo = qobject_cast<QComboBox*>(o)) {
            for (int i = 0; i < combo->count(); ++i) {
                out.insert(key + QStringLiteral(".item%1").arg(i), combo->itemText(i));
                out.insert(key + QStringLiteral(".itemTip%1").arg(i),
                           combo->itemData(i, Qt::ToolTipRole).toString());
            }
        } else if (auto* tabs = qobject_cast<QTabBar*>(o)) {
            for (int i = 0; i < tabs->count(); ++i) {
                out.insert(key + QStringLiteral(".tab%1").arg(i), tabs->tabText(i));
                out.insert(key + QStringLiteral(".tabTip%1").arg(i), tabs->tabToolTip(i));
            }
        } else if (auto* view = qobject_cast<QAbstractItemView*>(o)) {
            if (view->model() != nullptr) addModel(out, key, view->model());
        } else if (auto* chartView = qobject_cast<QChartView*>(o)) {
            addChart(out, key, chartView->chart());
        }
    }
    return out;
}

// The keys whose texts differ (or exist in one only), for the failure message.
QString differences(const Texts& got, const Texts& want) {
    QStringList lines;
    for (auto it = want.cbegin(); it != want.cend(); ++it) {
        if (!got.contains(it.key()))
            lines << QStringLiteral("missing %1 = \"%2\"").arg(it.key(), it.value());
        else if (got.value(it.key()) != it.value())
            lines << QStringLiteral("%1: \"%2\" instead of \"%3\"")
                         .arg(it.key(), got.value(it.key()), it.value());
    }
    for (auto it = got.cbegin(); it != got.cend(); ++it)
        if (!want.contains(it.key()))
            lines << QStringLiteral("extra %1 = \"%2\"").arg(it.key(), it.value());
    return lines.join(QLatin1Char('\n'));
}

int differingCount(const Texts& a, const Texts& b) {
    int count = 0;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        if (b.value(it.key()) != it.value()) ++count;
    return count;
}

// Lets queued LanguageChange events (application -> windows) and repaint requests through.
void settle() {
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// A window running the same finished search, standing at step kStep.
std::unique_ptr<MainWindow> makeWindow(queens::Algorithm algorithm) {
    auto w = std::make_unique<MainWindow>();
    w->resize(1400, 900);
    w->show();
    MainWindowDriver driver(*w);
    if (!driver.selectAlgorithm(algorithm)) return nullptr;
    driver.setN(kN);
    if (algorithm != queens::Algorithm::MinConflicts) driver.setAllSolutions(true);
    if (!QTest::qWaitFor([&] { return w->playback()->runFinished(); },
                         TestProblems::kSolveTimeoutMs))
        return nullptr;
    if (!driver.stepTo(std::min(kStep, w->playback()->recorded()))) return nullptr;
    // The playback meter measures the last second: wait until it has fallen back to 0.
    auto* meter = w->findChild<QLabel*>(QStringLiteral("playbackValue"));
    if (meter == nullptr ||
        !QTest::qWaitFor([&] { return meter->text() == RunStatsFormatter::stepsPerSecond(0.0); },
                         TestProblems::kSolveTimeoutMs))
        return nullptr;
    settle();
    return w;
}

QAction* languageAction(QWidget* window, const QString& code) {
    const char* name = code == QLatin1String("zh_CN")   ? "languageZhCnAction"
                       : code == QLatin1String("zh_TW") ? "languageZhTwAction"
                       : code == QLatin1String("en")    ? "languageEnglishAction"
                                                        : "languageSystemAction";
    return window->findChild<QAction*>(QLatin1String(name));
}

}  // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_language_switch"));
        QSettings().clear();
        // The settings file is in Qt's test-mode location, never the user's own settings.
        const QString file = QDir::cleanPath(QSettings().fileName());
        QVERIFY2(file.contains(QStringLiteral(".qttest")), qPrintable(file));
        QVERIFY(TranslationLoader::availableLanguages().contains(QStringLiteral("zh_CN")));
        QVERIFY(TranslationLoader::availableLanguages().contains(QStringLiteral("zh_TW")));
        TranslationLoader::installLanguage(QStringLiteral("en"));
        settle();
    }

    void cleanup() {
        TranslationLoader::installLanguage(QStringLiteral("en"));
        QSettings().clear();
        settle();
    }

    void cleanupTestCase() { QSettings().clear(); }

    void runtimeSwitchMatchesFreshWindow_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("algorithm");
        using queens::Algorithm;
        for (const char* language : {"zh_CN", "zh_TW"}) {
            for (Algorithm a : {Algorithm::Backtracking, Algorithm::Bitmask, Algorithm::Dfs,
                                Algorithm::MinConflicts}) {
                const QByteArray tag =
                    QByteArray(language) + ' ' + QByteArray(queens::algorithmName(a).data());
                QTest::newRow(tag.constData()) << QString::fromLatin1(language) << int(a);
            }
        }
    }

    // English window -> language at run time == a window constructed in that language;
    // -> English again == the English window as it was.
    void runtimeSwitchMatchesFreshWindow() {
        QFETCH(QString, language);
        QFETCH(int, algorithm);
        const auto a = static_cast<queens::Algorithm>(algorithm);

        const std::unique_ptr<MainWindow> running = makeWindow(a);
        QVERIFY(running);
        const Texts english = textsOf(running.get());
        const std::uint64_t cursor = running->playback()->cursor();
        const std::uint64_t recorded = running->playback()->recorded();
        const QString englishMessage = running->statusBar()->currentMessage();
        QVERIFY(!englishMessage.isEmpty());  // "New run: ..."

        QAction* choice = languageAction(running.get(), language);
        QVERIFY(choice != nullptr);
        choice->trigger();  // as a user does, through the Language menu
        settle();
        QCOMPARE(TranslationLoader::installedLanguage(), language);
        const Texts switched = textsOf(running.get());

        // The switch changes words only: the run, the step and the algorithm stay.
        QCOMPARE(running->playback()->cursor(), cursor);
        QCOMPARE(running->playback()->recorded(), recorded);
        auto* combo = running->findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        QVERIFY(combo != nullptr);
        QCOMPARE(combo->currentData().toInt(), algorithm);
        // No message of the old language stays in the status bar.
        const QString message = running->statusBar()->currentMessage();
        QVERIFY2(message.isEmpty() || message != englishMessage, qPrintable(message));

        const std::unique_ptr<MainWindow> fresh = makeWindow(a);
        QVERIFY(fresh);
        const Texts want = textsOf(fresh.get());
        // The translation really is another language: menus, docks, panels all changed.
        QVERIFY2(differingCount(want, english) > 50,
                 qPrintable(QStringLiteral("only %1 texts differ from English")
                                .arg(differingCount(want, english))));
        QVERIFY2(switched == want, qPrintable(differences(switched, want)));

        QAction* back = languageAction(running.get(), QStringLiteral("en"));
        QVERIFY(back != nullptr);
        back->trigger();
        settle();
        QCOMPARE(TranslationLoader::installedLanguage(), QString());
        const Texts restored = textsOf(running.get());
        QVERIFY2(restored == english, qPrintable(differences(restored, english)));
    }

    // The solutions browser, a window of its own, follows the switch too.
    void solutionsBrowserFollows_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }
    void solutionsBrowserFollows() {
        QFETCH(QString, language);
        const auto loaded = [](SolutionsBrowser& b) {
            b.resize(900, 600);
            b.show();
            b.setN(6);
            return QTest::qWaitFor([&] { return !b.isLoading() && b.totalsKnown(); },
                                   TestProblems::kSolveTimeoutMs);
        };
        SolutionsBrowser running;
        QVERIFY(loaded(running));
        running.tableView()->selectRow(1);
        settle();
        const Texts english = textsOf(&running);

        LanguageMenu menu;
        menu.choose(language);
        settle();
        const Texts switched = textsOf(&running);

        SolutionsBrowser fresh;
        QVERIFY(loaded(fresh));
        fresh.tableView()->selectRow(1);
        settle();
        const Texts want = textsOf(&fresh);
        QVERIFY(differingCount(want, english) > 10);
        QVERIFY2(switched == want, qPrintable(differences(switched, want)));
    }

    // The menu: exclusive checkable choices, autonyms that stay, its own texts as a menu made in
    // the new language has them.
    void menuShowsTheChoices() {
        LanguageMenu menu;
        QCOMPARE(menu.objectName(), QStringLiteral("languageMenu"));
        const QStringList names = {
            QStringLiteral("languageSystemAction"), QStringLiteral("languageEnglishAction"),
            QStringLiteral("languageZhCnAction"), QStringLiteral("languageZhTwAction")};
        for (const QString& name : names) {
            auto* a = menu.findChild<QAction*>(name);
            QVERIFY2(a != nullptr, qPrintable(name));
            QVERIFY(a->isCheckable());
            QVERIFY(menu.actions().contains(a));
        }
        auto* system = menu.findChild<QAction*>(names[0]);
        QVERIFY(system->isChecked());  // nothing saved yet: the system language

        menu.findChild<QAction*>(names[2])->trigger();
        settle();
        QVERIFY(menu.findChild<QAction*>(names[2])->isChecked());
        QVERIFY(!system->isChecked());  // exclusive
        QCOMPARE(TranslationLoader::installedLanguage(), QStringLiteral("zh_CN"));
        const LanguageMenu fresh;
        QCOMPARE(menu.title(), fresh.title());
        QCOMPARE(system->text(), fresh.findChild<QAction*>(names[0])->text());
        QCOMPARE(menu.findChild<QAction*>(names[1])->text(), QStringLiteral("English"));
        QCOMPARE(menu.findChild<QAction*>(names[2])->text(), QStringLiteral("简体中文"));
        QCOMPARE(menu.findChild<QAction*>(names[3])->text(), QStringLiteral("繁體中文"));
    }

    // The choice is saved, found again by a new menu, and installed by applySaved().
    void choicePersists() {
        QCOMPARE(LanguageMenu::savedChoice(), QStringLiteral("system"));
        {
            LanguageMenu menu;
            menu.findChild<QAction*>(QStringLiteral("languageZhTwAction"))->trigger();
        }
        settle();
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("zh_TW"));
        TranslationLoader::installLanguage(QStringLiteral("en"));  // as at a new start
        QCOMPARE(TranslationLoader::installedLanguage(), QString());

        QCOMPARE(LanguageMenu::savedChoice(), QStringLiteral("zh_TW"));
        QCOMPARE(LanguageMenu::applySaved(), QStringLiteral("zh_TW"));
        QCOMPARE(TranslationLoader::installedLanguage(), QStringLiteral("zh_TW"));
        LanguageMenu again;
        QVERIFY(again.findChild<QAction*>(QStringLiteral("languageZhTwAction"))->isChecked());
        QCOMPARE(again.checkedChoice(), QStringLiteral("zh_TW"));

        again.choose(QStringLiteral("en"));
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("en"));
        QCOMPARE(LanguageMenu::applySaved(), QString());

        // "system" follows the system locale; an unknown saved value counts as "system".
        again.choose(QStringLiteral("system"));
        QCOMPARE(TranslationLoader::installedLanguage(),
                 TranslationLoader::languageFor(QLocale::system()));
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("xx_YY"));
        QCOMPARE(LanguageMenu::savedChoice(), QStringLiteral("system"));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "test_language_switch.moc"
