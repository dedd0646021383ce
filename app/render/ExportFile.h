#pragma once
// ExportFile: one file written all at once or not at all, with the one-line translated messages
// (context ExportFile) every writer of app/render reports. It owns a QSaveFile: the bytes go to a
// temporary file in the target's folder and commit() renames it over the path. Until then the
// path is untouched; on any failure (write error, cancel, failed rename, destroyed without
// commit) the temporary file is removed and a file that was at the path stays unchanged.
// Use: open({"png", "svg"}) or return result(); write to device(); on a failure the writer
// detects itself, fail(reason); finally return commit().
// device() writes every block whole or fails, and commit() flushes and checks before renaming:
// QSaveFile alone can rename a truncated file into place (docs/design.md, "The command
// line"). The messages: docs/design.md, "Writing files".
#include <QCoreApplication>
#include <QSaveFile>
#include <QString>
#include <QStringList>
#include <memory>

// The outcome of a writer: ok, or a translated one-line reason.
struct ExportResult {
    bool ok = false;
    QString error;
};

class ExportFile {
    Q_DECLARE_TR_FUNCTIONS(ExportFile)

public:
    explicit ExportFile(const QString& path);
    ~ExportFile();  // discards the temporary file unless commit() succeeded
    ExportFile(const ExportFile&) = delete;
    ExportFile& operator=(const ExportFile&) = delete;

    const QString& path() const { return path_; }

    // The lower-case suffix of `path` without the dot ("png"), "" when there is none.
    static QString suffixOf(const QString& path);
    // "" when the suffix of `path` is one of `accepted` (lower-case, without dots; any case in
    // the path), else the "unknown file type" message naming the accepted list. An empty list
    // accepts everything.
    static QString checkExtension(const QString& path, const QStringList& accepted);
    // ".png, .svg or .pdf" (translated joiner).
    static QString acceptedList(const QStringList& accepted);
    // "" when a file could be created at `path` as far as can be told without creating it (the
    // extension is accepted, the folder exists and is a folder, the path is not a folder),
    // else the message. open() performs the same checks and then opens.
    static QString precheck(const QString& path, const QStringList& accepted = {});

    // For writers that rename a file into place themselves (InterruptExit, ExportProcess): the
    // absolute path a rename should replace, following a symbolic link as QSaveFile does. Empty
    // when `path` is not a regular file (a pipe, a device): then write through ExportFile.
    static QString renameTarget(const QString& path);

    // Checks (precheck) and opens the temporary file. False with error() set on failure.
    bool open(const QStringList& accepted = {});
    // Where to write after a successful open() (null before and after commit / fail / cancel):
    // the temporary file, through a device that writes every block whole or fails.
    QIODevice* device();
    bool isOpen() const;

    // Records a failure the caller detected (an encoder returned false): if the device has a
    // write error its message is used ("writing ... failed: ..."), otherwise `reason`. The
    // temporary file is discarded. Returns result() (ok = false).
    ExportResult fail(const QString& reason);
    // Discards everything written; the path is left as it was. error() becomes `reason` (default
    // "cancelled", untranslated on purpose: callers compare it).
    ExportResult cancel(const QString& reason = QStringLiteral("cancelled"));
    // Renames the temporary file over the path. On a write error or a failed rename returns
    // ok = false with the message, and nothing is left behind.
    ExportResult commit();

    QString error() const { return error_; }
    ExportResult result() const { return {error_.isEmpty() && committed_, error_}; }

private:
    QString writeErrorMessage();

    class Device;

    QString path_;
    std::unique_ptr<QSaveFile> file_;
    std::unique_ptr<Device> device_;  // writes whole blocks into file_ or fails
    QString error_;
    bool committed_ = false;
};
