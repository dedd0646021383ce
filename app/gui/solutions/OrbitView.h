#pragma once
// OrbitView: the eight images of a solution under the symmetries of the square (the order of
// kAllTransforms), each a mini board (MiniBoardPainter) under its translated name, with a note:
// "= <earlier slot>" (dimmed) for a repeated image, "canonical" (framed in the link colour) for
// the smallest; a header states the orbit size. Two rows of four, or one row of eight when that
// gives larger boards; colours from the palette, fonts the widget's. Names and notes are never
// elided: they wrap within the slot, the layout reserves the lines the longest one needs at the
// current width, and minimumSizeHint() is wide enough for the longest word of any of them (a
// tooltip repeats a slot's name and note). A click or the arrow keys select a slot
// (imageSelected); a new placement selects the identity. It owns only its copy of the orbit.
#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "MiniBoardPainter.h"
#include "SymmetryOrbit.h"

class OrbitView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSlots = 8;

    explicit OrbitView(QWidget* parent = nullptr);

    // The solution whose orbit is shown (columns of rows 0..n-1); empty clears the view.
    // Throws std::invalid_argument like SymmetryOrbit::of for a repeated column.
    void setPlacement(const std::vector<int>& placement);
    void clear();
    bool hasPlacement() const { return n_ > 0; }
    int n() const { return n_; }
    const queens::SymmetryOrbit& orbit() const { return orbit_; }

    int selectedIndex() const { return selected_; }
    void setSelectedIndex(int slot);             // ignored when out of range or nothing is shown
    std::vector<int> selectedPlacement() const;  // empty when nothing is shown

    // What each slot shows (for tests and accessibility).
    static QString transformName(int slot);  // translated, e.g. "rotate 90°"
    QString slotLabel(int slot) const { return transformName(slot); }
    QString slotNote(int slot) const;  // "= rotate 180°", "canonical" or ""
    bool isDimmed(int slot) const;     // the image repeats an earlier slot
    QString headerText() const;
    // Every note a slot can show, for any placement ("canonical", "= <name>").
    static QStringList possibleNotes();

    // How names and notes are drawn: in labelFont() / noteFont(slot), with kTextFlags, inside
    // labelRect(slot) / noteRect(slot): the least width of the label / note area that wraps the
    // text into as few lines as the whole area, centred in it.
    static constexpr int kTextFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
    QFont labelFont() const;         // the widget's font, bold
    QFont noteFont(int slot) const;  // bold for the canonical image, else the widget's font

    // Geometry in widget coordinates: the whole slot, its mini board and one cell of the board.
    QRect slotRect(int slot) const;
    QRect boardRect(int slot) const;
    QRect cellRect(int slot, int row, int col) const;
    QRect labelArea(int slot) const;  // above the board: the lines the longest name needs
    QRect noteArea(int slot) const;   // below the board: the lines the longest note needs
    QRect labelRect(int slot) const;
    QRect noteRect(int slot) const;
    int columnsPerRow() const;  // 4 or 8

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void imageSelected(int slot);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;  // language or font: the text lines change
    bool event(QEvent* event) override;        // ToolTip: the slot's name and note

private:
    struct Layout {
        int columns = 4;
        int slotWidth = 0;
        int slotHeight = 0;
        int top = 0;          // below the header
        int labelHeight = 0;  // the lines the longest name needs at this width
        int noteHeight = 0;   // the lines the longest possible note needs
    };
    static QString sameAsNote(int earlier);     // "= rotate 90°"
    Layout layoutFor(const QSize& size) const;  // computeLayout, kept for the last size
    Layout computeLayout(const QSize& size) const;
    // The height of the text block the widest of `texts` needs when wrapped to `width`.
    int textHeight(const QStringList& texts, int width) const;
    // The narrowest slot in which every name and note wraps without a word being cut.
    int minimumSlotWidth() const;
    int slotAt(const QPoint& pos) const;  // -1 outside every slot
    int lineHeight() const;
    QRect boardArea(int slot) const;  // the space the board is centred in

    int n_ = 0;
    queens::SymmetryOrbit orbit_;
    int selected_ = 0;
    MiniBoardPainter painter_;
    // Measured texts, until the language or the font changes.
    mutable std::optional<std::pair<QSize, Layout>> layoutCache_;
    mutable int minSlotWidthCache_ = 0;
};
