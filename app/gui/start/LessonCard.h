#pragma once
// LessonCard: one large clickable card of the StartPage: a bold title over a word-wrapped
// summary, drawn on the style's push-button bevel so that it shows hover, focus and press like a
// button. It holds only the two texts it shows; clicked() is QAbstractButton's.
#include <QAbstractButton>
#include <QString>

class LessonCard : public QAbstractButton {
    Q_OBJECT

public:
    explicit LessonCard(QWidget* parent = nullptr);

    void setTexts(const QString& title, const QString& summary);
    QString title() const { return title_; }
    QString summary() const { return summary_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont titleFont() const;
    // The rectangles of the title and the summary inside a card `width` pixels wide.
    QRect titleRect(int width) const;
    QRect summaryRect(int width) const;

    QString title_;
    QString summary_;
};
