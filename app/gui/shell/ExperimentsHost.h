#pragma once
// ExperimentsHost: the main window's Experiments window. It owns the action that opens it
// (experimentsAction, in the Classroom menu after "Compare two runs…") and the window, a tool
// window made on first use, a child of the main window. A new or closed window opens on the
// problem panel's algorithm and N; an open one keeps what the user set in it. It runs nothing
// itself and never changes the main window's run.
#include <QObject>
#include <QPointer>

class ExperimentsWindow;
class ProblemPanel;
class QAction;
class QWidget;

class ExperimentsHost : public QObject {
    Q_OBJECT

public:
    ExperimentsHost(QWidget* window, const ProblemPanel* problem);

    QAction* action() const { return action_; }
    ExperimentsWindow* experimentsWindow() const;  // null until opened
    // Puts the action into every menu that holds `after`, right after it.
    void insertAfter(QAction* after);

public slots:
    void open();
    void retranslate();

protected:
    bool event(QEvent* event) override;  // LanguageChange, passed on by the window

private:
    QWidget* window_;
    const ProblemPanel* problem_;
    QAction* action_ = nullptr;
    QPointer<ExperimentsWindow> experiments_;
};
