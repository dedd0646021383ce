#pragma once
// CaptionLabel: the sentence under the board, centred and word-wrapped in a box of a fixed number
// of lines. Not a QLabel: its size hint never depends on the text, so setText() only repaints and
// never makes the main window lay out again at playback rate.
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
