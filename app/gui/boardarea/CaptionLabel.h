#pragma once
// CaptionLabel: the sentence under the board, centred and word-wrapped in a box of a fixed number
// of lines. Not a QLabel: its size hint never depends on the words, so setText() only repaints and
// never makes the main window lay out again at playback rate. The box's line height is that of
// the fonts the sentences really use: a Chinese sentence in a Latin font is drawn in a fallback
// font whose lines are taller. It grows (and the window lays out again) the first time a sentence
// needs taller lines, and is measured again on a change of language or font. Chinese is wrapped
// between words (CjkWordBreaks).
#include <QString>
#include <QWidget>

class QTextLayout;

class CaptionLabel : public QWidget {
    Q_OBJECT

public:
    explicit CaptionLabel(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    // The lines the box holds (a notice that grows adds its own).
    void setLines(int lines);
    QString text() const { return text_; }
    // A notice (a local search that stopped without a solution, a constraint search's wipe-out)
    // is drawn in a tinted, framed box, so that a student reads it as the algorithm's outcome and
    // not as an error; with grow, two lines taller, so that it is read whole.
    void setNotice(bool notice, bool grow = true);
    bool isNotice() const { return notice_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The height the sentence needs at `width`, all its lines (the box may hold fewer).
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    static constexpr int kMargin = 4;
    static constexpr int kNoticeExtraLines = 2;
    // Lays the sentence out in lines at most `width` wide; returns their total height.
    qreal layOut(QTextLayout& layout, qreal width) const;
    // The height of one line of `prepared` in this widget's font (fallback fonts included).
    int lineHeightOf(const QString& prepared) const;
    void measureLines();

    int lines_;
    int lineHeight_ = 0;
    QString text_;
    bool notice_ = false;
    int extraLines_ = 0;  // the lines a growing notice adds to lines_
    QString prepared_;    // text_ as laid out: CjkWordBreaks::keepWordsTogether(text_)
};
