#include "SolutionCountsText.h"

#include <QLocale>

#include "PluralCount.h"

namespace {
QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}
}  // namespace

QString SolutionCountsText::text(const State& s) {
    if (!s.failure.isEmpty()) return s.failure;
    if (!s.totalsKnown) return tr("Counting the solutions of N = %1…").arg(s.n);
    if (s.total == 0) return tr("No solutions for N = %1").arg(s.n);
    const QString totals = s.total == 1 ? tr("1 solution in 1 symmetry class")
                                        : tr("%1 solutions in %Ln symmetry class(es)",
                                             "%1 is at least 2", PluralCount::of(s.fundamental))
                                              .arg(number(s.total));
    QString listed;
    if (s.cancelled)
        listed = tr("loading cancelled: %1 of %2 listed").arg(number(s.loaded), number(s.rows));
    else if (s.loaded >= s.rows)
        listed = s.filter == queens::SolutionCatalog::Filter::All
                     ? tr("all %1 listed").arg(number(s.loaded))
                     : tr("%1 listed, one per class").arg(number(s.loaded));
    else if (s.lazy && !s.loading)
        listed =
            tr("showing the first %1 of %2; scroll for more").arg(number(s.loaded), number(s.rows));
    else
        listed = tr("loading %1 of %2…").arg(number(s.loaded), number(s.rows));
    return tr("%1; %2", "totals; what is listed").arg(totals, listed);
}
