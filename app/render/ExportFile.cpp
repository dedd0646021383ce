#include "ExportFile.h"

#include <QDir>
#include <QFileInfo>

namespace {
QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}
}  // namespace

// What writers write to: every block goes whole into the QSaveFile or the write fails. A
// QFileDevice hands a large block straight to the system, and a short write (the first bytes
// past a full disk or the file size limit) returns a short count with no error set, which an
// encoder writing through a QTextStream (QSvgGenerator) never notices. Writing the rest again
// fails with the system's reason (ENOSPC, EFBIG), which the QSaveFile then keeps as its write
// error, so that commit() discards the file.
class ExportFile::Device : public QIODevice {
public:
    explicit Device(QSaveFile& file) : file_(file) {
        QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 len) override {
        for (qint64 done = 0; done < len;) {
            const qint64 n = file_.write(data + done, len - done);
            if (n <= 0) {
                setErrorString(file_.errorString());
                return -1;
            }
            done += n;
        }
        return len;
    }

private:
    QSaveFile& file_;
};

ExportFile::ExportFile(const QString& path) : path_(path) {}

ExportFile::~ExportFile() = default;  // QSaveFile removes its temporary file unless committed

QString ExportFile::suffixOf(const QString& path) {
    return QFileInfo(path).suffix().toLower();
}

QString ExportFile::acceptedList(const QStringList& accepted) {
    QStringList dotted;
    for (const QString& s : accepted) dotted << QLatin1Char('.') + s;
    if (dotted.isEmpty()) return {};
    if (dotted.size() == 1) return dotted.front();
    const QString last = dotted.takeLast();
    //: "%1" is a comma-separated list of file extensions, "%2" the last one: ".png, .svg or .pdf"
    return tr("%1 or %2").arg(dotted.join(QStringLiteral(", ")), last);
}

QString ExportFile::checkExtension(const QString& path, const QStringList& accepted) {
    if (accepted.isEmpty()) return {};
    const QString suffix = suffixOf(path);
    if (!suffix.isEmpty() && accepted.contains(suffix)) return {};
    const QString shown =
        suffix.isEmpty() ? QFileInfo(path).fileName() : QLatin1Char('.') + QFileInfo(path).suffix();
    return tr("unknown file type \"%1\": use %2").arg(shown, acceptedList(accepted));
}

QString ExportFile::renameTarget(const QString& path) {
    QFileInfo info(path);
    for (int links = 0; info.isSymLink() && links < 40; ++links)  // 40: the kernel's own limit
        info = QFileInfo(info.symLinkTarget());
    if (info.isSymLink()) return {};
    if (info.exists() && !info.isFile()) return {};
    return info.absoluteFilePath();
}

QString ExportFile::precheck(const QString& path, const QStringList& accepted) {
    if (path.isEmpty()) return tr("no file name given");
    if (QString why = checkExtension(path, accepted); !why.isEmpty()) return why;
    const QFileInfo info(path);
    if (info.isDir()) return tr("\"%1\" is a folder").arg(native(path));
    const QString folder = info.absolutePath();
    const QFileInfo dir(folder);
    if (!dir.exists()) {
        // A parent that is a regular file is "not a folder", not a missing one.
        for (QFileInfo up(folder); !up.isRoot() && up.absoluteFilePath() != up.absolutePath();
             up = QFileInfo(up.absolutePath())) {
            if (up.exists()) {
                if (!up.isDir()) return tr("\"%1\" is not a folder").arg(native(up.filePath()));
                break;
            }
        }
        return tr("the folder \"%1\" does not exist").arg(native(folder));
    }
    if (!dir.isDir()) return tr("\"%1\" is not a folder").arg(native(folder));
    if (!dir.isWritable())
        return tr("cannot write to the folder \"%1\": permission denied").arg(native(folder));
    return {};
}

bool ExportFile::open(const QStringList& accepted) {
    error_ = precheck(path_, accepted);
    if (!error_.isEmpty()) return false;
    file_ = std::make_unique<QSaveFile>(path_);
    if (!file_->open(QIODevice::WriteOnly)) {
        error_ = tr("cannot create \"%1\": %2").arg(native(path_), file_->errorString());
        file_.reset();
        return false;
    }
    device_ = std::make_unique<Device>(*file_);
    return true;
}

QIODevice* ExportFile::device() {
    return file_ ? device_.get() : nullptr;
}

bool ExportFile::isOpen() const {
    return file_ != nullptr && file_->isOpen();
}

QString ExportFile::writeErrorMessage() {
    // A short write (the first bytes past a full disk or the file size limit) fails without a
    // system error; writing the rest once more fails with it (ENOSPC, EFBIG).
    if (file_->isOpen()) file_->flush();
    return tr("writing \"%1\" failed: %2").arg(native(path_), file_->errorString());
}

ExportResult ExportFile::fail(const QString& reason) {
    if (file_ && file_->error() != QFileDevice::NoError)
        error_ = writeErrorMessage();
    else
        error_ = reason.isEmpty() ? tr("writing \"%1\" failed").arg(native(path_)) : reason;
    if (file_) file_->cancelWriting();
    device_.reset();
    file_.reset();
    return result();
}

ExportResult ExportFile::cancel(const QString& reason) {
    error_ = reason;
    if (file_) file_->cancelWriting();
    device_.reset();
    file_.reset();
    return result();
}

ExportResult ExportFile::commit() {
    if (!file_) {
        if (error_.isEmpty()) error_ = tr("\"%1\" was not opened").arg(native(path_));
        return result();
    }
    // QSaveFile::commit() ignores an error of its own final flush (Qt 6.4 checks only the errors
    // of earlier writes) and would rename a truncated file: flush first and check.
    if (file_->error() == QFileDevice::NoError) file_->flush();
    if (file_->error() != QFileDevice::NoError) {
        error_ = writeErrorMessage();
        file_->cancelWriting();
    } else if (!file_->commit()) {
        error_ = file_->error() == QFileDevice::WriteError
                     ? writeErrorMessage()
                     : tr("could not save \"%1\": %2").arg(native(path_), file_->errorString());
    } else {
        committed_ = true;
    }
    device_.reset();
    file_.reset();
    return result();
}
