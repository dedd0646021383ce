#include "MainWindowDriver.h"

#include <QtCore/qtestsupport_core.h>
#include <QAction>
#include <QComboBox>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>

#include "TestProblems.h"

template <class T>
T* MainWindowDriver::child(const char* name) const {
    return window_.findChild<T*>(QLatin1String(name));
}

bool MainWindowDriver::selectAlgorithm(queens::Algorithm algorithm) {
    auto* combo = child<QComboBox>("algorithmCombo");
    if (combo == nullptr) return false;
    const int index = combo->findData(static_cast<int>(algorithm));
    if (index < 0) return false;
    combo->setCurrentIndex(index);
    return true;
}

void MainWindowDriver::setN(int n) {
    child<QSpinBox>("nSpinBox")->setValue(n);
}
int MainWindowDriver::nMaximum() const {
    return child<QSpinBox>("nSpinBox")->maximum();
}
int MainWindowDriver::n() const {
    return child<QSpinBox>("nSpinBox")->value();
}

void MainWindowDriver::setAllSolutions(bool all) {
    auto* combo = child<QComboBox>("solutionModeCombo");
    combo->setCurrentIndex(combo->findData(all));
}

void MainWindowDriver::setSpeedPosition(int position) {
    child<QSlider>("speedSlider")->setValue(position);
}

int MainWindowDriver::speedMaximum() const {
    return child<QSlider>("speedSlider")->maximum();
}

bool MainWindowDriver::trigger(const char* actionName) {
    QAction* a = child<QAction>(actionName);
    if (a == nullptr || !a->isEnabled()) return false;
    a->trigger();
    return true;
}

bool MainWindowDriver::stepTo(std::uint64_t k) {
    const PlaybackController& pb = playback();
    while (pb.cursor() < k) {
        if (!QTest::qWaitFor([&] { return pb.recorded() > pb.cursor(); },
                             TestProblems::kSolveTimeoutMs))
            return false;
        if (!trigger("stepForwardAction")) return false;
    }
    return pb.cursor() == k;
}

QString MainWindowDriver::statusMessage() const {
    return window_.statusBar()->currentMessage();
}
