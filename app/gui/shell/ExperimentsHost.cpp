#include "ExperimentsHost.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QWidget>

#include "ExperimentsWindow.h"
#include "ProblemPanel.h"

ExperimentsHost::ExperimentsHost(QWidget* window, const ProblemPanel* problem)
    : QObject(window), window_(window), problem_(problem), action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("experimentsAction"));
    retranslate();
    connect(action_, &QAction::triggered, this, &ExperimentsHost::open);
}

ExperimentsWindow* ExperimentsHost::experimentsWindow() const {
    return experiments_;
}

void ExperimentsHost::insertAfter(QAction* after) {
    for (QObject* o : after->associatedObjects()) {
        auto* menu = qobject_cast<QMenu*>(o);
        if (menu == nullptr) continue;
        const QList<QAction*> actions = menu->actions();
        const qsizetype i = actions.indexOf(after);
        menu->insertAction(i + 1 < actions.size() ? actions[i + 1] : nullptr, action_);
    }
}

void ExperimentsHost::retranslate() {
    action_->setText(tr("&Experiments…"));
    action_->setToolTip(
        tr("Run a local search many times and compare how often it solves, and in how many "
           "steps, as in the textbook's table."));
}

bool ExperimentsHost::event(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

void ExperimentsHost::open() {
    const bool fresh = experiments_ == nullptr || !experiments_->isVisible();
    if (experiments_ == nullptr) experiments_ = new ExperimentsWindow(window_);
    if (fresh && !experiments_->isRunning())
        experiments_->setProblem(problem_->algorithm(), problem_->options().n);
    experiments_->show();
    experiments_->raise();
    experiments_->activateWindow();
}
