#include "PageDom.h"

#include <QRegularExpression>

namespace {

QString attribute(const QString& tag, const QString& name) {
    const QRegularExpression re(QStringLiteral("\\s%1=\"([^\"]*)\"").arg(name));
    const QRegularExpressionMatch m = re.match(tag);
    return m.hasMatch() ? PageDom::decode(m.captured(1)) : QString();
}

}  // namespace

PageDom::PageDom(const QByteArray& dom) : dom_(QString::fromUtf8(dom)) {
    static const QRegularExpression body(QStringLiteral("<body\\b[^>]*>"));
    const QRegularExpressionMatch b = body.match(dom_);
    bool ok = false;
    if (b.hasMatch()) step_ = attribute(b.captured(0), QStringLiteral("data-step")).toInt(&ok);
    if (!ok) step_ = -1;

    static const QRegularExpression tags(
        QStringLiteral("<[a-z]+\\b[^>]*\\sdata-kind=\"[^\"]*\"[^>]*>"));
    for (auto it = tags.globalMatch(dom_); it.hasNext();) {
        const QString tag = it.next().captured(0);
        const QString kind = attribute(tag, QStringLiteral("data-kind"));
        const int row = attribute(tag, QStringLiteral("data-row")).toInt();
        const int col = attribute(tag, QStringLiteral("data-col")).toInt();
        if (kind == QLatin1String("queen"))
            queens_.insert({row, col});
        else if (kind == QLatin1String("outline") || kind == QLatin1String("cross") ||
                 kind == QLatin1String("fill"))
            marks_.insert(
                {kind, row, col, parseColor(attribute(tag, QStringLiteral("data-color")))});
    }

    static const QRegularExpression line(QStringLiteral("<li\\b[^>]*\\sid=\"current-line\"[^>]*>"));
    const QRegularExpressionMatch l = line.match(dom_);
    if (l.hasMatch()) currentLine_ = attribute(l.captured(0), QStringLiteral("data-line")).toInt();

    static const QRegularExpression errors(
        QStringLiteral("<pre\\b[^>]*\\sid=\"page-errors\"[^>]*>"));
    const QRegularExpressionMatch e = errors.match(dom_);
    if (e.hasMatch()) errorCount_ = attribute(e.captured(0), QStringLiteral("data-count")).toInt();
}

long long PageDom::stat(const QString& key) const {
    const QString shown = text(QStringLiteral("stat-") + key);
    QString digits;
    for (QChar c : shown)
        if (c.isDigit()) digits += c;
    bool ok = false;
    const long long v = digits.toLongLong(&ok);
    return ok ? v : -1;
}

QString PageDom::text(const QString& id) const {
    const QRegularExpression re(
        QStringLiteral("<([a-z0-9]+)\\b[^>]*\\sid=\"%1\"[^>]*>(.*?)</\\1>").arg(id),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = re.match(dom_);
    if (!m.hasMatch()) return {};
    QString inner = m.captured(2);
    static const QRegularExpression anyTag(QStringLiteral("<[^>]*>"));
    inner.remove(anyTag);
    return decode(inner);
}

QString PageDom::decode(const QString& html) {
    QString s = html;
    s.replace(QLatin1String("&lt;"), QLatin1String("<"));
    s.replace(QLatin1String("&gt;"), QLatin1String(">"));
    s.replace(QLatin1String("&quot;"), QLatin1String("\""));
    s.replace(QLatin1String("&nbsp;"), QString(QChar(0x00a0)));
    s.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return s;
}

QColor PageDom::parseColor(const QString& css) {
    static const QRegularExpression rgba(
        QStringLiteral("^rgba\\((\\d+),\\s*(\\d+),\\s*(\\d+),\\s*([0-9.]+)\\)$"));
    const QRegularExpressionMatch m = rgba.match(css.trimmed());
    if (m.hasMatch()) {
        QColor c(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        c.setAlphaF(m.captured(4).toFloat());
        return c;
    }
    return QColor::fromString(css.trimmed());
}
