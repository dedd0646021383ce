#pragma once
// LessonPage: a lesson as one self-contained web page (HTML, CSS and JavaScript in one file, no
// network, no server), to open in any recent browser. The page shows the board at every step of
// the lesson's range (0 .. lastStep(), or windows around the stops of a longer run), the marks, the
// caption, the highlighted pseudo-code line and statistics, the stops with their narration, and
// asks the lesson's questions. The states come from the core: LessonReplay::check() validates the
// lesson and finds the next-queen answers, LessonTrace records every step; the page's script only
// draws them. The template is compiled in (resources/lesson-page/, ":/lesson-page/"); the queen is
// resources/queen.svg, inline. Lesson texts (title, summary, narration, questions) are taken in
// `language`; the page's own texts, the captions and the pseudo-code in the installed UI language
// (tr()). Any thread; owns nothing between calls. How the page is made: docs/ARCHITECTURE.md,
// "The lesson web page".
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <cstdint>
#include <vector>

#include "Lesson.h"
#include "LessonTrace.h"

class LessonPage {
    Q_DECLARE_TR_FUNCTIONS(LessonPage)

public:
    // The largest board a page shows (one character per queen and step).
    static constexpr int kMaxN = LessonTrace::kMaxN;
    // The most steps a page holds. A lesson whose lastStep() is beyond it gets a window of
    // steps around each stop instead (windows()), and the page says so.
    static constexpr std::uint64_t kMaxSteps = 50'000;

    // The page's bytes (UTF-8), or an empty array with *error set to a one-line reason for a
    // user (a board over kMaxN, a lesson that does not check out against its run) or, when
    // `cancel` was set, to "cancelled" (untranslated, as ExportFile).
    // `language`: "en", "zh_CN" or "zh_TW".
    static QByteArray html(const Lesson& lesson, const QString& language, QString* error,
                           const std::atomic<bool>* cancel = nullptr);
    // html() written atomically to `path` (ExportFile); false with *error = the reason.
    static bool write(const Lesson& lesson, const QString& language, const QString& path,
                      QString* error, const std::atomic<bool>* cancel = nullptr);

    // The steps a page of the lesson holds: all of 0 .. lastStep() when they are at most
    // kMaxSteps + 1; otherwise kMaxSteps shared out among the stops, a window around each (three
    // quarters of it before the stop, the rest after), merged where windows meet.
    static std::vector<LessonTrace::Range> windows(const Lesson& lesson);

    // The value of the page's <html lang>: "en", "zh-CN" or "zh-TW" (BCP 47).
    static QString htmlLanguage(const QString& language);
};
