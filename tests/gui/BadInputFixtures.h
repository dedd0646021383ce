#pragma once
// Shared by the GUI bad-input tables (test_gui_bad_input*.cpp): the message a WarningBox would
// have shown, read without a modal box; expected fragments matched the way the CLI table does
// (case-insensitive, "a|b" accepts either); a folder's entries with their bytes.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QStringList>
#include <QTest>

#include "WarningBox.h"

namespace badinput {

// Collects what WarningBox::show() is given while it exists (and no box opens).
struct Warnings {
    QStringList titles;
    QStringList texts;
    Warnings() {
        WarningBox::setObserver([this](const QString& title, const QString& text) {
            titles << title;
            texts << text;
        });
    }
    ~Warnings() { WarningBox::setObserver({}); }
    Warnings(const Warnings&) = delete;
    Warnings& operator=(const Warnings&) = delete;
};

// The fragments of `expected` that `text` lacks (case-insensitive; "a|b": either), or "".
inline QString missingFragments(const QString& text, const QStringList& expected) {
    QStringList missing;
    for (const QString& fragment : expected) {
        bool found = false;
        for (const QString& alt : fragment.split(QLatin1Char('|')))
            found = found || text.contains(alt, Qt::CaseInsensitive);
        if (!found) missing << fragment;
    }
    return missing.join(QStringLiteral(", "));
}

// Every entry under `dir` with its bytes (its size when unreadable; "<dir>" for folders).
inline QMap<QString, QByteArray> snapshot(const QString& dir) {
    QMap<QString, QByteArray> all;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        QFile f(path);
        if (info.isDir())
            all.insert(path, "<dir>");
        else if (info.size() > (1 << 20) || !f.open(QIODevice::ReadOnly))
            all.insert(path, QByteArray::number(info.size()));
        else
            all.insert(path, f.readAll());
    }
    return all;
}

// Writes `bytes` to dir/name; false on failure.
inline bool writeFile(const QString& dir, const QString& name, const QByteArray& bytes) {
    QFile f(QDir(dir).filePath(name));
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

}  // namespace badinput
