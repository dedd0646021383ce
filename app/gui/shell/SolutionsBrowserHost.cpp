#include "SolutionsBrowserHost.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

#include "SolutionsBrowser.h"

SolutionsBrowserHost::SolutionsBrowserHost(QWidget* window)
    : QObject(window), action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("solutionsBrowserAction"));
    retranslate();
    connect(action_, &QAction::triggered, this, &SolutionsBrowserHost::open);
}

SolutionsBrowserHost::~SolutionsBrowserHost() {
    delete browser_.data();  // a top-level window: not a child of the main window
}

SolutionsBrowser* SolutionsBrowserHost::browser() const {
    return browser_;
}

void SolutionsBrowserHost::retranslate() {
    action_->setText(tr("Solutions browser…"));
    action_->setShortcut(QKeySequence(tr("Ctrl+B", "View|Solutions browser")));
    action_->setToolTip(tr("List the solutions of N grouped into symmetry classes."));
}

bool SolutionsBrowserHost::event(QEvent* event) {
    // A QObject gets no changeEvent(): the window passes LanguageChange on to its children.
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

void SolutionsBrowserHost::open() {
    if (browser_ == nullptr) {
        browser_ = new SolutionsBrowser;  // its own window, deleted with this object
        browser_->setAttribute(Qt::WA_DeleteOnClose, false);
        // Closing the main window quits even while the browser is open (it only serves the
        // main window: Show in board, handouts).
        browser_->setAttribute(Qt::WA_QuitOnClose, false);
        connect(browser_, &SolutionsBrowser::showInBoardRequested, this,
                &SolutionsBrowserHost::showInBoardRequested);
        connect(browser_, &SolutionsBrowser::handoutRequested, this,
                &SolutionsBrowserHost::handoutRequested);
    }
    browser_->show();
    browser_->raise();
    browser_->activateWindow();
}
