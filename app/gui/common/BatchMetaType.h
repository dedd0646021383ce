#pragma once
// queens::BatchPtr travels from the SolverWorker thread to the GUI thread in queued signals, so Qt
// must know it as a meta type. SolverController registers it (qRegisterMetaType) before any run.
#include <QMetaType>

#include "TimelineBatch.h"

Q_DECLARE_METATYPE(queens::BatchPtr)
