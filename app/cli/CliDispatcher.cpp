#include "CliDispatcher.h"

#include <QIODevice>
#include <exception>

#include "AnimateCommand.h"
#include "CliError.h"
#include "CountCommand.h"
#include "ExperimentCommand.h"
#include "ExportCommand.h"
#include "HandoutCommand.h"
#include "LessonCommand.h"
#include "SolutionsCommand.h"
#include "SolveCommand.h"
#include "TraceCommand.h"
#include "VerifyCommand.h"

namespace queens::cli {

CliDispatcher::CliDispatcher() {
    commands_.push_back(std::make_unique<SolveCommand>());
    commands_.push_back(std::make_unique<VerifyCommand>());
    commands_.push_back(std::make_unique<SolutionsCommand>());
    commands_.push_back(std::make_unique<TraceCommand>());
    commands_.push_back(std::make_unique<CountCommand>());
    commands_.push_back(std::make_unique<ExportCommand>());
    commands_.push_back(std::make_unique<HandoutCommand>());
    commands_.push_back(std::make_unique<AnimateCommand>());
    commands_.push_back(std::make_unique<LessonCommand>());
    commands_.push_back(std::make_unique<ExperimentCommand>());
}

CliDispatcher::~CliDispatcher() = default;

QStringList CliDispatcher::commandNames() const {
    QStringList names;
    for (const auto& c : commands_) names << c->name();
    return names;
}

CliCommand* CliDispatcher::find(const QString& name) const {
    for (const auto& c : commands_)
        if (c->name() == name) return c.get();
    return nullptr;
}

QString CliDispatcher::helpText() const {
    QString text =
        tr("Usage: queenslab-cli COMMAND [arguments] [options]\n\n"
           "Solves, verifies, counts, lists and traces the N-Queens problem, exports\n"
           "boards as images (PNG, SVG, PDF), handouts of all fundamental solutions (PDF)\n"
           "and animations of a run (GIF or PNG frames), and checks lesson files.\n\n"
           "Commands:\n");
    for (const auto& c : commands_)
        text += QStringLiteral("  %1  %2\n").arg(c->name().leftJustified(10), c->summary());
    text +=
        tr("\nRun 'queenslab-cli COMMAND --help' for the arguments of a command.\n"
           "Rows and columns are numbered from 0.\n"
           "Exit codes: 0 success, 1 the answer is no (not a solution, no solution "
           "exists), 2 bad usage or input or the output cannot be written (e.g. a full "
           "disk), 3 internal error, 130 interrupted (Ctrl-C).\n");
    return text;
}

int CliDispatcher::dispatch(const QStringList& arguments, CliIo& io) {
    const QString commands = commandNames().join(QStringLiteral(", "));
    if (arguments.size() < 2)
        throw CliError::usage(tr("missing command; choose one of: %1 (see --help)").arg(commands));
    const QString first = arguments.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        io.out.write(helpText().toUtf8());
        return ExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        io.out.write(QStringLiteral("queenslab-cli %1\n")
                         .arg(QCoreApplication::applicationVersion())
                         .toUtf8());
        return ExitOk;
    }
    if (first.startsWith(QLatin1Char('-')))
        throw CliError::usage(tr("unknown option '%1' before the command; choose one of: %2 "
                                 "(see --help)")
                                  .arg(first, commands));
    CliCommand* command = find(first);
    if (!command)
        throw CliError::usage(tr("unknown command '%1'; choose one of: %2").arg(first, commands));
    return command->run(arguments.mid(2), io);
}

int CliDispatcher::run(const QStringList& arguments, QIODevice& in, QIODevice& out,
                       QIODevice& err) {
    CliIo io{in, out, &err};
    int code = ExitOk;
    QString message;
    try {
        code = dispatch(arguments, io);
    } catch (const CliError& e) {
        code = e.exitCode();
        message = e.message();
    } catch (const std::exception& e) {
        code = ExitInternal;
        message = tr("internal error: %1").arg(QString::fromUtf8(e.what()));
    }
    if (!message.isEmpty()) {
        message.replace(QLatin1Char('\n'), QLatin1Char(' '));
        err.write(QStringLiteral("queenslab-cli: %1\n").arg(message).toUtf8());
    }
    return code;
}

}  // namespace queens::cli
