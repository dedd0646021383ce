#pragma once
// QuizVerdictOverlay: the prediction quiz's verdict where the room looks, on the board: a banner
// with "Right!" or "Not quite", the answer's square (and the guess's) in words and the score,
// its text at least kMinTextRatio of the board's height (and, where it fits, as large as the
// caption under the board); on a right guess a check badge on the answer's square. A transparent
// child of the BoardWidget covering it: mouse events go through to the board. The banner goes
// beside the board where there is room, else over rows holding neither the answer nor the guess,
// and fades while the pointer is on a square under it. It owns only its layout and drawing; the
// quiz decides when a verdict shows (setVerdict) and goes (clear). See docs/ARCHITECTURE.md, "The
// quiz verdict on the board".
#include <QRectF>
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

#include "PredictionQuiz.h"

class BoardWidget;

class QuizVerdictOverlay : public QWidget {
    Q_OBJECT

public:
    // The smallest text, as a fraction of the board's height (readable from the back of a room).
    static constexpr double kMinTextRatio = 1.0 / 20;

    struct Verdict {
        int row = 0;  // the answer: where the search put its queen
        int col = 0;
        int guessRow = 0;  // the student's pick
        int guessCol = 0;
        PredictionQuiz::Score score;
        bool isRight() const { return row == guessRow && col == guessCol; }
    };

    explicit QuizVerdictOverlay(BoardWidget* board);

    void setVerdict(const Verdict& verdict);
    void clear();
    const std::optional<Verdict>& verdict() const { return verdict_; }

    // As laid out, in this widget's coordinates (the board widget's): for tests and screenshots.
    QRectF bannerRect() const { return layout_.banner; }
    QRectF textRect() const { return layout_.text; }
    int headlinePixelSize() const { return layout_.headPx; }
    int bodyPixelSize() const { return layout_.bodyPx; }
    bool isOverBoard() const { return layout_.overBoard; }
    // Too little room for the squares in words: the headline and the score only.
    bool isCompact() const { return layout_.compact; }
    bool isFaded() const { return faded_; }
    QString headline() const;
    QString detail() const;
    QString scoreLine() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Layout {
        QRectF banner;
        QRectF text;  // inside the banner's padding
        QRectF head, body, score;
        int headPx = 0;
        int bodyPx = 0;
        bool overBoard = false;
        bool compact = false;
        void translate(QPointF by);
    };
    // A place the banner may take, and where in it the banner goes.
    struct Area {
        QRectF rect;
        Qt::Alignment align;
        bool overBoard = false;
    };
    // The banner with the texts at these pixel sizes, at most maxWidth wide, placed at (0, 0);
    // nothing when a line or a word cannot fit. Compact: without the detail.
    std::optional<Layout> measure(int headPx, int bodyPx, qreal maxWidth, bool compact) const;
    // The places to try, in order of preference, for the verdict shown.
    std::vector<Area> candidateAreas() const;
    // The banner in `area` with its largest text from `floor` pixels up that fits, placed.
    std::optional<Layout> place(const Area& area, int floor, bool compact) const;
    void relayout();
    void onHovered(int row, int col);

    BoardWidget* board_;
    std::optional<Verdict> verdict_;
    Layout layout_;
    bool faded_ = false;
};
