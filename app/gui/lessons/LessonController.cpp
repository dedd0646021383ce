#include "LessonController.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "JobRunner.h"
#include "LessonFile.h"
#include "PlaybackController.h"

// What a background check delivers.
struct LessonController::Checked {
    std::optional<Lesson> lesson;
    QByteArray bytes;
    LessonReplay::Result replay;
    QString error;
};

namespace {
constexpr int kProgressScale = 1000;
constexpr int kPendingNoticeMs = 300;

// LessonReplay::check, reporting progress to the job's ticket.
LessonReplay::Result checkWith(const Lesson& lesson, const JobTicket& ticket) {
    return LessonReplay::check(
        lesson, ticket.cancelFlag(), [ticket](std::uint64_t done, std::uint64_t target) {
            const double share = target > 0 ? double(done) / double(target) : 1.0;
            ticket.progress(int(std::min(1.0, share) * kProgressScale), kProgressScale);
        });
}
}  // namespace

LessonController::LessonController(PlaybackController* playback, QObject* parent)
    : QObject(parent),
      playback_(playback),
      openJobs_(new JobRunner(this)),
      editJobs_(new JobRunner(this)) {
    connect(openJobs_, &JobRunner::progress, this, &LessonController::progress);
    connect(playback_, &PlaybackController::stateChanged, this, &LessonController::onStateChanged);
}

LessonController::~LessonController() = default;  // the runners wait for their threads

int LessonController::stopCount() const {
    return lesson_ ? static_cast<int>(lesson_->stops.size()) : 0;
}

std::optional<LessonReplay::Square> LessonController::nextQueen(int stop) const {
    if (stop < 0 || stop >= static_cast<int>(nextQueen_.size())) return std::nullopt;
    return nextQueen_[static_cast<std::size_t>(stop)];
}

void LessonController::open(const QString& path) {
    const JobTicket ticket = openJobs_->newJob();
    opening_ = true;
    emit openingChanged(true);
    openJobs_->runTask(
        [ticket, path] {
            Checked c;
            c.lesson = LessonFile::read(path, &c.error, &c.bytes);
            if (!c.lesson) return c;
            c.replay = checkWith(*c.lesson, ticket);
            return c;
        },
        [this, path](Checked c) {
            opening_ = false;
            emit openingChanged(false);
            if (c.replay.cancelled) return emit message(tr("Opening the lesson was cancelled."));
            if (!c.lesson || !c.replay.ok()) {
                return emit openFailed(c.lesson ? LessonFile::tr("%1: %2").arg(
                                                      LessonFile::displayName(path), c.replay.error)
                                                : c.error);
            }
            lesson_ = std::move(c.lesson);
            path_ = path;
            bytes_ = std::move(c.bytes);
            modified_ = false;
            nextQueen_ = std::move(c.replay.nextQueen);
            answers_.clear();
            current_ = shown_ = target_ = -1;
            pendingSeek_ = false;
            emit lessonChanged();
            emit opened();
        });
}

void LessonController::cancelOpen() {
    if (opening_) openJobs_->cancel();
}

void LessonController::setLesson(const Lesson& lesson) {
    openJobs_->retire();
    if (opening_) {
        opening_ = false;
        emit openingChanged(false);
    }
    lesson_ = lesson;
    path_.clear();
    bytes_.clear();
    modified_ = true;
    nextQueen_.clear();
    answers_.clear();
    current_ = target_ = -1;
    shown_ = 0;
    pendingSeek_ = false;
    updateCurrent();
    emit lessonChanged();
    recheck();
}

void LessonController::close() {
    editJobs_->retire();
    lesson_.reset();
    path_.clear();
    bytes_.clear();
    modified_ = false;
    nextQueen_.clear();
    answers_.clear();
    current_ = shown_ = target_ = -1;
    pendingSeek_ = false;
    emit lessonChanged();
    emit currentStopChanged(-1);
}

bool LessonController::isAtStop() const {
    return lesson_ && current_ >= 0 && playback_->cursor() == lesson_->stops[current_].step;
}

void LessonController::goToStop(int index) {
    if (index < 0 || index >= stopCount()) return;
    target_ = -1;
    playback_->pause();
    target_ = index;
    const std::uint64_t step = lesson_->stops[static_cast<std::size_t>(index)].step;
    if (playback_->recorded() >= step) {
        pendingSeek_ = false;
        playback_->seek(step);  // its stateChanged shows the stop
    } else {
        pendingSeek_ = true;
        cursorAtRequest_ = playback_->cursor();
        // Said only when the wait is long enough to notice.
        QTimer::singleShot(kPendingNoticeMs, this, [this, index] {
            if (pendingSeek_ && target_ == index)
                emit message(
                    tr("Going to stop %L1 as soon as the search gets there…").arg(index + 1));
        });
    }
}

void LessonController::nextStop() {
    const int next = current_ + 1;
    if (next >= stopCount()) return;
    const LessonStop& stop = lesson_->stops[static_cast<std::size_t>(next)];
    const std::uint64_t from = current_ >= 0 ? lesson_->stops[current_].step : 0;
    if (!stop.runTo || playback_->cursor() != from || playback_->cursor() >= stop.step)
        return goToStop(next);
    target_ = -1;
    playback_->pause();
    target_ = next;
    pendingSeek_ = false;
    playback_->runTo(*stop.runTo);
}

void LessonController::previousStop() {
    if (current_ < 0) return;
    const bool onStop = playback_->cursor() == lesson_->stops[current_].step;
    goToStop(onStop ? current_ - 1 : current_);
}

void LessonController::onStateChanged() {
    if (lesson_ && target_ >= 0) {
        const std::uint64_t step = lesson_->stops[static_cast<std::size_t>(target_)].step;
        if (pendingSeek_) {
            if (playback_->cursor() != cursorAtRequest_ || playback_->isPlaying()) {
                target_ = -1;  // moved elsewhere meanwhile: that move wins
                pendingSeek_ = false;
            } else if (playback_->recorded() >= step || playback_->runFinished()) {
                pendingSeek_ = false;
                playback_->seek(step);  // its stateChanged comes back here
                return;
            }
        } else if (!playback_->isPlaying()) {
            const int reached = target_;
            target_ = -1;
            if (playback_->cursor() == step) {
                shown_ = reached;
                updateCurrent();
                emit stopShown(reached);
                return;
            }
        }
    }
    updateCurrent();
}

int LessonController::stopAt(std::uint64_t cursor) const {
    if (!lesson_) return -1;
    const auto& stops = lesson_->stops;
    if (shown_ >= 0 && shown_ < stopCount() && stops[shown_].step == cursor) return shown_;
    int best = -1;
    for (int i = 0; i < stopCount(); ++i)
        if (stops[i].step <= cursor && (best < 0 || stops[i].step > stops[best].step)) best = i;
    return best;
}

void LessonController::updateCurrent() {
    const int now = stopAt(playback_->cursor());
    if (now == current_) return;
    current_ = now;
    emit currentStopChanged(now);
}

const LessonQuestion* LessonController::question(int stop, LessonQuestion::Kind kind) const {
    if (stop < 0 || stop >= stopCount() || answers_.at(stop) != nullptr) return nullptr;
    const LessonQuestion& q = lesson_->stops[static_cast<std::size_t>(stop)].question;
    return q.kind == kind ? &q : nullptr;
}

void LessonController::record(int stop, const LessonAnswers::Answer& answer) {
    answers_.record(stop, answer);
    emit answered(stop);
}

void LessonController::answerChoice(int stop, int choice) {
    const LessonQuestion* q = question(stop, LessonQuestion::Kind::Choice);
    if (!q || choice < 0 || choice >= static_cast<int>(q->choices.size())) return;
    LessonAnswers::Answer a;
    a.kind = q->kind;
    a.choice = choice;
    a.right = choice == q->answerChoice;
    record(stop, a);
}

void LessonController::answerNumber(int stop, double value) {
    const LessonQuestion* q = question(stop, LessonQuestion::Kind::Number);
    if (!q) return;
    LessonAnswers::Answer a;
    a.kind = q->kind;
    a.number = value;
    a.right = q->acceptsNumber(value);
    record(stop, a);
}

void LessonController::answerQueen(int stop, int row, int col) {
    const LessonQuestion* q = question(stop, LessonQuestion::Kind::NextQueen);
    const std::optional<LessonReplay::Square> truth = nextQueen(stop);
    if (!q || !truth) return;
    LessonAnswers::Answer a;
    a.kind = q->kind;
    a.row = row;
    a.col = col;
    a.right = truth->row == row && truth->col == col;
    record(stop, a);
}

bool LessonController::saveAnswers(const QString& path, QString* error) const {
    QSaveFile file(path);
    const QByteArray json = lesson_ ? answers_.toJson(*lesson_, bytes_) : QByteArray();
    if (lesson_ && file.open(QIODevice::WriteOnly) && file.write(json) == json.size() &&
        file.commit())
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), file.errorString());
    return false;
}

int LessonController::addStop(std::uint64_t step, const QString& language) {
    if (!lesson_ || stopCount() >= Lesson::kMaxStops) return -1;
    auto& stops = lesson_->stops;
    const auto at = std::find_if(stops.begin(), stops.end(),
                                 [step](const LessonStop& s) { return s.step > step; });
    LessonStop stop;
    stop.step = step;
    stop.title = LocalizedText::of(language, tr("Step %L1").arg(qulonglong(step)));
    const int index = static_cast<int>(at - stops.begin());
    stops.insert(at, std::move(stop));
    shown_ = index;
    edited();
    return index;
}

void LessonController::replaceStop(int index, const LessonStop& stop) {
    if (index < 0 || index >= stopCount()) return;
    if (!stop.runTo) {
        lesson_->stops[static_cast<std::size_t>(index)] = stop;
        return edited();
    }
    const std::uint64_t from = index > 0 ? lesson_->stops[index - 1].step : 0;
    const Lesson lesson = *lesson_;
    editJobs_->newJob();
    editJobs_->runTask(
        [lesson, from, b = *stop.runTo] { return LessonReplay::landing(lesson, from, b); },
        [this, index, edited = stop](std::optional<std::uint64_t> landing) mutable {
            if (index >= stopCount()) return;
            if (!landing) {
                edited.runTo.reset();
                emit message(
                    tr("The breakpoint is not reached after the previous stop: the "
                       "stop keeps its step."));
            } else {
                edited.step = *landing;
            }
            lesson_->stops[static_cast<std::size_t>(index)] = edited;
            this->edited();
        });
}

void LessonController::moveStop(int index, int delta) {
    const int to = index + delta;
    if (index < 0 || index >= stopCount() || to < 0 || to >= stopCount()) return;
    std::swap(lesson_->stops[index], lesson_->stops[to]);
    shown_ = to;
    edited();
}

void LessonController::removeStop(int index) {
    if (index < 0 || index >= stopCount() || stopCount() <= 1) return;
    lesson_->stops.erase(lesson_->stops.begin() + index);
    shown_ = -1;
    edited();
}

void LessonController::setInfo(const LocalizedText& title, const LocalizedText& summary) {
    if (!lesson_) return;
    lesson_->title = title;
    lesson_->summary = summary;
    edited();
}

bool LessonController::save(const QString& path, QString* error) {
    if (!lesson_ || !LessonFile::write(*lesson_, path, error)) return false;
    path_ = path;
    bytes_ = LessonFile::toJson(*lesson_);
    modified_ = false;
    emit lessonChanged();
    return true;
}

void LessonController::edited() {
    modified_ = true;
    answers_.clear();
    current_ = -2;  // counted again below
    updateCurrent();
    emit lessonChanged();
    recheck();
}

// The next-queen answers and the checks of the lesson as edited, off the GUI thread.
void LessonController::recheck() {
    if (!lesson_) return;
    const JobTicket ticket = editJobs_->newJob();
    editJobs_->runTask([lesson = *lesson_, ticket] { return checkWith(lesson, ticket); },
                       [this](LessonReplay::Result r) {
                           nextQueen_ = std::move(r.nextQueen);
                           if (!r.error.isEmpty()) emit message(r.error);
                       });
}
