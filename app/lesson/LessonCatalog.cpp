#include "LessonCatalog.h"

const std::vector<BuiltInLesson>& LessonCatalog::builtIn() {
    static const std::vector<BuiltInLesson> lessons = [] {
        const char* const ids[] = {
            "backtracking",  "permutation",         "bitmask", "symmetry", "bfs", "million",
            "hill-climbing", "simulated-annealing", "csp"};
        std::vector<BuiltInLesson> list;
        int number = 1;
        for (const char* id : ids) {
            const QString name = QString::fromLatin1(id);
            list.push_back({name, QStringLiteral(":/lessons/%1-%2.qlesson")
                                      .arg(number++, 2, 10, QLatin1Char('0'))
                                      .arg(name)});
        }
        return list;
    }();
    return lessons;
}

const BuiltInLesson* LessonCatalog::find(const QString& id) {
    for (const BuiltInLesson& lesson : builtIn())
        if (lesson.id == id) return &lesson;
    return nullptr;
}
