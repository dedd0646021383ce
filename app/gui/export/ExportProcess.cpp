#include "ExportProcess.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>

#include "HandoutWriter.h"
#include "TranslationLoader.h"

namespace {

const QString kCancelled = QStringLiteral("cancelled");  // ExportFile's word; callers compare it

bool isExecutable(const QString& path) {
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

QString themeName(ImageTheme t) {
    return t == ImageTheme::Dark ? QStringLiteral("dark") : QStringLiteral("light");
}

QString coordinatesName(Coordinates c) {
    switch (c) {
        case Coordinates::Chess:
            return QStringLiteral("chess");
        case Coordinates::ZeroBased:
            return QStringLiteral("zero");
        case Coordinates::None:
            break;
    }
    return QStringLiteral("none");
}

QString paperName(PaperSize p) {
    return p == PaperSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

// The child's reason, from its last stderr line "queenslab-cli: <reason>".
QString reasonOf(const QByteArray& line) {
    QString text = QString::fromUtf8(line).trimmed();
    const QString prefix = QStringLiteral("queenslab-cli: ");
    if (text.startsWith(prefix)) text.remove(0, prefix.size());
    return text;
}

}  // namespace

QString ExportProcess::program() {
    const QString fromEnvironment = qEnvironmentVariable("QUEENSLAB_CLI");
    if (!fromEnvironment.isEmpty())
        return isExecutable(fromEnvironment) ? fromEnvironment : QString();
    const QString beside =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("queenslab-cli"));
    if (isExecutable(beside)) return beside;
#ifdef QUEENSLAB_CLI_BUILD_PATH
    if (isExecutable(QStringLiteral(QUEENSLAB_CLI_BUILD_PATH)))
        return QStringLiteral(QUEENSLAB_CLI_BUILD_PATH);
#endif
    return {};
}

QStringList ExportProcess::exportArguments(const BoardImageOptions& o, PaperSize paper,
                                           const QString& output) {
    if (!o.marks.empty() || o.hValues || o.showDomains) return {};  // the command line has none
    QStringList placement;
    for (const int c : o.placement) placement << (c < 0 ? QStringLiteral(".") : QString::number(c));
    // name=value: a title or caption that starts with '-' stays a value.
    QStringList args = {QStringLiteral("export"),
                        QString::number(o.n),
                        QStringLiteral("--placement=") + placement.join(u' '),
                        QStringLiteral("--size=%1").arg(o.width),
                        QStringLiteral("--theme=") + themeName(o.theme),
                        QStringLiteral("--coordinates=") + coordinatesName(o.coordinates)};
    if (o.transparent) args << QStringLiteral("--transparent");
    if (o.attacks) args << QStringLiteral("--attacks");
    if (o.registers) args << QStringLiteral("--registers");
    if (!o.title.isEmpty()) args << QStringLiteral("--title=") + o.title;
    if (!o.caption.isEmpty()) args << QStringLiteral("--caption=") + o.caption;
    if (BoardExporter::formatFor(output) == QLatin1String("pdf"))
        args << QStringLiteral("--paper=") + paperName(paper);
    args << QStringLiteral("--output=") + output;
    return args;
}

QStringList ExportProcess::handoutArguments(int n, PaperSize paper, const QString& output) {
    return {QStringLiteral("handout"), QString::number(n), QStringLiteral("--progress"),
            QStringLiteral("--paper=") + paperName(paper), QStringLiteral("--output=") + output};
}

QString ExportProcess::childLocale() {
    const QString stem = TranslationLoader::installedLanguage();
    return (stem.isEmpty() ? QStringLiteral("en_US") : stem) + QStringLiteral(".UTF-8");
}

ExportJob::Task ExportProcess::boardTask(const QString& path, const BoardImageOptions& o,
                                         PaperSize paper) {
    // Read here, on the caller's (GUI) thread: both read state the GUI thread may change.
    const QString cli = program();
    const QString locale = childLocale();
    return [path, o, paper, cli, locale](const ExportJob::Progress& progress,
                                         const std::atomic<bool>* cancel) -> ExportResult {
        ExportResult result;
        if (o.marks.empty() && !o.hValues && !o.showDomains &&  // the command line has none
            run(
                cli, locale, path, BoardExporter::formats(),
                [&](const QString& output) { return exportArguments(o, paper, output); }, progress,
                cancel, result) == Outcome::Done)
            return result;
        lastRunUsedProcess_.store(false);
        return BoardExporter::write(path, o, paper, cancel);
    };
}

ExportJob::Task ExportProcess::handoutTask(const QString& path, int n, PaperSize paper) {
    const QString cli = program();
    const QString locale = childLocale();
    return [path, n, paper, cli, locale](const ExportJob::Progress& progress,
                                         const std::atomic<bool>* cancel) -> ExportResult {
        ExportResult result;
        if (run(
                cli, locale, path, {QStringLiteral("pdf")},
                [&](const QString& output) { return handoutArguments(n, paper, output); }, progress,
                cancel, result) == Outcome::Done)
            return result;
        lastRunUsedProcess_.store(false);
        return HandoutWriter::write(path, n, paper, progress, cancel);
    };
}

ExportProcess::Outcome ExportProcess::run(
    const QString& cli, const QString& locale, const QString& path, const QStringList& accepted,
    const std::function<QStringList(const QString& output)>& arguments,
    const ExportJob::Progress& progress, const std::atomic<bool>* cancel, ExportResult& result) {
    const auto cancelled = [cancel] { return cancel != nullptr && cancel->load(); };
    if (cli.isEmpty()) return Outcome::NotStarted;
    // A path that cannot be written gets the in-process writer's own message; a path that is not
    // a regular file (a named pipe, a device) is left to it too.
    if (!ExportFile::precheck(path, accepted).isEmpty()) return Outcome::NotStarted;
    const QString targetPath = ExportFile::renameTarget(path);  // a symbolic link is followed
    if (targetPath.isEmpty()) return Outcome::NotStarted;
    const QFileInfo target(targetPath);
    QTemporaryDir folder(target.absoluteDir().filePath(QStringLiteral(".queenslab-XXXXXX")));
    if (!folder.isValid()) return Outcome::NotStarted;
    // The same name as the path's: its extension picks the format.
    const QString output = folder.filePath(QFileInfo(path).fileName());

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.remove(QStringLiteral("LANGUAGE"));
    // Set here so that the child need not restart itself to get it (queenslab-cli's main.cpp):
    // memory in transparent huge pages makes the kill's teardown several times shorter.
    const QString tunables = env.value(QStringLiteral("GLIBC_TUNABLES"));
    if (!tunables.contains(QLatin1String("glibc.malloc.hugetlb")))
        env.insert(QStringLiteral("GLIBC_TUNABLES"),
                   (tunables.isEmpty() ? QString() : tunables + QLatin1Char(':')) +
                       QStringLiteral("glibc.malloc.hugetlb=1"));
    child.setProcessEnvironment(env);
    child.setStandardOutputFile(QProcess::nullDevice());
    child.setStandardInputFile(QProcess::nullDevice());
    child.start(cli, arguments(output));
    if (!child.waitForStarted()) return Outcome::NotStarted;
    lastRunUsedProcess_.store(true);

    QByteArray pending;   // stderr not yet split into lines
    QByteArray lastLine;  // the last line that is not a progress report
    while (!child.waitForFinished(kPollMs)) {
        if (cancelled()) {
            child.kill();
            child.waitForFinished(-1);
            result = {false, kCancelled};
            return Outcome::Done;  // the folder goes with `folder`
        }
        pending += child.readAllStandardError();
        forwardProgress(pending, progress, lastLine);
        if (child.state() == QProcess::NotRunning) break;
    }
    pending += child.readAllStandardError();
    if (!pending.endsWith('\n')) pending += '\n';
    forwardProgress(pending, progress, lastLine);

    if (child.exitStatus() != QProcess::NormalExit) {
        result = {false, tr("the export process stopped unexpectedly")};
    } else if (child.exitCode() != 0) {
        // The child names the file it was asked to write: the user knows the path.
        const QString reason = reasonOf(lastLine).replace(output, path);
        result = {false, reason.isEmpty()
                             ? tr("the export process failed (exit code %1)").arg(child.exitCode())
                             : reason};
    } else if (cancelled()) {
        result = {false, kCancelled};  // asked while the child was ending: keep the old file
    } else if (std::rename(QFile::encodeName(output).constData(),
                           QFile::encodeName(target.absoluteFilePath()).constData()) != 0) {
        result = {false, tr("could not save \"%1\": %2")
                             .arg(QDir::toNativeSeparators(path),
                                  QString::fromLocal8Bit(std::strerror(errno)))};
    } else {
        result = {true, QString()};
    }
    return Outcome::Done;
}

void ExportProcess::forwardProgress(QByteArray& pending, const ExportJob::Progress& progress,
                                    QByteArray& lastLine) {
    qsizetype end = 0;
    while ((end = pending.indexOf('\n')) >= 0) {
        const QByteArray line = pending.left(end).trimmed();
        pending.remove(0, end + 1);
        if (line.startsWith("progress ")) {
            const QList<QByteArray> parts = line.mid(9).split('/');
            bool okDone = false;
            bool okTotal = false;
            const int done = parts.value(0).toInt(&okDone);
            const int total = parts.value(1).toInt(&okTotal);
            if (okDone && okTotal && parts.size() == 2 && progress) progress(done, total);
        } else if (!line.isEmpty()) {
            lastLine = line;
        }
    }
}
