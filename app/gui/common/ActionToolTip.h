#pragma once
// ActionToolTip: the one way an action's tool tip names its shortcut, "Play (Space)", with key
// names a reader of the current language recognizes: Space, Left, Right, Home, End, PgUp, PgDown
// come from tr() (the arrows as arrows in Chinese), other keys and combinations from Qt's
// QKeySequence::NativeText. Stateless; call it again after a language change.
#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;

class ActionToolTip {
    Q_DECLARE_TR_FUNCTIONS(ActionToolTip)

public:
    // The name of one key sequence, e.g. "Space" / "空格", "Ctrl+K".
    static QString keyName(const QKeySequence& keys);
    // "text (key, key)" for the action's shortcuts, or just `text` without any.
    static QString text(const QString& text, const QList<QKeySequence>& shortcuts);
    // Sets the action's tool tip to text(text, action->shortcuts()).
    static void set(QAction* action, const QString& text);
};
