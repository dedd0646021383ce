#pragma once
// StartPage: the welcome dialog. It shows a welcome line, the built-in lessons (LessonCatalog)
// as large cards in teaching order, each with its title and summary in the current language, an
// "Explore freely" button and a "Show this page at start-up" check box, which it saves in
// QSettings (kShowAtStartupKey). A click on a card emits lessonChosen(path), the explore button
// exploreChosen(); either closes the page. It opens nothing itself: whoever shows the page
// decides what a choice does. Every text follows a language switch while the page is open.
#include <QDialog>
#include <QString>
#include <vector>

#include "Lesson.h"

class QCheckBox;
class LessonCard;
class QLabel;
class QPushButton;

class StartPage : public QDialog {
    Q_OBJECT

public:
    static constexpr const char* kShowAtStartupKey = "startPage/showAtStartup";

    explicit StartPage(QWidget* parent = nullptr);

    // Whether the page is to be shown when QueensLab starts (true until the user unticks it).
    static bool showAtStartup();
    // The language code lesson texts are shown in: "en", "zh_CN" or "zh_TW", after the
    // translation installed.
    static QString lessonLanguage();

signals:
    void lessonChosen(const QString& path);
    void exploreChosen();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Card {
        QString path;
        LocalizedText title;
        LocalizedText summary;
        LessonCard* button = nullptr;
    };

    void retranslateUi();

    QLabel* welcome_ = nullptr;
    QLabel* intro_ = nullptr;
    std::vector<Card> cards_;
    QPushButton* explore_ = nullptr;
    QCheckBox* showAtStartup_ = nullptr;
};
