#pragma once
// DlxMatrixLegend: the legend line under the exact-cover matrix (DlxMatrixView), and the one
// place that decides the colour of each of its marks, which the matrix paints with too. It lays
// its entries out in the width given, wrapping them onto more lines, and paints them; it holds
// no state.
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QPalette>
#include <QRect>
#include <QString>
#include <vector>

#include "BoardColors.h"

class QPainter;

class DlxMatrixLegend {
    Q_DECLARE_TR_FUNCTIONS(DlxMatrixLegend)

public:
    enum class Mark { Held, Placed, Current, Chosen, Covering, Uncovering, Gone, Secondary };

    // The fill of a mark: the dot (Held), the row of an option in the partial solution, the
    // frame of the option the step tries, places or removes (Current), the chosen item's head, the
    // item being covered or uncovered, the grey of covered items and hidden options, the band of
    // the secondary items.
    static QColor color(Mark mark, const QPalette& palette, const BoardColors& colors);
    // The height of the legend laid out in `width` pixels in `font`.
    static int height(const QFont& font, int width);
    static void paint(QPainter& p, const QRect& area, const QFont& font, const QPalette& palette,
                      const BoardColors& colors);

private:
    struct Entry {
        Mark mark;
        QString text;
    };
    static std::vector<Entry> entries();
    static int layout(const QFont& font, int width, std::vector<QRect>* boxes);
    static void paintSwatch(QPainter& p, const QRect& box, Mark mark, const QPalette& palette,
                            const BoardColors& colors);
};
