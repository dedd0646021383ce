#include "LessonPageExporter.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>
#include <QWidget>

#include "JobRunner.h"
#include "LessonController.h"
#include "LessonPage.h"
#include "TranslationLoader.h"

namespace {
struct Written {
    bool ok = false;
    QString error;
};
}  // namespace

LessonPageExporter::LessonPageExporter(const LessonController* lessons, QWidget* parent)
    : QObject(parent),
      lessons_(lessons),
      parent_(parent),
      action_(new QAction(parent)),
      jobs_(new JobRunner(this)) {
    action_->setObjectName(QStringLiteral("exportLessonPageAction"));
    action_->setEnabled(lessons_->lesson() != nullptr);
    connect(lessons_, &LessonController::lessonChanged, this,
            [this] { action_->setEnabled(lessons_->lesson() != nullptr); });
    connect(action_, &QAction::triggered, this, [this] {
        if (const Lesson* lesson = lessons_->lesson()) exportLesson(*lesson, lessons_->path());
    });
    retranslate();
}

bool LessonPageExporter::event(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

void LessonPageExporter::retranslate() {
    action_->setText(tr("Export lesson as web page…"));
    action_->setToolTip(
        tr("Write the open lesson as one web page that plays in any browser, "
           "without QueensLab and without a network."));
}

LessonPageExporter::~LessonPageExporter() {
    if (cancel_) cancel_->store(true);
}

void LessonPageExporter::exportLesson(const Lesson& lesson, const QString& lessonPath) {
    const QFileInfo info(lessonPath);
    const bool besideLesson = !lessonPath.isEmpty() && !lessonPath.startsWith(QLatin1Char(':'));
    const QString folder =
        besideLesson ? info.absolutePath()
                     : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString base = lessonPath.isEmpty() ? tr("lesson") : info.completeBaseName();
    const QString page = QFileDialog::getSaveFileName(
        parent_, tr("Export lesson as web page"),
        QDir(folder).filePath(base + QStringLiteral(".html")), tr("Web page (*.html *.htm)"));
    if (page.isEmpty()) return;
    write(lesson, page);
}

void LessonPageExporter::write(const Lesson& lesson, const QString& page) {
    if (cancel_) cancel_->store(true);  // the page under way is not wanted any more
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    QString language = TranslationLoader::installedLanguage();
    if (language.isEmpty()) language = QStringLiteral("en");
    writing_ = true;
    emit message(tr("Writing the web page %1…").arg(QFileInfo(page).fileName()));
    jobs_->newJob();
    jobs_->runTask(
        [lesson, language, page, cancel = cancel_] {
            Written w;
            w.ok = LessonPage::write(lesson, language, page, &w.error, cancel.get());
            return w;
        },
        [this, page](Written w) {
            writing_ = false;
            if (!w.ok) {
                emit message(tr("The web page was not written: %1").arg(w.error));
                emit finished(false, w.error);
                return;
            }
            const qint64 kib = (QFileInfo(page).size() + 1023) / 1024;
            emit message(tr("Saved the lesson as the web page %1 (%L2 KiB): it plays in any "
                            "browser, without QueensLab and without a network.")
                             .arg(QDir::toNativeSeparators(page))
                             .arg(kib));
            emit finished(true, page);
        });
}
