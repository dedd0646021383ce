#pragma once
// `queenslab-cli lesson SUBCOMMAND FILE [options]`: lessons (docs/lesson-format.md) from a shell.
//
//   lesson check FILE [--json]   reads FILE (LessonFile::read) and replays its run
//                                (LessonReplay::check): exit 0 and one summary line, e.g.
//                                "intro.qlesson: 3 stops, all reached (replayed 26 steps of the
//                                backtracking search, N = 4)"; --json prints
//                                {"file","title","algorithm","n","stops","replayed","ok"}.
//   lesson html FILE --output PAGE.html [--language LANG]
//                                writes LessonPage's self-contained web page of the lesson, in
//                                LANG (en, zh_CN, zh_TW; default the locale's), and one line.
//
// A file that cannot be read or is not a good lesson is exit 2 with one line that names the file
// and what is wrong (LessonFile's and LessonReplay's reasons, never reworded here). The replay
// is cancelled by Ctrl-C (InterruptGuard): exit 130.
//
// Contract: run() picks the subcommand from the table subcommands(); `lesson` alone, `lesson
// --help` and an unknown name are answered there, listing the table. A subcommand is a row of
// the table and a member function that parses its own arguments (CliCommand::parseArguments),
// does its work and prints; adding one touches nothing else. This class never checks a lesson
// itself: LessonFile and LessonReplay are the one place for every rule of the format.
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "CliCommand.h"
#include "Lesson.h"

namespace queens::cli {

class LessonCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(LessonCommand)
public:
    QString name() const override { return QStringLiteral("lesson"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

    struct Subcommand {
        QString name;
        QString summary;  // one line for `lesson --help`
        int (LessonCommand::*run)(const QStringList& args, CliIo& io);
    };
    static std::vector<Subcommand> subcommands();

private:
    // What `check` found for a good lesson.
    struct Checked {
        QString file;  // as messages name it: the file's name
        Lesson lesson;
        std::uint64_t replayed = 0;  // events replayed
    };

    int check(const QStringList& args, CliIo& io);
    int html(const QStringList& args, CliIo& io);
    // Reads and replays `path`; throws CliError (exit 2) for a bad lesson, exit 130 on Ctrl-C.
    static Checked checkFile(const QString& path);
    static void printCheck(const Checked& checked, bool json, QIODevice& out);

    QString helpText() const;
    static QString subcommandNames();
};

}  // namespace queens::cli
