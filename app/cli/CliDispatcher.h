#pragma once
// CliDispatcher: the front door of queenslab-cli. Picks the command named by the first
// argument, runs it, and turns every failure into one line "queenslab-cli: <reason>" on the
// error device plus the exit code (see CliError.h). Also answers --help and --version.
#include <QCoreApplication>
#include <QStringList>
#include <memory>
#include <vector>

#include "CliCommand.h"

class QIODevice;

namespace queens::cli {

class CliDispatcher {
    Q_DECLARE_TR_FUNCTIONS(CliDispatcher)
public:
    CliDispatcher();
    ~CliDispatcher();

    // `arguments` as from QCoreApplication::arguments() (the program name first).
    int run(const QStringList& arguments, QIODevice& in, QIODevice& out, QIODevice& err);

    QString helpText() const;
    QStringList commandNames() const;

private:
    int dispatch(const QStringList& arguments, CliIo& io);
    CliCommand* find(const QString& name) const;

    std::vector<std::unique_ptr<CliCommand>> commands_;
};

}  // namespace queens::cli
