#include "BoardFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringDecoder>

#include "PlacementParser.h"

namespace {

// Whether `bytes` hold something other than text: NUL and the other control bytes but tab,
// line feed, vertical tab, form feed and carriage return; DEL; bytes that are not UTF-8.
bool isBinary(const QByteArray& bytes) {
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c < 0x20 && (c < '\t' || c > '\r')) || c == 0x7f) return true;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8.decode(bytes);
    return utf8.hasError();
}

}  // namespace

QString BoardFile::quoted(const QString& path) {
    return QStringLiteral("\"%1\"").arg(QDir::toNativeSeparators(path));
}

BoardFile::Loaded BoardFile::parse(const QByteArray& raw, int maxN) {
    QByteArray bytes = raw;
    if (bytes.startsWith("\xEF\xBB\xBF")) bytes.remove(0, 3);  // a UTF-8 byte order mark
    if (raw.isEmpty()) return {{}, tr("the file is empty")};
    if (isBinary(bytes)) return {{}, tr("it is not a text file: it holds binary data")};
    if (bytes.trimmed().isEmpty()) return {{}, tr("the file holds no columns, only blanks")};
    auto parsed = queens::PlacementParser::parse(
        std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok()) return {{}, QString::fromStdString(parsed.error)};
    if (parsed.placement.size() > static_cast<std::size_t>(maxN)) {
        return {{},
                tr("it has %L1 rows; the board shows at most %L2")
                    .arg(qulonglong(parsed.placement.size()))
                    .arg(maxN)};
    }
    return {std::move(parsed.placement), QString()};
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
    if (bytes.size() > kMaxBytes) return refuse(tr("the file is larger than %1").arg(limit));
    Loaded loaded = parse(bytes, maxN);
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
