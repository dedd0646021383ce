#include "ActionToolTip.h"

#include <QAction>
#include <QStringList>

QString ActionToolTip::keyName(const QKeySequence& keys) {
    if (keys.count() == 1 && keys[0].keyboardModifiers() == Qt::NoModifier) {
        switch (keys[0].key()) {
            case Qt::Key_Space:
                return tr("Space", "name of the space bar in a shortcut");
            case Qt::Key_Left:
                return tr("Left", "name of the left arrow key in a shortcut");
            case Qt::Key_Right:
                return tr("Right", "name of the right arrow key in a shortcut");
            case Qt::Key_Home:
                return tr("Home", "name of the Home key in a shortcut");
            case Qt::Key_End:
                return tr("End", "name of the End key in a shortcut");
            case Qt::Key_PageUp:
                return tr("PgUp", "name of the Page Up key in a shortcut");
            case Qt::Key_PageDown:
                return tr("PgDown", "name of the Page Down key in a shortcut");
            default:
                break;
        }
    }
    return keys.toString(QKeySequence::NativeText);
}

QString ActionToolTip::text(const QString& text, const QList<QKeySequence>& shortcuts) {
    if (shortcuts.isEmpty()) return text;
    QStringList names;
    for (const QKeySequence& k : shortcuts) names << keyName(k);
    return tr("%1 (%2)", "tool tip of an action: its name (its shortcut)")
        .arg(text, names.join(tr(", ", "between two shortcuts")));
}

void ActionToolTip::set(QAction* action, const QString& text) {
    action->setToolTip(ActionToolTip::text(text, action->shortcuts()));
}
