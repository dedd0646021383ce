#pragma once
// RunStatsFormatter: how the statistics panel writes times and rates, in the user's locale and
// short enough for a projector: three significant digits, an SI prefix for large numbers.
//   duration(0.85) "850 ms", duration(75) "1 min 15 s", duration(3725) "1 h 02 min"
//   compact(12345) "12.3 k", eventsPerSecond(1.23e7) "12.3 M events/s"
// Negative or non-finite inputs are shown as 0.
#include <QCoreApplication>
#include <QString>

class RunStatsFormatter {
    Q_DECLARE_TR_FUNCTIONS(RunStatsFormatter)

public:
    static QString duration(double seconds);
    static QString compact(double value);
    static QString eventsPerSecond(double perSecond);
    static QString stepsPerSecond(double perSecond);
};
