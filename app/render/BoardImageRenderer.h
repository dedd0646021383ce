#pragma once
// BoardImageRenderer: one board as a picture, the same for the GUI's export, queenslab-cli
// export, the handout and the animation frames. Qt Gui and Qt Svg only (no widgets); every
// function is static and reentrant, so it may run on a worker thread. It owns no state.
// The layout is BoardImageLayout's (pure arithmetic on the options); the board is BoardPainter's
// in vector shapes (never a pixmap), the attacks queens::BoardAttacks'. Text is drawn as glyph
// outlines, so the offscreen CLI and the GUI produce the same pixels and SVG / PDF need no fonts.
// Layout, coordinates and the registers panel: docs/design.md, "Drawing the board".
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QSizeF>
#include <QString>
#include <atomic>
#include <vector>

#include "BoardGeometry.h"
#include "CellMark.h"
#include "Domains.h"

class QPainter;

enum class Coordinates { None, Chess, ZeroBased };  // Chess: a.. columns, 1..n rows from bottom
enum class ImageTheme { Light, Dark };
struct BoardImageOptions {
    int n = 8;
    std::vector<int> placement;  // size n, column per row, -1 = empty row (partial boards ok)
    int width = 1024;            // the image's width in pixels; height follows from the layout
    ImageTheme theme = ImageTheme::Light;
    bool transparent = false;  // background transparent (PNG/SVG); the squares stay opaque
    Coordinates coordinates = Coordinates::None;
    bool attacks = false;    // hatch the empty squares attacked by a queen
    bool registers = false;  // the bitmask registers of the next empty row, beside the board
    bool hValues = false;    // a full board: the h of every successor on its square (HValuePainter)
    QString title;           // above the board (empty: none)
    QString caption;         // below the board (empty: none)
    std::vector<CellMark> marks;  // cells to mark (animation frames: the current event)
    // Constraint search: the domains of the unassigned rows drawn as the screen draws them
    // (DomainPainter), the row being assigned (focusRow) outlined and, for the square (linkRow,
    // linkCol) when its value is removed, the link to its cause; -1: none. `domains` of another
    // n than the board's: nothing removed is shown.
    bool showDomains = false;
    queens::Domains domains;
    int focusRow = -1;
    int linkRow = -1;
    int linkCol = -1;
};

class BoardImageRenderer {
    Q_DECLARE_TR_FUNCTIONS(BoardImageRenderer)

public:
    static constexpr int kMinWidth = 16;
    static constexpr int kMaxWidth = 16384;
    static constexpr int kMaxN = BoardGeometry::kCompactMaxN;
    static constexpr int kMaxRegistersN = 64;

    static QString validate(const BoardImageOptions& o);   // "" or a translated one-line reason
    static QSizeF layoutSize(const BoardImageOptions& o);  // width x height in pixels
    static QSize imageSize(const BoardImageOptions& o);    // the same, rounded: width == o.width
    // Paints the whole image into `target` (scaled to fit, aspect kept). Vector shapes only: the
    // queen from queen.svg through QSvgRenderer::render (never a pixmap), so SVG/PDF stay vector.
    // Invalid options (validate() != ""): paints nothing. cancel (may be null), when set from
    // another thread, stops the painting between layers and rows (a partial picture).
    static void paint(QPainter& p, const QRectF& target, const BoardImageOptions& o,
                      const std::atomic<bool>* cancel = nullptr);
    // ARGB32_Premultiplied, imageSize(o), dpr 1. Invalid options: a null QImage. Cancelled
    // (cancel set while it works; checked per band of 256 rows while clearing, then as paint()):
    // a null QImage. extraRows > 0: that many transparent rows below the picture, for the caller
    // to draw into (an animation frame's caption band).
    static QImage render(const BoardImageOptions& o, const std::atomic<bool>* cancel = nullptr,
                         int extraRows = 0);
    static QRectF cellRect(const BoardImageOptions& o, int row, int col);  // in image pixels

    static QRectF boardRect(const BoardImageOptions& o);      // the squares, in image pixels
    static QRectF registersRect(const BoardImageOptions& o);  // the panel; empty without one
    // Column name for Chess coordinates: 0 -> "a", 25 -> "z", 26 -> "aa", 27 -> "ab", ...
    static QString chessColumn(int col);
    // The label of a column / row in coordinates c (None: 0-based, as ZeroBased).
    static QString columnLabel(Coordinates c, int col);
    static QString rowLabel(Coordinates c, int n, int row);
    // Whether column / row i gets its label when only every `step`-th is drawn (Chess: the
    // 1-based multiples of step, e.g. e, j, o and ranks 5, 10; else the 0-based multiples).
    static bool labelled(Coordinates c, int n, int i, int step, bool row);
    // The smallest of 1, 2, 5, 10, 20, 50, ... such that step cells of `cell` pixels hold `need`.
    static int labelStep(qreal cell, qreal need);
    // Text as glyph outlines of font(px, bold) in `box`, centred vertically, aligned left, right
    // or centred horizontally; shrunk (to half its size at most, then elided) to fit box's width.
    static void drawText(QPainter& p, const QRectF& box, const QString& text, qreal px,
                         Qt::Alignment align, const QColor& color, bool bold = false);
    // The rectangle of bit `bit` of register `reg` (0 cols, 1 ld, 2 rd, 3 avail) in the panel;
    // empty without registers.
    static QRectF registerBitRect(const BoardImageOptions& o, int reg, int bit);
    // The font the renderer uses, `pixels` high (families DejaVu Sans, Noto Sans CJK SC).
    static QFont font(qreal pixels, bool bold = false);
};
