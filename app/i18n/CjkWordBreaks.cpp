#include "CjkWordBreaks.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <QStringList>
#include <memory>
#include <vector>

namespace {

// Characters from "（" to "）" of an aside kept on one line.
constexpr qsizetype kShortAside = 8;
// The longest aside in ASCII parentheses kept on one line, "(search finished)".
constexpr qsizetype kShortLatinAside = 24;

bool isHan(QChar c) {
    return c.script() == QChar::Script_Han;
}

// Characters between which Qt may break inside a word or an aside.
bool isJoinable(QChar c) {
    return isHan(c) || c == u'（' || c == u'）';
}

bool isLatinOrDigit(QChar c) {
    return c.unicode() < 0x80 && c.isLetterOrNumber();
}

// ICU's word segmentation for Chinese (a dictionary of simplified and traditional words), one
// iterator per thread: a BreakIterator is not thread-safe, and making one loads its rules.
icu::BreakIterator* chineseWords() {
    thread_local std::unique_ptr<icu::BreakIterator> words = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::BreakIterator> it(
            icu::BreakIterator::createWordInstance(icu::Locale::getChinese(), status));
        return U_FAILURE(status) ? nullptr : std::move(it);
    }();
    return words.get();
}

}  // namespace

const QStringList& CjkWordBreaks::glossary() {
    // Terms of the search, the board and the program, simplified and traditional.
    static const QStringList terms = {
        // simplified
        QStringLiteral("反对角线"), QStringLiteral("主对角线"), QStringLiteral("副对角线"),
        QStringLiteral("对角线"), QStringLiteral("剪枝"), QStringLiteral("搜索树"),
        QStringLiteral("求解器"), QStringLiteral("基本解"), QStringLiteral("冲突数"),
        QStringLiteral("对称类"), QStringLiteral("格子数"), QStringLiteral("步数"),
        QStringLiteral("行号"), QStringLiteral("列号"), QStringLiteral("序号"),
        QStringLiteral("字典序"), QStringLiteral("像素"), QStringLiteral("镜像"),
        QStringLiteral("写入"), QStringLiteral("读取"), QStringLiteral("文件夹"),
        QStringLiteral("激光笔"), QStringLiteral("退出码"), QStringLiteral("剪贴板"),
        QStringLiteral("解谜"), QStringLiteral("摆放"), QStringLiteral("移走"),
        QStringLiteral("点击"), QStringLiteral("标出"), QStringLiteral("给出"),
        QStringLiteral("浅色"), QStringLiteral("斜纹"), QStringLiteral("栈顶"),
        QStringLiteral("位运算"), QStringLiteral("伪代码"), QStringLiteral("空格键"),
        QStringLiteral("方向键"), QStringLiteral("掩码"), QStringLiteral("构建"),
        QStringLiteral("跳过"), QStringLiteral("帧数"), QStringLiteral("时间轴"),
        QStringLiteral("搜索"), QStringLiteral("皇后"), QStringLiteral("棋盘"),
        QStringLiteral("子节点"), QStringLiteral("预览"), QStringLiteral("线程"),
        QStringLiteral("全屏"),
        // traditional
        QStringLiteral("反對角線"), QStringLiteral("主對角線"), QStringLiteral("副對角線"),
        QStringLiteral("對角線"), QStringLiteral("搜尋樹"), QStringLiteral("衝突數"),
        QStringLiteral("對稱類"), QStringLiteral("步數"), QStringLiteral("欄號"),
        QStringLiteral("序號"), QStringLiteral("鏡像"), QStringLiteral("寫入"),
        QStringLiteral("讀取"), QStringLiteral("資料夾"), QStringLiteral("雷射筆"),
        QStringLiteral("結束代碼"), QStringLiteral("剪貼簿"), QStringLiteral("解謎"),
        QStringLiteral("擺放"), QStringLiteral("點選"), QStringLiteral("標出"),
        QStringLiteral("影格"), QStringLiteral("文字檔"), QStringLiteral("虛擬碼"),
        QStringLiteral("時間軸"), QStringLiteral("搜尋"), QStringLiteral("棋盤"),
        QStringLiteral("格子數"), QStringLiteral("子節點"), QStringLiteral("載入"),
        QStringLiteral("預覽"), QStringLiteral("執行緒"), QStringLiteral("全螢幕"),
        QStringLiteral("先進先出")};
    return terms;
}

QString CjkWordBreaks::keepWordsTogether(const QString& text) {
    const qsizetype n = text.size();
    bool han = false;
    for (QChar c : text) han = han || isHan(c);
    if (!han) {
        // A short aside in parentheses, "(search finished)", moves to the next line whole.
        QString out = text;
        for (qsizetype open = out.indexOf(u'('); open >= 0; open = out.indexOf(u'(', open + 1)) {
            const qsizetype close = out.indexOf(u')', open);
            if (close > open && close - open <= kShortLatinAside)
                for (qsizetype i = open + 1; i < close; ++i)
                    if (out.at(i) == QLatin1Char(' ')) out[i] = QChar(QChar::Nbsp);
        }
        return out;
    }

    // joined[i]: no break between text[i - 1] and text[i].
    std::vector<bool> joined(static_cast<std::size_t>(n) + 1, false);
    if (icu::BreakIterator* words = chineseWords()) {
        const icu::UnicodeString u(false, reinterpret_cast<const UChar*>(text.utf16()),
                                   static_cast<int32_t>(n));
        words->setText(u);
        std::int32_t start = words->first();
        for (std::int32_t end = words->next(); end != icu::BreakIterator::DONE;
             start = end, end = words->next()) {
            for (std::int32_t i = start + 1; i < end; ++i)
                joined[static_cast<std::size_t>(i)] = true;
        }
        static const icu::UnicodeString kNone;
        words->setText(kNone);  // the iterator keeps no reference into `text`
    }
    // A short aside in full-width parentheses, "（搜索已结束）", reads as one word.
    for (qsizetype open = text.indexOf(u'（'); open >= 0; open = text.indexOf(u'（', open + 1)) {
        const qsizetype close = text.indexOf(u'）', open);
        if (close > open && close - open <= kShortAside)
            for (qsizetype i = open + 1; i <= close; ++i)
                joined[static_cast<std::size_t>(i)] = true;
    }
    for (const QString& term : glossary()) {
        for (qsizetype at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1))
            for (qsizetype i = at + 1; i < at + term.size(); ++i)
                joined[static_cast<std::size_t>(i)] = true;
    }

    QString out;
    out.reserve(n + n / 2);
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (i > 0 && joined[static_cast<std::size_t>(i)] && isJoinable(text.at(i - 1)) &&
            isJoinable(c))
            out += QChar(kWordJoiner);
        const bool glue = c == QLatin1Char(' ') && i > 0 && i + 1 < n &&
                          ((isHan(text.at(i - 1)) && isLatinOrDigit(text.at(i + 1))) ||
                           (isLatinOrDigit(text.at(i - 1)) && isHan(text.at(i + 1))));
        out += glue ? QChar(QChar::Nbsp) : c;
    }
    return out;
}

QString CjkWordBreaks::plain(const QString& prepared) {
    QString out = prepared;
    out.remove(QChar(kWordJoiner));
    out.replace(QChar(QChar::Nbsp), QLatin1Char(' '));
    return out;
}
