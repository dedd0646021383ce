#include "HandoutWriter.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "BoardImageRenderer.h"
#include "CancelFlag.h"
#include "SolutionCounter.h"
#include "SolutionEnumerator.h"
#include "Symmetry.h"

namespace {

constexpr qreal kMarginMm = 15;  // around the printable area
constexpr qreal kHeaderMm = 10;  // the line above the boards of pages 2..
constexpr qreal kFooterMm = 8;   // "page k of m"
constexpr qreal kGapMm = 4;      // between boards, and under each caption
constexpr qreal kCaptionLineMm = 3.6;
constexpr int kResolution = 300;    // dots per inch of the painter's coordinates
constexpr int kBoardWidthPx = 480;  // nominal width of a board's layout (scaled to the cell)
const QColor kInk(0x22, 0x22, 0x28);
const QColor kRule(0x99, 0x99, 0x99);

BoardImageOptions boardOptions(int n) {
    BoardImageOptions o;
    o.n = n;
    o.placement.assign(static_cast<std::size_t>(n), -1);
    o.width = kBoardWidthPx;
    o.theme = ImageTheme::Light;
    o.transparent = true;  // the paper shows around the squares
    return o;
}

// Draws `text` on one line centred in `box`, its font shrunk (never grown) to fit the width.
void fittedLine(QPainter& p, const QRectF& box, const QString& text, qreal pixels, bool bold) {
    QFont font = BoardImageRenderer::font(pixels, bold);
    const qreal w = QFontMetricsF(font).horizontalAdvance(text);
    if (w > box.width() && w > 0) font = BoardImageRenderer::font(pixels * box.width() / w, bold);
    p.setFont(font);
    p.drawText(box, Qt::AlignCenter | Qt::TextSingleLine, text);
}

}  // namespace

QString HandoutWriter::validate(int n) {
    if (n < 1 || n > kMaxN)
        return tr("a handout can be made for n from 1 to %1; got %2").arg(kMaxN).arg(n);
    return {};
}

HandoutWriter::Counts HandoutWriter::counts(int n) {
    queens::CountOptions options;
    options.threads = 1;
    const queens::CountResult r = queens::SolutionCounter(n).count(options);
    return {r.total, r.unique};
}

HandoutWriter::Grid HandoutWriter::grid(int n, PaperSize paper) {
    Grid g;
    const QSizeF page = BoardExporter::pageSize(paper).size(QPageSize::Millimeter);
    g.area = QSizeF(page.width() - 2 * kMarginMm, page.height() - 2 * kMarginMm);
    g.columns = n <= 5 ? 4 : n <= 8 ? 5 : 6;
    g.captionLine = kCaptionLineMm;
    const qreal cellWidth = g.area.width() / g.columns;
    g.board = cellWidth - kGapMm;
    const QSizeF layout = BoardImageRenderer::layoutSize(boardOptions(std::max(1, n)));
    const qreal boardHeight =
        layout.width() > 0 ? g.board * layout.height() / layout.width() : g.board;
    g.cell = QSizeF(cellWidth, boardHeight + 2 * g.captionLine + kGapMm);
    const qreal free = g.area.height() - kHeaderMm - kFooterMm;
    g.rows = std::max(1, static_cast<int>(std::floor(free / g.cell.height())));
    return g;
}

int HandoutWriter::boardsPerPage(int n, PaperSize paper) {
    const Grid g = grid(n, paper);
    return g.columns * g.rows;
}

int HandoutWriter::pageCount(int n, PaperSize paper) {
    if (!validate(n).isEmpty()) return 0;
    const auto fundamental = static_cast<int>(counts(n).fundamental);
    const int perPage = boardsPerPage(n, paper);
    return 1 + (fundamental + perPage - 1) / perPage;
}

HandoutWriter::Outcome HandoutWriter::enumerate(int n, std::vector<Solution>& out,
                                                const std::atomic<bool>* cancel) {
    bool stopped = false;
    queens::SolutionEnumerator(n).enumerate([&](std::span<const int> p) {
        if (cancelled(cancel)) {
            stopped = true;
            return false;
        }
        if (std::ranges::equal(queens::Symmetry::canonical(p), p))
            out.push_back({std::vector<int>(p.begin(), p.end()), queens::Symmetry::orbitSize(p)});
        return true;
    });
    return stopped ? Outcome::Cancelled : Outcome::Done;
}

ExportResult HandoutWriter::write(const QString& path, int n, PaperSize paper,
                                  const std::function<void(int, int)>& progress,
                                  const std::atomic<bool>* cancel) {
    if (QString why = validate(n); !why.isEmpty()) return {false, why};
    if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
    ExportFile file(path);
    if (!file.open({QStringLiteral("pdf")})) return file.result();

    Outcome outcome = Outcome::Done;
    QString failure;
    {
        std::vector<Counts> table;
        for (int m = 1; m <= n && outcome == Outcome::Done; ++m) {
            table.push_back(counts(m));
            if (cancelled(cancel)) outcome = Outcome::Cancelled;
        }
        const Grid g = grid(n, paper);
        const int perPage = g.columns * g.rows;
        const int fundamental =
            outcome == Outcome::Done ? static_cast<int>(table.back().fundamental) : 0;
        const int pages = 1 + (fundamental + perPage - 1) / perPage;
        const int total = 1 + fundamental;

        QPdfWriter writer(file.device());
        writer.setPageSize(BoardExporter::pageSize(paper));
        writer.setPageOrientation(QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                              QPageLayout::Millimeter);
        writer.setResolution(kResolution);
        writer.setTitle(tr("Solutions of the N-Queens problem for n = %1").arg(n));
        writer.setCreator(QStringLiteral("QueensLab"));
        const qreal mm = kResolution / 25.4;

        QPainter p;
        if (outcome == Outcome::Done && !p.begin(&writer)) {
            outcome = Outcome::Failed;
            failure = tr("the PDF could not be started");
        }
        if (outcome == Outcome::Done) {
            p.setRenderHint(QPainter::Antialiasing);
            paintSummary(p, n, mm, table, g);
            paintFooter(p, 1, pages, mm, g);
            if (progress) progress(1, total);
        }
        std::vector<Solution> solutions;
        if (outcome == Outcome::Done) outcome = enumerate(n, solutions, cancel);
        if (outcome == Outcome::Done && static_cast<int>(solutions.size()) != fundamental) {
            outcome = Outcome::Failed;  // the enumeration and the counter disagree: a bug
            failure = tr("internal error: %1 fundamental solutions listed, %2 counted")
                          .arg(solutions.size())
                          .arg(fundamental);
        }
        for (int i = 0; outcome == Outcome::Done && i < fundamental; ++i) {
            if (cancelled(cancel)) {
                outcome = Outcome::Cancelled;
                break;
            }
            const int slot = i % perPage;
            if (slot == 0) {
                if (!writer.newPage()) {
                    outcome = Outcome::Failed;
                    failure = tr("a new page could not be started");
                    break;
                }
                const int page = 2 + i / perPage;
                p.setPen(kInk);
                fittedLine(p, QRectF(0, 0, g.area.width() * mm, kHeaderMm * 0.8 * mm),
                           tr("Fundamental solutions of n = %1: %2 to %3 of %4")
                               .arg(n)
                               .arg(i + 1)
                               .arg(std::min(i + perPage, fundamental))
                               .arg(fundamental),
                           4.2 * mm, true);
                paintFooter(p, page, pages, mm, g);
            }
            const QRectF cell(slot % g.columns * g.cell.width() * mm,
                              (kHeaderMm + slot / g.columns * g.cell.height()) * mm,
                              g.cell.width() * mm, g.cell.height() * mm);
            paintBoard(p, n, solutions[static_cast<std::size_t>(i)], i + 1, cell, mm, g);
            if (progress) progress(2 + i, total);
        }
        if (p.isActive() && !p.end() && outcome == Outcome::Done) {
            outcome = Outcome::Failed;
            failure = tr("the PDF could not be finished");
        }
    }  // the writer is gone: nothing more is written to the device
    if (outcome == Outcome::Cancelled) return file.cancel();
    if (outcome == Outcome::Failed) return file.fail(failure);
    return file.commit();
}

void HandoutWriter::paintSummary(QPainter& p, int n, qreal mm, const std::vector<Counts>& table,
                                 const Grid& g) {
    const qreal width = g.area.width() * mm;
    qreal y = 0;
    p.setPen(kInk);
    fittedLine(p, QRectF(0, y, width, 12 * mm),
               tr("Solutions of the N-Queens problem for n = %1").arg(n), 7 * mm, true);
    y += 16 * mm;
    p.setFont(BoardImageRenderer::font(3.6 * mm));
    const QRectF intro(0, y, width, 12 * mm);
    p.drawText(intro, Qt::TextWordWrap,
               tr("Place n queens on an n × n board so that no two attack each other (no two in "
                  "one row, column or diagonal). How many ways are there?"));
    y += 14 * mm;

    // The table: n | all solutions | fundamental solutions.
    const qreal rowH = 6.5 * mm;
    const qreal colN = width * 0.2, colAll = width * 0.4;
    const QStringList heads = {tr("n"), tr("all solutions"), tr("fundamental solutions")};
    const qreal tableW = width;
    p.setFont(BoardImageRenderer::font(3.6 * mm, true));
    p.drawText(QRectF(0, y, colN, rowH), Qt::AlignCenter, heads[0]);
    p.drawText(QRectF(colN, y, colAll, rowH), Qt::AlignCenter, heads[1]);
    p.drawText(QRectF(colN + colAll, y, tableW - colN - colAll, rowH), Qt::AlignCenter, heads[2]);
    y += rowH;
    p.setPen(QPen(kRule, 0.3 * mm));
    p.drawLine(QPointF(0, y), QPointF(tableW, y));
    for (std::size_t i = 0; i < table.size(); ++i) {
        const bool last = i + 1 == table.size();
        p.setPen(kInk);
        p.setFont(BoardImageRenderer::font(3.6 * mm, last));
        p.drawText(QRectF(0, y, colN, rowH), Qt::AlignCenter, QString::number(i + 1));
        p.drawText(QRectF(colN, y, colAll, rowH), Qt::AlignCenter, QString::number(table[i].total));
        p.drawText(QRectF(colN + colAll, y, tableW - colN - colAll, rowH), Qt::AlignCenter,
                   QString::number(table[i].fundamental));
        y += rowH;
    }
    p.setPen(QPen(kRule, 0.3 * mm));
    p.drawLine(QPointF(0, y), QPointF(tableW, y));
    y += 8 * mm;

    p.setPen(kInk);
    p.setFont(BoardImageRenderer::font(3.6 * mm));
    const Counts& mine = table.back();
    QString text =
        tr("A board has eight symmetries: the rotations by 0°, 90°, 180° and 270°, and the "
           "reflections in its vertical and horizontal middle lines and in its two diagonals. "
           "Each of them turns a solution into a solution. Solutions that turn into one another "
           "form a symmetry class, and a fundamental solution stands for one whole class. A "
           "class has 8, 4, 2 or 1 distinct members (its orbit size), so the orbit sizes of the "
           "fundamental solutions add up to the number of all solutions.") +
        QLatin1String("\n\n");
    if (mine.fundamental == 0)
        text += tr("For n = %1 there is no solution at all.").arg(n);
    else if (mine.fundamental == 1)
        text += tr("The only fundamental solution of n = %1 follows this page.").arg(n);
    else
        text += tr("The %1 fundamental solutions of n = %2 follow this page.")
                    .arg(mine.fundamental)
                    .arg(n);
    if (mine.fundamental > 0)
        text += QLatin1Char(' ') +
                tr("Each is its class's smallest member: the one whose columns, read from the top "
                   "row down, come first in dictionary order. Under each board: its number, its "
                   "orbit size, and the column of the queen in each row, from the top row down, "
                   "counted from 0.");
    p.drawText(QRectF(0, y, width, 90 * mm), Qt::TextWordWrap, text);
}

void HandoutWriter::paintBoard(QPainter& p, int n, const Solution& s, int number,
                               const QRectF& cell, qreal mm, const Grid& g) {
    BoardImageOptions o = boardOptions(n);
    o.placement = s.placement;
    const QSizeF layout = BoardImageRenderer::layoutSize(o);
    const qreal w = g.board * mm;
    const qreal h = layout.width() > 0 ? w * layout.height() / layout.width() : w;
    const QRectF target(cell.left() + (cell.width() - w) / 2, cell.top(), w, h);
    p.save();
    BoardImageRenderer::paint(p, target, o);
    p.restore();
    QStringList columns;
    for (const int c : s.placement) columns << QString::number(c);
    const qreal line = g.captionLine * mm;
    const qreal left = target.left();  // the captions stay inside the board's width
    p.setPen(kInk);
    fittedLine(p, QRectF(left, target.bottom(), w, line),
               tr("No. %1 · orbit %2").arg(number).arg(s.orbit), line * 0.78, true);
    fittedLine(p, QRectF(left, target.bottom() + line, w, line), columns.join(QLatin1Char(' ')),
               line * 0.78, false);
}

void HandoutWriter::paintFooter(QPainter& p, int page, int pages, qreal mm, const Grid& g) {
    const QRectF box(0, (g.area.height() - kFooterMm * 0.7) * mm, g.area.width() * mm,
                     kFooterMm * 0.7 * mm);
    p.setPen(kInk);
    p.setFont(BoardImageRenderer::font(3.2 * mm));
    p.drawText(box, Qt::AlignCenter, tr("page %1 of %2").arg(page).arg(pages));
}
