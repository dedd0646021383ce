#pragma once
// LessonCatalog: the lessons built into QueensLab, in the order they are meant to be taught. Each
// entry is a lesson file (docs/lesson-format.md) compiled into the program as a Qt resource under
// ":/lessons/" (resources/lessons/); read one with LessonFile::read(entry.path). The catalog only
// names the files: it reads nothing, caches nothing and knows no widget.
#include <QString>
#include <vector>

struct BuiltInLesson {
    QString id;    // stable short name, e.g. "backtracking"
    QString path;  // the resource path, e.g. ":/lessons/01-backtracking.qlesson"
};

class LessonCatalog {
public:
    // Every built-in lesson, in teaching order.
    static const std::vector<BuiltInLesson>& builtIn();
    // The entry with this id, or nullptr.
    static const BuiltInLesson* find(const QString& id);
};
