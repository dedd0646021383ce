#pragma once
// CaptionLabel: the sentence under the board ("Reject row 4, column 5: ..."), centred and word
// wrapped in a box of a fixed number of lines.
//
// Why not a QLabel: a QLabel whose text changes asks its parents to lay out again (its size hint
// depends on the text), and at 60 Hz that relayout climbs to the main window, whose docks and
// charts then recompute their geometry (tens of milliseconds). This widget's size hint never
// depends on the text: setText() only repaints it.
#include <QWidget>

class CaptionLabel : public QWidget {
    Q_OBJECT

public:
    explicit CaptionLabel(int lines, QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return text_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int lines_;
    QString text_;
};
