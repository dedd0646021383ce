#include "AnimationExporter.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTemporaryDir>
#include <QtDebug>
#include <filesystem>
#include <new>
#include <stdexcept>
#include <system_error>
#include <utility>

#include "CancelFlag.h"
#include "DomainLayer.h"
#include "EventDescriber.h"
#include "GifWriter.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;
namespace fs = std::filesystem;

namespace {

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

// A memory buffer whose writes fail once the cancel flag is set, so that Qt's PNG writer stops
// within one chunk of compressed output (about 8 KB; libpng prints "libpng error: Write Error").
class CancellableBuffer : public QBuffer {
public:
    CancellableBuffer(QByteArray* bytes, const std::atomic<bool>* cancel)
        : QBuffer(bytes), cancel_(cancel) {}

protected:
    qint64 writeData(const char* data, qint64 length) override {
        return cancelled(cancel_) ? -1 : QBuffer::writeData(data, length);
    }

private:
    const std::atomic<bool>* cancel_;
};

// Every frame, one at a time, drawn: replays the events on a copy of `start`.
class FrameSequence {
public:
    // A constraint search's frames show the domains (from the first frame on, when the range
    // holds one of its events), and follow the row being assigned from the range's Selects.
    FrameSequence(const BoardState& start, std::span<const StepEvent> events,
                  const AnimationOptions& options)
        : state_(start), events_(events), options_(options), frame_(options.frame) {
        for (const StepEvent& e : events)
            if (DomainLayer::isConstraintKind(e.kind)) frame_.showDomains = true;
    }

    // Applies the next event and draws its frame (null: cancelled or out of memory); throws
    // std::logic_error when the event does not fit the board.
    QImage next(const std::atomic<bool>* cancel) {
        const int index = static_cast<int>(next_);
        const StepEvent& e = events_[next_++];
        state_.apply(e);
        frame_.focusRow = DomainLayer::focusAfter(frame_.focusRow, e);
        const int frames = static_cast<int>(events_.size());
        return AnimationExporter::drawFrame(
            AnimationExporter::frameOptions(frame_, state_, e),
            AnimationExporter::caption(options_, index, frames, state_, e), cancel);
    }

private:
    BoardState state_;
    std::span<const StepEvent> events_;
    const AnimationOptions& options_;
    BoardImageOptions frame_;
    std::size_t next_ = 0;
};

}  // namespace

bool AnimationExporter::isGif(const QString& output) {
    return ExportFile::suffixOf(output) == QLatin1String("gif");
}

QString AnimationExporter::frameFileName(int index, int total) {
    const int digits = std::max(4, static_cast<int>(QString::number(std::max(total, 1)).size()));
    return QStringLiteral("frame-%1.png").arg(index, digits, 10, QLatin1Char('0'));
}

std::vector<CellMark> AnimationExporter::marksFor(const StepEvent& e, const BoardState& after,
                                                  const BoardColors& colors) {
    std::vector<CellMark> marks;
    const int n = after.n();
    const auto add = [&](int row, int col, CellMark::Kind mark, const QColor& color) {
        if (row >= 0 && row < n && col >= 0 && col < n) marks.push_back({row, col, mark, color});
    };
    const auto queenOf = [&](int row) {
        return row >= 0 && row < n ? after.queenAt(row) : BoardState::kEmpty;
    };
    switch (e.kind) {
        case EventKind::Try:
        case EventKind::Push:
        case EventKind::Pop:
            add(e.a, e.b, CellMark::Outline, colors.tryOutline);
            break;
        case EventKind::Reject: {
            const QColor color = colors.rejectColor(static_cast<queens::RejectReason>(e.reason));
            add(e.a, e.b, CellMark::Cross, color);
            if (e.c != e.a) add(e.c, queenOf(e.c), CellMark::Outline, color);
            break;
        }
        case EventKind::Place:
            add(e.a, e.b, CellMark::Fill, colors.placeFill);
            break;
        case EventKind::Remove:
            add(e.a, e.b, CellMark::Fill, colors.removeFill);
            break;
        case EventKind::Swap:
        case EventKind::Evaluate: {
            const bool good = e.kind == EventKind::Swap ||
                              e.reason == queens::reasonCode(queens::SwapVerdict::Accepted);
            const QColor color = good ? colors.swapOutline : colors.rejectedSwap;
            add(e.a, queenOf(e.a), CellMark::Outline, color);
            if (e.b != e.a) add(e.b, queenOf(e.b), CellMark::Outline, color);
            break;
        }
        case EventKind::Solution:
            for (int r = 0; r < n; ++r) add(r, after.queenAt(r), CellMark::Fill, colors.solution);
            break;
        case EventKind::Move:
            add(e.a, e.c, CellMark::Fill, colors.removeFill);
            add(e.a, e.b, CellMark::Outline, colors.swapOutline);
            break;
        case EventKind::Propose: {
            const bool accepted = e.reason == queens::reasonCode(queens::SwapVerdict::Accepted);
            add(e.a, e.b, CellMark::Outline, accepted ? colors.swapOutline : colors.rejectedSwap);
            break;
        }
        case EventKind::Prune: {
            const QColor color = e.reason == queens::reasonCode(queens::PruneCause::Arc)
                                     ? colors.pruneArc
                                     : colors.pruneForward;
            add(e.a, e.b, CellMark::Outline, color);
            break;
        }
        case EventKind::Restore:
            add(e.a, e.b, CellMark::Outline, colors.domainValue);
            break;
        case EventKind::Propagate:
            add(e.a, e.b, CellMark::Outline, colors.pruneForward);
            break;
        case EventKind::Wipeout:
            add(e.c, queenOf(e.c), CellMark::Outline, colors.wipeoutEdge);
            break;
        case EventKind::Mask:
        case EventKind::Restart:
        case EventKind::Cool:
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
        case EventKind::Generation:
        case EventKind::Adopt:
        case EventKind::Select:
        case EventKind::Revise:
        case EventKind::Jump:
        case EventKind::Choose:
        case EventKind::Cover:
        case EventKind::Uncover:
        case EventKind::Deepen:
        case EventKind::Cutoff:
        case EventKind::Done:
            break;
    }
    return marks;
}

BoardImageOptions AnimationExporter::frameOptions(const BoardImageOptions& base,
                                                  const BoardState& after, const StepEvent& e) {
    BoardImageOptions o = base;
    o.n = after.n();
    o.placement = after.placement();
    o.marks = marksFor(e, after, BoardColors::forTheme(base.theme == ImageTheme::Dark));
    o.showDomains = base.showDomains || after.domains().removed() > 0;
    o.domains = o.showDomains ? after.domains() : queens::Domains();
    const bool link = o.showDomains && e.kind == EventKind::Prune;
    o.linkRow = link ? e.a : -1;
    o.linkCol = link ? e.b : -1;
    return o;
}

StepCaptionPainter::Caption AnimationExporter::caption(const AnimationOptions& o, int index,
                                                       int frames, const BoardState& after,
                                                       const StepEvent& e) {
    StepCaptionPainter::Caption c;
    c.showText = o.stepCaption;
    c.showStep = o.stepNumber;
    if (c.showText) c.text = EventDescriber::describe(&e, after);
    if (c.showStep) {
        const quint64 step = o.firstStep + static_cast<quint64>(index);
        const quint64 last = o.firstStep + static_cast<quint64>(std::max(frames - 1, 0));
        c.step = StepCaptionPainter::stepLabel(step, o.stepCount > 0 ? o.stepCount : last);
    }
    return c;
}

QImage AnimationExporter::drawFrame(const BoardImageOptions& board,
                                    const StepCaptionPainter::Caption& caption,
                                    const std::atomic<bool>* cancel) {
    const int band =
        StepCaptionPainter::bandHeight(board.width, caption.showText, caption.showStep);
    QImage image = BoardImageRenderer::render(board, cancel, band);
    if (image.isNull() || cancelled(cancel)) return {};
    if (!StepCaptionPainter::drawBelow(image, caption, board.theme, board.transparent)) return {};
    return image;
}

QString AnimationExporter::validate(const BoardState& start, std::span<const StepEvent> events,
                                    const AnimationOptions& o) {
    if (events.empty()) return tr("the step range is empty: choose at least one step");
    if (events.size() > static_cast<std::size_t>(kMaxFrames))
        return tr("%1 steps are too many for an animation: at most %2 frames; choose a shorter "
                  "step range")
            .arg(events.size())
            .arg(kMaxFrames);
    if (start.n() < 1) return tr("the board is empty");
    if (o.frame.width < BoardImageRenderer::kMinWidth ||
        o.frame.width > BoardImageRenderer::kMaxWidth)
        return tr("the frame width must be %1 to %2 pixels; got %3")
            .arg(BoardImageRenderer::kMinWidth)
            .arg(BoardImageRenderer::kMaxWidth)
            .arg(o.frame.width);
    BoardImageOptions first = o.frame;
    first.n = start.n();
    first.placement = start.placement();
    first.marks.clear();
    if (QString why = BoardImageRenderer::validate(first); !why.isEmpty()) return why;
    QSize size = BoardImageRenderer::imageSize(first);
    size.rheight() += StepCaptionPainter::bandHeight(size.width(), o.stepCaption, o.stepNumber);
    if (isGif(o.output) &&
        (size.width() > GifWriter::kMaxSide || size.height() > GifWriter::kMaxSide))
        return tr("a GIF frame can be at most %1 pixels high").arg(GifWriter::kMaxSide);

    if (o.output.isEmpty()) return tr("no output given: give a .gif file or a directory");
    const QFileInfo info(o.output);
    if (isGif(o.output)) {
        if (QString why = ExportFile::precheck(o.output, {QStringLiteral("gif")}); !why.isEmpty())
            return why;
    } else if (info.isDir()) {
        if (!info.isWritable())
            return tr("cannot write to the directory \"%1\": permission denied")
                .arg(native(o.output));
    } else if (info.exists()) {
        return tr("\"%1\" is a file: give a directory for PNG frames or a file name ending in "
                  ".gif")
            .arg(native(o.output));
    } else if (!info.suffix().isEmpty()) {
        return tr("unknown file type \".%1\": give a directory for PNG frames or a file name "
                  "ending in .gif")
            .arg(info.suffix());
    } else {
        return tr("the directory \"%1\" does not exist").arg(native(o.output));
    }

    BoardState replay = start;  // every event must fit the board (BoardState's checks)
    for (std::size_t k = 0; k < events.size(); ++k) {
        try {
            replay.apply(events[k]);
        } catch (const std::logic_error& error) {
            return tr("step %1 of the range does not fit the board: %2")
                .arg(k + 1)
                .arg(QString::fromStdString(error.what()));
        }
    }
    return {};
}

ExportResult AnimationExporter::run(const BoardState& start, std::span<const StepEvent> events,
                                    const AnimationOptions& o,
                                    const std::function<void(int, int)>& progress,
                                    const std::atomic<bool>* cancel) {
    if (QString why = validate(start, events, o); !why.isEmpty()) return {false, why};
    if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
    try {
        return isGif(o.output) ? writeGif(start, events, o, progress, cancel)
                               : writePngs(start, events, o, progress, cancel);
    } catch (const std::bad_alloc&) {  // the writers have removed what they wrote
        return {false, tr("not enough memory for the animation: choose a smaller frame width or "
                          "fewer steps")};
    } catch (const std::exception& error) {
        qWarning("AnimationExporter: %s", error.what());
        return {false, tr("the animation could not be written because of an internal error")};
    }
}

ExportResult AnimationExporter::writeGif(const BoardState& start, std::span<const StepEvent> events,
                                         const AnimationOptions& o,
                                         const std::function<void(int, int)>& progress,
                                         const std::atomic<bool>* cancel) {
    const int total = static_cast<int>(events.size());
    ExportFile file(o.output);
    if (!file.open({QStringLiteral("gif")})) return file.result();
    FrameSequence frames(start, events, o);
    GifWriter gif(file.device());
    gif.setCancelFlag(cancel);
    const auto failed = [&] {
        return gif.wasCancelled() ? file.cancel() : file.fail(gif.errorString());
    };
    bool begun = false;
    for (int k = 0; k < total; ++k) {
        if (cancelled(cancel)) return file.cancel();
        const QImage image = frames.next(cancel);
        if (cancelled(cancel)) return file.cancel();
        if (image.isNull()) return file.fail(tr("frame %1 could not be drawn").arg(k + 1));
        if (!begun && !gif.begin(image.size(), o.delayMs)) return file.fail(gif.errorString());
        begun = true;
        if (cancelled(cancel)) return file.cancel();
        if (!gif.addFrame(image)) return failed();
        if (progress) progress(k + 1, total);
    }
    if (cancelled(cancel)) return file.cancel();
    if (!gif.finish()) return failed();
    return file.commit();
}

ExportResult AnimationExporter::writePngs(const BoardState& start,
                                          std::span<const StepEvent> events,
                                          const AnimationOptions& o,
                                          const std::function<void(int, int)>& progress,
                                          const std::atomic<bool>* cancel) {
    const int total = static_cast<int>(events.size());
    const QDir dir(o.output);
    // Removed with everything in it when this function returns.
    QTemporaryDir staging(dir.filePath(QStringLiteral(".queenslab-frames-XXXXXX")));
    if (!staging.isValid())
        return {false, tr("cannot create a temporary folder in \"%1\": %2")
                           .arg(native(dir.path()), staging.errorString())};
    const QDir temp(staging.path());
    QStringList names;
    FrameSequence frames(start, events, o);
    for (int k = 0; k < total; ++k) {
        if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
        const QImage image = frames.next(cancel);
        if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
        if (image.isNull()) return {false, tr("frame %1 could not be drawn").arg(k + 1)};
        if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
        // Encoded in memory first (libpng would print its own line on a failed file write); a
        // failed file write is ExportFile's to report, with the system's reason.
        QByteArray bytes;
        CancellableBuffer buffer(&bytes, cancel);
        buffer.open(QIODevice::WriteOnly);
        const bool encoded = image.save(&buffer, "png");
        if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
        if (!encoded) return {false, tr("frame %1 could not be encoded as PNG").arg(k + 1)};
        names << frameFileName(k + 1, total);
        ExportFile file(temp.filePath(names.back()));
        if (!file.open({QStringLiteral("png")})) return file.result();
        if (file.device()->write(bytes) != bytes.size()) return file.fail({});
        if (const ExportResult r = file.commit(); !r.ok) return r;
        if (progress) progress(k + 1, total);
    }
    if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
    return moveFrames(temp, dir, names);
}

ExportResult AnimationExporter::moveFrames(const QDir& staging, const QDir& dir,
                                           const QStringList& names) {
    const QRegularExpression framePattern(QStringLiteral("^frame-[0-9]{4,}\\.png$"));
    const QSet<QString> fresh(names.cbegin(), names.cend());
    QStringList old;  // same-named files and the frames of an earlier sequence
    for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden))
        if (fresh.contains(name) || framePattern.match(name).hasMatch()) old << name;
    const QString aside = staging.filePath(QStringLiteral("replaced"));
    if (!old.isEmpty() && !staging.mkdir(QStringLiteral("replaced")))
        return {false, tr("cannot create a temporary folder in \"%1\"").arg(native(dir.path()))};
    // (from, to) of every move made, undone in reverse order if a later one fails. A plain
    // rename(2) each (std::filesystem): the destination never exists, and QFile::rename's extra
    // checks cost more than the rename itself.
    std::vector<std::pair<fs::path, fs::path>> moved;
    QString why;
    const auto move = [&](const QString& from, const QString& to) {
        std::error_code error;
        fs::path source = QFileInfo(from).filesystemFilePath();
        fs::path target = QFileInfo(to).filesystemFilePath();
        fs::rename(source, target, error);
        if (error) {
            why = tr("could not move \"%1\" to \"%2\": %3")
                      .arg(native(from), native(to), QString::fromStdString(error.message()));
            return false;
        }
        moved.emplace_back(std::move(source), std::move(target));
        return true;
    };
    bool ok = true;
    for (int i = 0; ok && i < old.size(); ++i)
        ok = move(dir.filePath(old[i]), QDir(aside).filePath(old[i]));
    for (int i = 0; ok && i < names.size(); ++i)
        ok = move(staging.filePath(names[i]), dir.filePath(names[i]));
    if (ok) return {true, {}};
    std::error_code ignored;  // a move back that fails too leaves the file in the staging folder
    for (auto it = moved.rbegin(); it != moved.rend(); ++it)
        fs::rename(it->second, it->first, ignored);
    return {false, why};
}
