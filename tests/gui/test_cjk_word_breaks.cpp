// Test of CjkWordBreaks: Chinese captions and values of the translations, laid out by Qt at every
// width from narrow to one line, start their lines only between words.
//
// Independent truth: the words a reader sees in each sentence, listed by hand (反对角线, 搜索,
// 第 2 列, ...), and Qt's own line breaking (QTextLayout, words never split), which must never
// start a line inside one of them. The same sentences without CjkWordBreaks do get split inside a
// word by Qt at some width, so the check can fail. The prepared text reads and measures as the
// original: plain() gives the original back, and it is exactly as wide on one line.
#include <QApplication>
#include <QFontMetricsF>
#include <QTest>
#include <QTextBoundaryFinder>
#include <QTextLayout>

#include "CjkWordBreaks.h"

namespace {

struct Sentence {
    QString text;
    QStringList words;  // each must stay on one line
};

QList<Sentence> sentences() {
    return {
        {QStringLiteral("排除第 2 列第 1 欄：與第 1 列的皇后在同一條反對角線（/）上。"),
         {QStringLiteral("排除"), QStringLiteral("第 2 列"), QStringLiteral("第 1 欄"),
          QStringLiteral("第 1 列"), QStringLiteral("皇后"), QStringLiteral("反對角線")}},
        {QStringLiteral("排除第 2 行第 1 列：与第 1 行的皇后在同一条反对角线（/）上。"),
         {QStringLiteral("排除"), QStringLiteral("第 2 行"), QStringLiteral("第 1 列"),
          QStringLiteral("第 1 行"), QStringLiteral("皇后"), QStringLiteral("反对角线")}},
        {QStringLiteral("1,234 / 5,678（搜索已结束）"),
         {QStringLiteral("1,234"), QStringLiteral("5,678"), QStringLiteral("（搜索已结束）")}},
        {QStringLiteral("1,234 / 5,678（搜尋已結束）"), {QStringLiteral("（搜尋已結束）")}},
        {QStringLiteral("已剪枝：第 3 行和第 5 行的皇后在同一条反对角线（/）上。"),
         {QStringLiteral("剪枝"), QStringLiteral("第 3 行"), QStringLiteral("第 5 行"),
          QStringLiteral("皇后"), QStringLiteral("反对角线")}},
        {QStringLiteral("排除第 %1 列第 %2 欄：它所在的反對角線（/）已被佔用。").arg(7).arg(12),
         {QStringLiteral("第 7 列"), QStringLiteral("第 12 欄"), QStringLiteral("反對角線"),
          QStringLiteral("佔用")}},
        {QStringLiteral(
             "OPEN 從堆疊頂端列起（後進先出）；DFS 在下一次彈出之前把子節點推入堆疊頂端："),
         {QStringLiteral("堆疊"), QStringLiteral("頂端"), QStringLiteral("（後進先出）"),
          QStringLiteral("彈出"), QStringLiteral("子節點"), QStringLiteral("推入")}},
    };
}

// Where Qt starts its lines in `text` at `width` (words never split), as indexes of the text
// without CjkWordBreaks' additions.
QList<int> lineStarts(const QString& text, const QFont& font, qreal width) {
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QList<int> starts;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        starts << int(CjkWordBreaks::plain(text.left(line.textStart())).size());
    }
    layout.endLayout();
    return starts;
}

// The width of the widest piece of `text` that Qt cannot break: below it Qt breaks anywhere.
qreal widestPiece(const QString& text, const QFontMetricsF& metrics) {
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    qreal widest = 0;
    qsizetype from = 0;
    for (qsizetype at = finder.toNextBoundary(); at > 0; at = finder.toNextBoundary()) {
        widest = std::max(widest, metrics.horizontalAdvance(text.mid(from, at - from)));
        from = at;
    }
    return widest;
}

// The words of `s` that a line starting at one of `starts` splits.
QStringList splitWords(const Sentence& s, const QList<int>& starts) {
    QStringList split;
    for (const QString& word : s.words) {
        const qsizetype at = s.text.indexOf(word);
        if (at < 0) return {QStringLiteral("(not in the sentence: %1)").arg(word)};
        for (int start : starts)
            if (start > at && start < at + word.size()) split << word;
    }
    return split;
}

}  // namespace

class TestCjkWordBreaks : public QObject {
    Q_OBJECT

private slots:
    void latinTextUnchanged() {
        const QString english = QStringLiteral("Reject row 2, column 1: same / diagonal.");
        QCOMPARE(CjkWordBreaks::keepWordsTogether(english), english);
        QCOMPARE(CjkWordBreaks::keepWordsTogether(QString()), QString());
    }

    // English: a short aside in parentheses wraps whole, never "(search / finished)".
    void latinAsideStaysWhole() {
        const QString text = QStringLiteral("4,942 of 4,942 (search finished)");
        const QString prepared = CjkWordBreaks::keepWordsTogether(text);
        QCOMPARE(CjkWordBreaks::plain(prepared), text);
        QFont font;
        const QFontMetricsF fm(font);
        for (int width = int(fm.horizontalAdvance(QStringLiteral("4,942 of")));
             width <= int(fm.horizontalAdvance(text)) + 2; width += 3) {
            QTextLayout layout(prepared, font);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                const QString shown = prepared.mid(line.textStart(), line.textLength());
                QVERIFY2(!shown.startsWith(QStringLiteral("finished")),
                         qPrintable(QStringLiteral("width %1 splits the aside").arg(width)));
            }
            layout.endLayout();
        }
    }

    void breaksOnlyBetweenWords() {
        QFont font = QApplication::font();
        font.setPointSizeF(font.pointSizeF() * 1.35);  // as the caption under the board
        bool rawSplitsAWord = false;
        for (const Sentence& s : sentences()) {
            const QString prepared = CjkWordBreaks::keepWordsTogether(s.text);
            QCOMPARE(CjkWordBreaks::plain(prepared), s.text);
            QVERIFY2(prepared != s.text, qPrintable(s.text));
            const QFontMetricsF metrics(font);
            QVERIFY2(std::abs(metrics.horizontalAdvance(prepared) -
                              metrics.horizontalAdvance(s.text)) < 1.0,
                     qPrintable(s.text));

            const qreal full = metrics.horizontalAdvance(s.text);
            int mostLines = 1;
            for (qreal width =
                     std::max(widestPiece(prepared, metrics), widestPiece(s.text, metrics)) + 1;
                 width <= full + 10; width += 3) {
                const QList<int> starts = lineStarts(prepared, font, width);
                mostLines = std::max(mostLines, int(starts.size()));
                const QStringList split = splitWords(s, starts);
                QVERIFY2(split.isEmpty(), qPrintable(QStringLiteral("\"%1\" at width %2 splits %3")
                                                         .arg(s.text)
                                                         .arg(width)
                                                         .arg(split.join(QStringLiteral(", ")))));
                if (!splitWords(s, lineStarts(s.text, font, width)).isEmpty())
                    rawSplitsAWord = true;
            }
            QVERIFY2(mostLines >= 2, qPrintable(s.text));  // it did wrap, between words
        }
        QVERIFY(rawSplitsAWord);  // Qt alone splits words: the check above can fail
    }

    // Every term of the glossary stays one word wherever it stands.
    void glossaryTermsStayWhole() {
        for (const QString& term : CjkWordBreaks::glossary()) {
            const QString prepared = CjkWordBreaks::keepWordsTogether(QStringLiteral("这是") +
                                                                      term + QStringLiteral("。"));
            QVERIFY2(prepared.contains(QStringList(term.split(QString(), Qt::SkipEmptyParts))
                                           .join(QChar(CjkWordBreaks::kWordJoiner))),
                     qPrintable(term));
        }
    }
};

QTEST_MAIN(TestCjkWordBreaks)
#include "test_cjk_word_breaks.moc"
