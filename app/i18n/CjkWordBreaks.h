#pragma once
// CjkWordBreaks: makes Qt's text layout wrap Chinese text between words only. Qt 6.4 breaks lines
// by the Unicode line breaking rules (UAX #14) without a language: between any two ideographs
// and at every space, so it splits 反对角线 or 搜索, and 第 2 列 at its spaces; QTextOption, the
// widget's QLocale and QTextBoundaryFinder change nothing about that. keepWordsTogether() returns
// the text to lay out instead: a WORD JOINER (U+2060, invisible, no width) between the characters
// of each Chinese word, the words found by ICU's dictionary segmentation for Chinese plus
// QueensLab's own terms that dictionary splits, likewise inside a short aside in full-width
// parentheses ("（搜索已结束）"), and a NO-BREAK SPACE for a space between a Han
// character and a digit or a Latin letter ("第 2 列", "步骤 12"). In text without Han characters
// only a short aside in parentheses is kept whole ("(search finished)": no-break spaces). Stateless; see docs/ARCHITECTURE.md, "Chinese line breaks and layout
// after a language switch".
#include <QString>
#include <QStringList>

class CjkWordBreaks {
public:
    static constexpr char16_t kWordJoiner = u'\u2060';

    // `text` with its line break opportunities inside Chinese words removed (see above).
    static QString keepWordsTogether(const QString& text);
    // label->setText(keepWordsTogether(text)): for word-wrapped labels (any class with a
    // setText(QString), so this layer needs no widgets).
    template <class Label>
    static void setText(Label* label, const QString& text) {
        label->setText(keepWordsTogether(text));
    }
    // `prepared` without what keepWordsTogether() added: the text it was made from.
    static QString plain(const QString& prepared);
    // The terms ICU's dictionary splits that QueensLab's translations use as one word.
    static const QStringList& glossary();
};
