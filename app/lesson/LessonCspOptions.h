#pragma once
// LessonCspOptions: CSP backtracking's options in a lesson file's "problem" object, named as
// queenslab-cli names them (docs/lesson-format.md):
//   "order": "in-order" | "mrv" | "mrv-degree", "values": "in-order" | "lcv",
//   "inference": "none" | "fc" | "mac", "backjump", "randomTies": booleans,
//   "restartAfter": integer (backtracks before a restart, 0 = never).
// read() takes the keys present (a missing key keeps the option's default) and refuses a value
// of the wrong type; StepperFactory::validate, run by LessonFile after it, judges how the values
// fit together. write() writes every option that differs from its default, so toJson -> parse
// gives back equal options. Pure functions.
#include <QJsonObject>
#include <QString>

#include "StepperOptions.h"

class LessonCspOptions {
public:
    static void read(const QJsonObject& problem, const QString& where, queens::StepperOptions& o);
    static void write(const queens::StepperOptions& o, QJsonObject& problem);
};
