#include "CliCommand.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QRegularExpression>

#include "CliError.h"

namespace queens::cli {

bool CliCommand::parseArguments(QCommandLineParser& parser, const QStringList& args, QIODevice& out,
                                const QString& usage) const {
    // "-abc" is one (unknown) option, not three; keeps "-3" a single token in messages.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help = parser.addHelpOption();
    QStringList argv = args;
    argv.prepend(QStringLiteral("queenslab-cli"));  // QCommandLineParser skips argv[0]
    if (!parser.parse(argv)) {
        // A negative number reads like an option: say what is wrong with it instead.
        static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
        for (const QString& unknown : parser.unknownOptionNames())
            if (digits.match(unknown).hasMatch())
                throw CliError::usage(tr("numbers must not be negative; got -%1").arg(unknown));
        QString why = parser.errorText();
        if (why.endsWith(QLatin1Char('.'))) why.chop(1);
        throw CliError::usage(tr("%1 (see 'queenslab-cli %2 --help')").arg(why, name()));
    }
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        QString text = parser.helpText();
        // Replace Qt's usage line (which names the executable's full path) by ours.
        const qsizetype eol = text.indexOf(QLatin1Char('\n'));
        text =
            tr("Usage: %1").arg(usage) + QLatin1Char('\n') + (eol >= 0 ? text.mid(eol) : QString());
        out.write(text.toUtf8());
        return false;
    }
    return true;
}

QString CliCommand::singlePositional(const QCommandLineParser& parser, const QString& what) const {
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        throw CliError::usage(
            tr("%1 is missing (see 'queenslab-cli %2 --help')").arg(what, name()));
    if (positional.size() > 1)
        throw CliError::usage(tr("unexpected argument '%1'").arg(positional.at(1)));
    return positional.constFirst();
}

}  // namespace queens::cli
