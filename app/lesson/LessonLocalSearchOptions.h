#pragma once
// LessonLocalSearchOptions: the local searches' options in a lesson file's "problem" object,
// named as queenslab-cli names them (docs/lesson-format.md):
//   "climb": "steepest" | "stochastic" | "first-choice", "sideways": integer, "restart": boolean,
//   "t0", "decay", "tMin", "mutation": numbers, "beam", "population": integers.
// read() takes the keys present (a missing key keeps the option's default) and refuses a value
// of the wrong type or outside the field's range; StepperFactory::validate, run by LessonFile
// after it, judges how the values fit together (tMin below t0). write() writes every option that
// differs from its default, so toJson -> parse gives back equal options. Pure functions.
#include <QJsonObject>
#include <QString>

#include "StepperOptions.h"

class LessonLocalSearchOptions {
public:
    static void read(const QJsonObject& problem, const QString& where, queens::StepperOptions& o);
    static void write(const queens::StepperOptions& o, QJsonObject& problem);
};
