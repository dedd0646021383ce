#pragma once
// HandbookDocument: what the handbook window needs to know about the handbook's files and about a
// QTextDocument made from one: which resource holds the handbook of a language
// (":/handbook/<lang>/handbook.md", English when a language has none), the anchor of a heading
// (GitHub's rule: lower case, punctuation dropped, blanks to '-', so "#first-steps" links work in
// the app and on GitHub alike), the headings of a document, and two changes to a loaded document:
// anchors on its headings (Qt's Markdown reader sets none), images scaled down to a column width
// and tables with plain borders. Stateless; it owns nothing and never loads resources itself.
#include <QColor>
#include <QList>
#include <QString>

class QTextDocument;

class HandbookDocument {
public:
    struct Heading {
        int level = 0;  // 1 = "#", 2 = "##", ...
        QString text;
        QString anchor;
        int position = 0;  // of the heading's block in the document
    };

    // The languages a handbook is written in ("en", "zh_CN", "zh_TW").
    static QStringList languages();
    // The handbook's language for a translation stem (empty = English): the stem when a handbook
    // is written in it, else "en".
    static QString languageFor(const QString& stem);
    // ":/handbook/<lang>/handbook.md".
    static QString resourcePath(const QString& language);

    static QString anchorFor(const QString& headingText);
    // The headings in document order; their anchors made unique as GitHub does ("x", "x-1").
    static QList<Heading> headings(const QTextDocument* document);
    // Gives every heading block its anchor, so QTextBrowser::scrollToAnchor and "#anchor" links
    // find it.
    static void addHeadingAnchors(QTextDocument* document);
    // Every image of the document at most `width` pixels wide, keeping its aspect ratio; smaller
    // images at their own size. The images must be loaded (QTextDocument::resource).
    static void fitImages(QTextDocument* document, qreal width);
    // Every table with single collapsed borders in `border` and some padding (Qt's Markdown
    // reader draws double borders without padding).
    static void tidyTables(QTextDocument* document, const QColor& border);
};
