#include "LessonCommand.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>

#include "CliError.h"
#include "InterruptGuard.h"
#include "LessonFile.h"
#include "LessonPage.h"
#include "LessonReplay.h"
#include "PluralCount.h"
#include "TranslationLoader.h"

namespace queens::cli {

QString LessonCommand::summary() const {
    return tr("check a lesson file (.qlesson) or write it as a web page");
}

std::vector<LessonCommand::Subcommand> LessonCommand::subcommands() {
    return {
        {QStringLiteral("check"),
         tr("read a lesson, replay its run and check every stop (exit 0: a good lesson)"),
         &LessonCommand::check},
        {QStringLiteral("html"),
         tr("write the lesson as one self-contained web page that plays in any browser"),
         &LessonCommand::html},
    };
}

QString LessonCommand::subcommandNames() {
    QStringList names;
    for (const Subcommand& s : subcommands()) names << s.name;
    return names.join(QStringLiteral(", "));
}

QString LessonCommand::helpText() const {
    QString text =
        tr("Usage: queenslab-cli lesson SUBCOMMAND FILE [options]\n\n"
           "Lessons: a run prepared by a teacher, with stops, narration and questions "
           "(a .qlesson file).\n\n"
           "Subcommands:\n");
    for (const Subcommand& s : subcommands())
        text += QStringLiteral("  %1  %2\n").arg(s.name.leftJustified(8), s.summary);
    text += tr("\nRun 'queenslab-cli lesson SUBCOMMAND --help' for its options.\n");
    return text;
}

int LessonCommand::run(const QStringList& args, CliIo& io) {
    if (args.isEmpty())
        throw CliError::usage(
            tr("lesson: missing subcommand; choose one of: %1 (see 'queenslab-cli lesson --help')")
                .arg(subcommandNames()));
    const QString first = args.constFirst();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        io.out.write(helpText().toUtf8());
        return ExitOk;
    }
    for (const Subcommand& s : subcommands())
        if (s.name == first) return (this->*s.run)(args.mid(1), io);
    throw CliError::usage(
        tr("lesson: unknown subcommand '%1'; choose one of: %2").arg(first, subcommandNames()));
}

int LessonCommand::check(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads the lesson FILE and replays its run from the start to its last stop, as the "
           "app does when it opens the lesson: every stop must be reached, every breakpoint "
           "must stop on its stop's step and every question must have an answer. Exit code 0: "
           "a good lesson (one line of summary); 2: the file cannot be read or is not a good "
           "lesson (the reason names the file); 130: interrupted (Ctrl-C)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The lesson file (.qlesson)."));
    parser.addOption({QStringLiteral("json"),
                      tr("Print {\"file\",\"title\",\"algorithm\",\"n\",\"stops\",\"replayed\","
                         "\"ok\"} as one JSON line.")});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli lesson check FILE [--json]")))
        return ExitOk;
    const QString path = singlePositional(parser, QStringLiteral("FILE"));
    printCheck(checkFile(path), parser.isSet(QStringLiteral("json")), io.out);
    return ExitOk;
}

int LessonCommand::html(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes the lesson FILE as one self-contained web page (HTML with its script and "
           "style inside, no network): the board at every step of the lesson, the marks, the "
           "captions and the pseudo-code, the narration and the questions, played forward and "
           "back with buttons and keys. The same page as the app's File > Export lesson as web "
           "page. Boards up to %1 x %1; a run longer than %L2 steps keeps a window of steps "
           "around each stop. Exit code 0: written; 2: the lesson is not good or the page "
           "cannot be written; 130: interrupted.")
            .arg(LessonPage::kMaxN)
            .arg(LessonPage::kMaxSteps));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The lesson file (.qlesson)."));
    parser.addOption({QStringLiteral("output"), tr("The page to write (.html or .htm)."),
                      QStringLiteral("PAGE")});
    parser.addOption({QStringLiteral("language"),
                      tr("The page's language: en, zh_CN or zh_TW (default: the locale's)."),
                      QStringLiteral("LANG")});
    if (!parseArguments(
            parser, args, io.out,
            QStringLiteral("queenslab-cli lesson html FILE --output PAGE.html [--language LANG]")))
        return ExitOk;
    const QString path = singlePositional(parser, QStringLiteral("FILE"));
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty()) throw CliError::usage(tr("lesson html: --output PAGE.html is required"));
    QString language = parser.value(QStringLiteral("language"));
    if (!language.isEmpty() && !LocalizedText::languages().contains(language))
        throw CliError::usage(
            tr("lesson html: unknown language '%1'; choose one of: %2")
                .arg(language, LocalizedText::languages().join(QStringLiteral(", "))));
    // The captions, the pseudo-code and the page's own texts come from the installed translators.
    if (language.isEmpty()) {
        language = TranslationLoader::installedLanguage();
        if (language.isEmpty()) language = QStringLiteral("en");
    } else {
        TranslationLoader::installLanguage(language);
    }

    QString error;
    std::optional<Lesson> lesson = LessonFile::read(path, &error);
    if (!lesson) throw CliError::usage(error);
    const InterruptGuard guard;
    if (!LessonPage::write(*lesson, language, output, &error, InterruptGuard::flag())) {
        if (InterruptGuard::flag()->load())
            throw InterruptGuard::interruptedError(
                tr("interrupted while writing the page of %1; nothing was written")
                    .arg(LessonFile::displayName(path)));
        throw CliError::usage(tr("%1: %2").arg(LessonFile::displayName(path), error));
    }
    const qint64 bytes = QFileInfo(output).size();
    io.out.write(tr("%1: wrote %2 (%L3 KiB)")
                     .arg(LessonFile::displayName(path), output)
                     .arg((bytes + 1023) / 1024)
                     .toUtf8() +
                 '\n');
    return ExitOk;
}

LessonCommand::Checked LessonCommand::checkFile(const QString& path) {
    QString error;
    std::optional<Lesson> lesson = LessonFile::read(path, &error);
    if (!lesson) throw CliError::usage(error);

    Checked checked{LessonFile::displayName(path), std::move(*lesson), 0};
    const InterruptGuard guard;
    const LessonReplay::Result r = LessonReplay::check(checked.lesson, InterruptGuard::flag());
    if (r.cancelled)
        throw InterruptGuard::interruptedError(
            tr("interrupted after replaying %L1 of %L2 steps of %3; the lesson was not checked")
                .arg(r.eventsReplayed)
                .arg(checked.lesson.lastStep())
                .arg(checked.file));
    if (!r.ok()) throw CliError::usage(tr("%1: %2").arg(checked.file, r.error));
    checked.replayed = r.eventsReplayed;
    return checked;
}

void LessonCommand::printCheck(const Checked& checked, bool json, QIODevice& out) {
    const Lesson& lesson = checked.lesson;
    const QString algorithm = QString::fromUtf8(algorithmName(lesson.algorithm).data());
    const auto stops = static_cast<int>(lesson.stops.size());
    QByteArray answer;
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("file"), checked.file);
        o.insert(QStringLiteral("title"), lesson.title.in(QStringLiteral("en")));
        o.insert(QStringLiteral("algorithm"), algorithm);
        o.insert(QStringLiteral("n"), lesson.options.n);
        o.insert(QStringLiteral("stops"), stops);
        o.insert(QStringLiteral("replayed"), static_cast<double>(checked.replayed));
        o.insert(QStringLiteral("ok"), true);
        answer = QJsonDocument(o).toJson(QJsonDocument::Compact);
    } else {
        const QString stopCount = tr("%n stop(s)", "how many stops a lesson has", stops);
        const QString replayed = tr("replayed %L1 step(s)", "events replayed to check a lesson",
                                    PluralCount::of(checked.replayed))
                                     .arg(checked.replayed);
        answer = tr("%1: %2, all reached (%3 of the %4 search, N = %5)")
                     .arg(checked.file, stopCount, replayed, algorithm,
                          QString::number(lesson.options.n))
                     .toUtf8();
    }
    answer.append('\n');
    out.write(answer);
}

}  // namespace queens::cli
