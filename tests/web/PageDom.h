#pragma once
// PageDom: what a lesson page shows, read from the DOM headless Chromium dumped: the step it
// shows, the queens and marks drawn on the board (their data attributes), the caption, the
// highlighted pseudo-code line, the statistics and the errors the page recorded. Plain text
// matching on Chromium's serialisation (attributes in double quotes, text escaped with
// &amp; &lt; &gt; &nbsp;); for the web page tests only.
#include <QByteArray>
#include <QColor>
#include <QMap>
#include <QString>
#include <QStringList>
#include <set>
#include <tuple>

class PageDom {
public:
    struct Mark {
        QString kind;  // "outline", "cross", "fill"
        int row = -1;
        int col = -1;
        QColor color;  // data-color, parsed ("#rrggbb" or "rgba(r, g, b, a)")
        friend auto operator<=>(const Mark& a, const Mark& b) {
            return std::tie(a.kind, a.row, a.col) <=> std::tie(b.kind, b.row, b.col);
        }
        friend bool operator==(const Mark& a, const Mark& b) {
            return a.kind == b.kind && a.row == b.row && a.col == b.col;
        }
    };

    explicit PageDom(const QByteArray& dom);

    int step() const { return step_; }  // <body data-step>, -1 if none
    const std::set<std::pair<int, int>>& queens() const { return queens_; }  // (row, col)
    const std::set<Mark>& marks() const { return marks_; }  // outline, cross and fill
    QString caption() const { return text(QStringLiteral("caption")); }
    int currentLine() const { return currentLine_; }  // -1: none highlighted
    // The number shown for statistic `key` (#stat-KEY, digits only), -1 when absent.
    long long stat(const QString& key) const;
    int errorCount() const { return errorCount_; }  // #page-errors data-count
    QString errors() const { return text(QStringLiteral("page-errors")); }
    // The text of the element with this id (tags removed, entities decoded).
    QString text(const QString& id) const;

    static QString decode(const QString& html);
    static QColor parseColor(const QString& css);

private:
    QString dom_;
    int step_ = -1;
    int currentLine_ = -1;
    int errorCount_ = -1;
    std::set<std::pair<int, int>> queens_;
    std::set<Mark> marks_;
};
