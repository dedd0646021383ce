#include "InputReader.h"

#include <QFile>
#include <QFileInfo>

#include "CliError.h"

namespace queens::cli {

QString InputReader::displayName(const QString& path) {
    return path == QLatin1String("-") ? tr("standard input") : path;
}

QByteArray InputReader::read(const QString& path, QIODevice& standardInput) {
    if (path == QLatin1String("-")) return standardInput.readAll();
    const QFileInfo info(path);
    if (info.isDir()) throw CliError::usage(tr("cannot read '%1': it is a directory").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CliError::usage(tr("cannot read '%1': %2").arg(path, file.errorString()));
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        throw CliError::usage(tr("cannot read '%1': %2").arg(path, file.errorString()));
    return bytes;
}

}  // namespace queens::cli
