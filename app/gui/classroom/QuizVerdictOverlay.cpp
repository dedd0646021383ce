#include "QuizVerdictOverlay.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "BoardColors.h"
#include "BoardWidget.h"

namespace {
// Banner text sizes tried, largest first, as fractions of the board's height; the last is
// kMinTextRatio. Over the board the banner hides squares: only the smallest there.
constexpr double kBodyRatios[] = {1.0 / 14, 1.0 / 17, QuizVerdictOverlay::kMinTextRatio};
constexpr int kFirstRatioOverBoard = 2;
constexpr double kHeadScale = 1.4;  // the headline against the body text (else 1 if too wide)
// Never smaller than the caption under the board (BoardArea: 1.35 times the window's font, which
// presenter mode raises), however small the board.
constexpr double kCaptionScale = 1.35;
constexpr qreal kFadedOpacity = 0.15;

QFont withPixelSize(QFont f, int px, bool bold) {
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

// The check (right) or the cross (wrong) in a filled disc.
void paintBadge(QPainter& p, QPointF centre, qreal radius, bool right, const QColor& fill,
                const QColor& halo) {
    p.setPen(QPen(halo, std::max<qreal>(1.5, radius * 0.18)));
    p.setBrush(fill);
    p.drawEllipse(centre, radius, radius);
    p.setPen(QPen(Qt::white, std::max<qreal>(2.0, radius * 0.28), Qt::SolidLine, Qt::RoundCap,
                  Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    const qreal r = radius * 0.5;
    if (right) {
        QPainterPath check;
        check.moveTo(centre + QPointF(-r, 0.05 * radius));
        check.lineTo(centre + QPointF(-0.25 * r, 0.75 * r));
        check.lineTo(centre + QPointF(r, -0.7 * r));
        p.drawPath(check);
    } else {
        p.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r));
        p.drawLine(centre + QPointF(r, -r), centre + QPointF(-r, r));
    }
}
}  // namespace

void QuizVerdictOverlay::Layout::translate(QPointF by) {
    for (QRectF* r : {&banner, &text, &head, &body, &score}) r->translate(by);
}

QuizVerdictOverlay::QuizVerdictOverlay(BoardWidget* board) : QWidget(board), board_(board) {
    setObjectName(QStringLiteral("quizVerdictOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(board->rect());
    board->installEventFilter(this);
    connect(board, &BoardWidget::boardRectChanged, this, &QuizVerdictOverlay::relayout);
    connect(board, &BoardWidget::cellHovered, this, &QuizVerdictOverlay::onHovered);
    hide();
}

QString QuizVerdictOverlay::headline() const {
    if (!verdict_) return {};
    return verdict_->isRight() ? tr("Right!") : tr("Not quite");
}

QString QuizVerdictOverlay::detail() const {
    if (!verdict_) return {};
    const Verdict& v = *verdict_;
    const QString answer = tr("Next queen: row %1, column %2").arg(v.row).arg(v.col);
    if (v.isRight()) return answer;
    return answer + QLatin1Char('\n') +
           tr("Your guess: row %1, column %2").arg(v.guessRow).arg(v.guessCol);
}

QString QuizVerdictOverlay::scoreLine() const {
    return verdict_ ? PredictionQuiz::scoreText(verdict_->score) : QString();
}

void QuizVerdictOverlay::setVerdict(const Verdict& verdict) {
    verdict_ = verdict;
    faded_ = false;
    setGeometry(board_->rect());
    relayout();
    show();
    raise();
}

void QuizVerdictOverlay::clear() {
    verdict_.reset();
    layout_ = {};
    faded_ = false;
    hide();
}

std::optional<QuizVerdictOverlay::Layout> QuizVerdictOverlay::measure(int headPx, int bodyPx,
                                                                      qreal maxWidth,
                                                                      bool compact) const {
    const QFontMetricsF head(withPixelSize(font(), headPx, true));
    const QFontMetricsF body(withPixelSize(font(), bodyPx, false));
    const QFontMetricsF score(withPixelSize(font(), bodyPx, true));
    const qreal pad = bodyPx * 0.45;
    const qreal gap = bodyPx * 0.2;
    const qreal inner = maxWidth - 2 * pad;
    // The headline's line: the badge (a disc of the headline's height) and the word.
    const qreal headWidth = head.height() * 1.2 + head.horizontalAdvance(headline());
    const qreal scoreWidth = score.horizontalAdvance(scoreLine());
    if (inner <= 0 || headWidth > inner || scoreWidth > inner) return std::nullopt;
    // The score on the headline's line, at its right end, if both fit; else a line of its own.
    const qreal inlineWidth = headWidth + 2 * bodyPx + scoreWidth;
    const bool scoreInline = inlineWidth <= inner;
    qreal detailWidth = 0;  // unwrapped
    if (!compact)
        for (const QString& line : detail().split(QLatin1Char('\n')))
            detailWidth = std::max(detailWidth, body.horizontalAdvance(line));
    const qreal textWidth = std::min(
        inner, std::max(scoreInline ? inlineWidth : std::max(headWidth, scoreWidth), detailWidth));
    Layout l;
    l.headPx = headPx;
    l.bodyPx = bodyPx;
    l.compact = compact;
    l.head = QRectF(pad, pad, textWidth, head.height());
    l.body = QRectF(pad, l.head.bottom(), textWidth, 0);
    if (!compact) {
        const QRectF wrapped =
            body.boundingRect(QRectF(0, 0, textWidth, 1e6), Qt::TextWordWrap, detail());
        if (wrapped.width() > textWidth + 0.5) return std::nullopt;  // a word wider than that
        l.body = QRectF(pad, l.head.bottom() + gap, textWidth, wrapped.height());
    }
    l.score = scoreInline
                  ? QRectF(l.head.right() - scoreWidth, l.head.top(), scoreWidth, l.head.height())
                  : QRectF(pad, l.body.bottom() + gap, textWidth, score.height());
    l.text = l.head.united(l.body).united(l.score);
    l.banner = l.text.adjusted(-pad, -pad, pad, pad);
    return l;
}

std::vector<QuizVerdictOverlay::Area> QuizVerdictOverlay::candidateAreas() const {
    const Verdict& v = *verdict_;
    const QRectF b = board_->boardRect();
    const int n = board_->state()->n();
    const qreal cell = b.width() / n;
    const QRectF all = rect();
    const qreal g = std::max<qreal>(4, cell * 0.08);
    // The row and column labels are drawn in a strip this wide above and left of b.
    const qreal labels = board_->labelSpace();

    // Beside the board (right, left), below, above.
    std::vector<Area> areas = {
        {QRectF(QPointF(b.right() + g, b.top()), QPointF(all.right() - g, b.bottom())),
         Qt::AlignLeft | Qt::AlignVCenter, false},
        {QRectF(QPointF(all.left() + g, b.top()), QPointF(b.left() - labels - g, b.bottom())),
         Qt::AlignRight | Qt::AlignVCenter, false},
        {QRectF(QPointF(all.left() + g, b.bottom() + g),
                QPointF(all.right() - g, all.bottom() - g)),
         Qt::AlignHCenter | Qt::AlignTop, false},
        {QRectF(QPointF(all.left() + g, all.top() + g), QPointF(all.right() - g, b.top() - labels)),
         Qt::AlignHCenter | Qt::AlignBottom, false}};
    // Over the board: the runs of rows free of the answer and the guess, tallest first; then the
    // runs free of the answer alone, where a run holding the guess's row offers its parts left
    // and right of the guess's square first. A run at an edge reaches into the margin beyond it.
    const QRectF guess(b.left() + v.guessCol * cell, b.top() + v.guessRow * cell, cell, cell);
    for (const bool keepGuess : {true, false}) {
        std::vector<Area> runs;
        int from = 0;
        for (int r = 0; r <= n; ++r) {
            const bool blocked = r == n || r == v.row || (keepGuess && r == v.guessRow);
            if (!blocked) continue;
            if (r > from) {
                const qreal top = from == 0 ? all.top() + g : b.top() + from * cell + g / 2;
                const qreal bottom = r == n ? all.bottom() - g : b.top() + r * cell - g / 2;
                const Qt::Alignment vertical = from == 0 && r < n   ? Qt::AlignTop
                                               : r == n && from > 0 ? Qt::AlignBottom
                                                                    : Qt::AlignVCenter;
                runs.push_back(
                    {QRectF(QPointF(all.left() + g, top), QPointF(all.right() - g, bottom)),
                     Qt::AlignHCenter | vertical, true});
            }
            from = r + 1;
        }
        std::stable_sort(runs.begin(), runs.end(), [](const Area& x, const Area& y) {
            return x.rect.height() > y.rect.height();
        });
        for (const Area& run : runs) {
            if (!keepGuess && !v.isRight() && run.rect.intersects(guess)) {
                const Qt::Alignment vertical = run.align & Qt::AlignVertical_Mask;
                Area left{run.rect, Qt::AlignLeft | vertical, true};
                left.rect.setRight(guess.left() - g / 2);
                Area right{run.rect, Qt::AlignRight | vertical, true};
                right.rect.setLeft(guess.right() + g / 2);
                if (left.rect.width() < right.rect.width()) std::swap(left, right);
                areas.push_back(left);
                areas.push_back(right);
            }
            areas.push_back(run);
        }
    }
    return areas;
}

std::optional<QuizVerdictOverlay::Layout> QuizVerdictOverlay::place(const Area& a, int floor,
                                                                    bool compact) const {
    if (a.rect.width() <= 0 || a.rect.height() <= 0) return std::nullopt;
    const qreal boardHeight = board_->boardRect().height();
    for (const double headScale : {kHeadScale, 1.0})
        for (int i = a.overBoard ? kFirstRatioOverBoard : 0; i < std::ssize(kBodyRatios); ++i) {
            const int bodyPx =
                std::max(floor, static_cast<int>(std::lround(boardHeight * kBodyRatios[i])));
            const int headPx = static_cast<int>(std::lround(bodyPx * headScale));
            std::optional<Layout> l = measure(headPx, bodyPx, a.rect.width(), compact);
            if (!l || l->banner.height() > a.rect.height()) continue;
            const QSizeF size = l->banner.size();
            qreal x = a.rect.center().x() - size.width() / 2;
            if (a.align & Qt::AlignLeft) x = a.rect.left();
            if (a.align & Qt::AlignRight) x = a.rect.right() - size.width();
            qreal y = a.rect.center().y() - size.height() / 2;
            if (a.align & Qt::AlignTop) y = a.rect.top();
            if (a.align & Qt::AlignBottom) y = a.rect.bottom() - size.height();
            l->translate(QPointF(std::round(x), std::round(y)));
            l->overBoard = a.overBoard;
            return l;
        }
    return std::nullopt;
}

void QuizVerdictOverlay::relayout() {
    layout_ = {};
    const QRectF b = board_->boardRect();
    if (!verdict_ || b.isEmpty() || board_->state() == nullptr || board_->state()->n() <= 0)
        return update();
    // The smallest text: the caption's size, or kMinTextRatio of the board if that is larger;
    // where nothing fits, the same without the detail (the caption under the board names the
    // answer's square too); then kMinTextRatio alone, with the detail and without.
    const int relativeFloor = static_cast<int>(std::ceil(b.height() * kMinTextRatio));
    const int captionFloor = std::max(
        relativeFloor, static_cast<int>(std::lround(fontInfo().pixelSize() * kCaptionScale)));
    const std::vector<Area> areas = candidateAreas();
    for (const int floor : {captionFloor, relativeFloor})
        for (const bool compact : {false, true})
            for (const Area& a : areas)
                if (std::optional<Layout> l = place(a, floor, compact)) {
                    layout_ = *l;
                    return update();
                }
    update();  // no room even for that: the check badge only (the status bar has the verdict)
}

void QuizVerdictOverlay::onHovered(int row, int col) {
    bool faded = false;
    const QRectF b = board_->boardRect();
    const int n = board_->state() != nullptr ? board_->state()->n() : 0;
    if (layout_.overBoard && row >= 0 && col >= 0 && n > 0) {
        const qreal cell = b.width() / n;
        faded = layout_.banner.intersects(
            QRectF(b.left() + col * cell, b.top() + row * cell, cell, cell));
    }
    if (faded != faded_) {
        faded_ = faded;
        update();
    }
}

void QuizVerdictOverlay::paintEvent(QPaintEvent*) {
    if (!verdict_) return;
    const Verdict& v = *verdict_;
    const BoardColors colors = BoardColors::forPalette(board_->palette(), board_->colorScheme());
    const QColor accent = v.isRight() ? colors.suggestionMark : colors.wrongMark;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);

    const QRectF b = board_->boardRect();
    const int n = board_->state() != nullptr ? board_->state()->n() : 0;
    if (v.isRight() && n > 0) {  // the check badge in the corner of the answer's square
        const qreal cell = b.width() / n;
        const QRectF square(b.left() + v.col * cell, b.top() + v.row * cell, cell, cell);
        const qreal radius = std::max<qreal>(6, cell * 0.2);
        paintBadge(p, square.topRight() + QPointF(-radius * 1.05, radius * 1.05), radius, true,
                   accent, colors.markHalo);
    }

    if (layout_.banner.isEmpty()) return;
    if (faded_) p.setOpacity(kFadedOpacity);
    QColor background = palette().color(QPalette::Window);
    background.setAlpha(240);
    const QColor text = palette().color(QPalette::WindowText);
    const qreal border = std::max<qreal>(3, layout_.bodyPx * 0.15);
    p.setPen(QPen(accent, border));
    p.setBrush(background);
    const qreal round = layout_.bodyPx * 0.4;
    p.drawRoundedRect(layout_.banner.adjusted(border / 2, border / 2, -border / 2, -border / 2),
                      round, round);

    const QRectF head = layout_.head;
    const qreal radius = head.height() * 0.45;
    paintBadge(p, QPointF(head.left() + radius, head.center().y()), radius, v.isRight(), accent,
               background);
    const bool accentReads = BoardColors::contrastRatio(accent, background) >= 4.5;
    p.setPen(accentReads ? accent : text);
    p.setFont(withPixelSize(font(), layout_.headPx, true));
    p.drawText(head.adjusted(head.height() * 1.2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
               headline());
    p.setPen(text);
    p.setFont(withPixelSize(font(), layout_.bodyPx, false));
    if (!layout_.compact)
        p.drawText(layout_.body, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail());
    p.setFont(withPixelSize(font(), layout_.bodyPx, true));
    p.drawText(layout_.score, Qt::AlignLeft | Qt::AlignVCenter, scoreLine());
}

void QuizVerdictOverlay::changeEvent(QEvent* event) {
    // New words or a new font: the banner's size changes.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) relayout();
    if (event->type() == QEvent::PaletteChange) update();
    QWidget::changeEvent(event);
}

bool QuizVerdictOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::Resize) {
        setGeometry(board_->rect());
        relayout();
    }
    return QWidget::eventFilter(watched, event);
}
