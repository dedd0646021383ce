#include "SolutionListWriter.h"

#include <QByteArray>

ExportResult SolutionListWriter::write(const QString& path, int n,
                                       const std::function<bool(Row&)>& next,
                                       const std::atomic<bool>* cancel) {
    if (n < 1) return {false, tr("the board size must be at least 1; got %1").arg(n)};
    ExportFile file(path);
    if (!file.open()) return file.result();
    const bool csv = isCsv(path);
    const char separator = csv ? ',' : ' ';
    QByteArray buffer;
    buffer.reserve(kFlushBytes + 4096);
    if (csv) buffer += csvHeader(n).toUtf8() + '\n';
    const auto flush = [&] {
        const bool ok = file.device()->write(buffer) == buffer.size();
        buffer.clear();
        return ok;
    };
    Row row;
    for (;;) {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return file.cancel();
        row.placement.clear();
        if (!next) break;
        if (!next(row)) break;
        if (static_cast<int>(row.placement.size()) != n)
            return file.fail(tr("solution %1 has %2 columns for a board of %3")
                                 .arg(row.index)
                                 .arg(row.placement.size())
                                 .arg(n));
        if (csv) {
            buffer += QByteArray::number(static_cast<qulonglong>(row.index)) + ',' +
                      QByteArray::number(static_cast<qulonglong>(row.classIndex)) + ',' +
                      QByteArray::number(row.orbitSize) + ',';
        }
        for (int r = 0; r < n; ++r) {
            const int c = row.placement[static_cast<std::size_t>(r)];
            if (c < 0 || c >= n)
                return file.fail(
                    tr("solution %1: column %2 is off the board").arg(row.index).arg(c));
            if (r > 0) buffer += separator;
            buffer += QByteArray::number(c);
        }
        buffer += '\n';
        if (buffer.size() >= kFlushBytes && !flush()) return file.fail({});
    }
    if (!buffer.isEmpty() && !flush()) return file.fail({});
    return file.commit();
}

bool SolutionListWriter::isCsv(const QString& path) {
    return ExportFile::suffixOf(path) == QLatin1String("csv");
}

QString SolutionListWriter::csvHeader(int n) {
    QString header = QStringLiteral("solution,class,orbit");
    for (int r = 0; r < n; ++r) header += QStringLiteral(",r%1").arg(r);
    return header;
}
