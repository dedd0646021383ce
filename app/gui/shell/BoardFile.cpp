#include "BoardFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include "PlacementFile.h"
#include "PlacementParser.h"

QString BoardFile::quoted(const QString& path) {
    return QStringLiteral("\"%1\"").arg(QDir::toNativeSeparators(path));
}

// PlacementFile reads the bytes; the reasons are translated here by its error code.
BoardFile::Loaded BoardFile::parse(const QByteArray& bytes, int maxN) {
    using queens::PlacementFile;
    PlacementFile::Result r =
        PlacementFile::read(std::string_view(bytes.constData(), std::size_t(bytes.size())), maxN,
                            std::size_t(kMaxBytes));
    switch (r.code) {
        case PlacementFile::Error::None:
            return {std::move(r.placement), QString()};
        case PlacementFile::Error::TooLarge:
            return {{},
                    tr("the file is larger than %1").arg(QLocale().formattedDataSize(kMaxBytes))};
        case PlacementFile::Error::NotText:
            return {{}, tr("it is not a text file: it holds binary data")};
        case PlacementFile::Error::Empty:
            return {{},
                    bytes.isEmpty() ? tr("the file is empty") : tr("the file holds no columns")};
        case PlacementFile::Error::TooManyRows:
            return {{}, tr("it has more rows than the board shows (at most %L1)").arg(maxN)};
        case PlacementFile::Error::Parse:
            break;
    }
    return {{}, QString::fromStdString(r.error)};  // the parser's detail ("row 1: column 9 ...")
}

BoardFile::Loaded BoardFile::load(const QString& path, int maxN) {
    const auto refuse = [&path](const QString& reason) {
        return Loaded{{}, tr("Cannot open %1: %2.").arg(quoted(path), reason)};
    };
    if (path.isEmpty()) return {{}, tr("Cannot open a board: no file name given.")};
    const QFileInfo info(path);
    if (!info.exists()) return refuse(tr("the file does not exist"));
    if (info.isDir()) return refuse(tr("it is a folder, not a board file"));
    const QString limit = QLocale().formattedDataSize(kMaxBytes);
    const auto tooLarge = [&](qint64 size) {
        return refuse(tr("the file is too large (%1); a board file holds at most %2")
                          .arg(QLocale().formattedDataSize(size), limit));
    };
    if (info.size() > kMaxBytes) return tooLarge(info.size());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return refuse(file.errorString());
    const QByteArray bytes = file.read(kMaxBytes + 1);  // a device may be larger than it says
    if (file.error() != QFileDevice::NoError) return refuse(file.errorString());
    Loaded loaded = parse(bytes, maxN);  // also refuses more than kMaxBytes (a device)
    if (!loaded.ok()) return refuse(loaded.error);
    return loaded;
}

ExportResult BoardFile::save(const QString& path, std::span<const int> placement) {
    const auto failed = [&path](const QString& reason) {
        return ExportResult{false, tr("Cannot save %1: %2.").arg(quoted(path), reason)};
    };
    if (path.isEmpty()) return {false, tr("Cannot save the board: no file name given.")};
    ExportFile file(path);
    if (!file.open({QStringLiteral("txt")})) return failed(file.error());
    const std::string text = queens::PlacementParser::format(placement, "\n") + "\n";
    if (file.device()->write(text.data(), qint64(text.size())) != qint64(text.size()))
        return failed(file.fail(tr("the board could not be written")).error);
    const ExportResult result = file.commit();
    return result.ok ? result : failed(result.error);
}
