#pragma once
// Helpers shared by the tests of AnimationExporter (test_animation_exporter.cpp,
// test_animation_exporter_files.cpp, which say `using namespace rendertest;`): the core types of a
// run by their short names, a real backtracking run to export, and a folder's entries.
#include <QDir>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "StepperFactory.h"

namespace rendertest {

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

// The first `limit` events of a backtracking run for n queens (the whole run by default).
inline std::vector<StepEvent> backtrackingRun(int n, std::size_t limit = SIZE_MAX) {
    queens::StepperOptions options;
    options.n = n;
    auto stepper = queens::StepperFactory::create(queens::Algorithm::Backtracking, options);
    std::vector<StepEvent> events;
    StepEvent e;
    while (events.size() < limit && stepper->next(e)) events.push_back(e);
    return events;
}

// Every entry of dir (hidden ones too) by name.
inline QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden, QDir::Name);
}

}  // namespace rendertest
