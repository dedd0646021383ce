#pragma once
// RunStatsFormatter: how the statistics panel writes times and rates, in the user's locale and
// short enough for a projector: three significant digits, an SI prefix for large numbers.
//   duration(0.85) "850 ms", duration(75) "1 min 15 s", duration(3725) "1 h 02 min"
//   compact(12345) "12.3 k", eventsPerSecond(1.23e7) "12.3 M events/s"
// Negative or non-finite inputs are shown as 0. The rates take the plural form of the number
// shown ("1 step/s", "2 steps/s", "1.50 steps/s").
#include <QCoreApplication>
#include <QString>

class RunStatsFormatter {
    Q_DECLARE_TR_FUNCTIONS(RunStatsFormatter)

public:
    static QString duration(double seconds);
    static QString compact(double value);
    static QString eventsPerSecond(double perSecond);
    static QString stepsPerSecond(double perSecond);

private:
    // The n that picks the plural form of compact(value): the number itself when it is shown as a
    // whole number, else a count that reads as plural.
    static int pluralCount(double value);
};
