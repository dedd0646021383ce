#pragma once
// LessonPanel: the Lesson dock: the lesson's title, its stops (number and title; the current one
// selected; an answered one marked ✓ or ✗, a shape and not a colour alone), Previous / Next stop
// buttons (the host's actions), the current stop's narration (a QTextBrowser, paragraphs, in a
// font kNarrationScale times the panel's, so it grows with presenter mode's), its question in
// place (choices as radio buttons, a number field; a next-queen question is answered on the
// board), the verdict, the score and, at the last stop, "Save answers…". It shows what the
// LessonController holds and passes the student's input to it; it moves nothing itself except
// through the controller (a click on a stop jumps there).
#include <QWidget>

class LessonController;
class QAction;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;
class QToolButton;

class LessonPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr double kNarrationScale = 1.25;
    static constexpr int kNarrationMinLines = 2;
    static constexpr int kMinListRows = 2;
    static constexpr int kMaxListRows = 6;

    explicit LessonPanel(LessonController* controller, QWidget* parent = nullptr);

    void setNavigationActions(QAction* previous, QAction* next);
    // Compact (presenter mode): without the lesson's title and the list of stops.
    void setCompact(bool compact);
    // The language the lesson's texts are shown in: "en", "zh_CN" or "zh_TW" (the installed
    // translation's).
    static QString language();

    // For tests and screenshots.
    QTextBrowser* narration() const { return narration_; }
    QListWidget* stopList() const { return stops_; }
    QString verdictText() const;
    QString scoreText() const;

    // The height that shows the whole narration of the stop `width` wide (what a presenter
    // column gives the panel when it can): the panel at its least with the narration's text in
    // full instead of its least lines.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void saveAnswersRequested();
    // The least height the panel needs changed (its property "leastHeight"): a presenter column
    // should be shared out again.
    void roomNeeded();

protected:
    void changeEvent(QEvent* event) override;
    // The parent's size (a scroll area's viewport) is the room the panel has: see fitRoom().
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void showStop(int index);
    void updateItems();
    void updateAnswer();
    void answer();
    void fitFonts();
    void fitList();
    void wrapChoices();
    // Without the list of stops when the panel would not fit its parent with it (a short dock),
    // so the narration and the question stay in view; always without it (and the title) when
    // compact. Keeps the property "leastHeight" (for PresenterLayout) up to date.
    void fitRoom();
    int leastHeight() const;

    LessonController* controller_;
    QLabel* title_;
    QListWidget* stops_;
    QToolButton* previous_;
    QToolButton* next_;
    QLabel* heading_;
    QTextBrowser* narration_;
    QLabel* prompt_;
    QWidget* input_;  // the choices, the number field or the board's hint
    QWidget* choicesPage_;
    QButtonGroup* choices_;
    QLineEdit* number_;
    QLabel* boardHint_;
    QPushButton* answer_;
    QLabel* verdict_;
    QLabel* score_;
    QPushButton* saveAnswers_;
    int shown_ = -1;
    bool compact_ = false;
};
