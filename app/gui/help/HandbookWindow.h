#pragma once
// HandbookWindow: the user guide inside the application (Help > Handbook, F1). A window of its
// own with a tool bar (Back, Forward, Home), the contents (the handbook's "##" and "###"
// headings; a click shows that section) and a QTextBrowser showing the Markdown handbook of the
// interface's language from the resources (HandbookDocument::resourcePath; English when a
// language has none). Its images come from the same resources, scaled down to the text column;
// "#anchor" links and the contents scroll within the handbook and go into Back's history. On a
// language change it shows the new language's handbook at the same section; on a palette change
// (theme, presenter mode) it loads it again in the new colours; its text follows the application
// font, somewhat larger.
// It owns its widgets and nothing else; it reads only the compiled-in resources.
#include <QWidget>

class QAction;
class QTextBrowser;
class QToolBar;
class QTreeWidget;
class QTreeWidgetItem;

class HandbookWindow : public QWidget {
    Q_OBJECT

public:
    explicit HandbookWindow(QWidget* parent = nullptr);

    // The handbook's language shown: "en", "zh_CN" or "zh_TW".
    QString language() const { return language_; }
    QTextBrowser* browser() const { return browser_; }
    QTreeWidget* contents() const { return contents_; }
    // Scrolls to the heading with this anchor (and records it for Back); false if there is none.
    bool showSection(const QString& anchor);
    // The index, among the document's headings, of the one at the top of the view (-1: none).
    int currentHeadingIndex() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Loads the handbook of the current language, keeping the heading that was shown.
    void load();
    // After a load: anchors on the headings, the contents, fonts and the column.
    void prepareDocument();
    void fillContents();
    void layoutColumn();
    void applyFont();
    void markCurrentSection();
    // The index of the last heading whose top is at or above y (document coordinates), -1: none.
    int headingAbove(qreal y) const;
    void retranslateUi();

    QString language_;
    QToolBar* toolBar_ = nullptr;
    QAction* back_ = nullptr;
    QAction* forward_ = nullptr;
    QAction* home_ = nullptr;
    QTreeWidget* contents_ = nullptr;
    QTextBrowser* browser_ = nullptr;
    bool loading_ = false;
    bool layingOut_ = false;
    bool layoutAgain_ = false;
};
