#include "HandbookDocument.h"

#include <QFile>
#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTextTable>
#include <QUrl>
#include <QVariant>
#include <algorithm>
#include <utility>

namespace {
QSizeF imageSize(const QVariant& resource) {
    if (resource.userType() == QMetaType::QImage) return resource.value<QImage>().size();
    if (resource.userType() == QMetaType::QPixmap) return resource.value<QPixmap>().size();
    if (resource.userType() == QMetaType::QByteArray)
        return QImage::fromData(resource.toByteArray()).size();
    return {};
}
}  // namespace

QStringList HandbookDocument::languages() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString HandbookDocument::languageFor(const QString& stem) {
    return languages().contains(stem) && QFile::exists(resourcePath(stem)) ? stem
                                                                           : QStringLiteral("en");
}

QString HandbookDocument::resourcePath(const QString& language) {
    return QStringLiteral(":/handbook/%1/handbook.md").arg(language);
}

QString HandbookDocument::anchorFor(const QString& headingText) {
    QString anchor;
    for (const QChar c : headingText.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
    }
    return anchor;
}

QList<HandbookDocument::Heading> HandbookDocument::headings(const QTextDocument* document) {
    QList<Heading> list;
    QHash<QString, int> seen;
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
        const int level = b.blockFormat().headingLevel();
        if (level <= 0) continue;
        Heading h;
        h.level = level;
        h.text = b.text().trimmed();
        h.position = b.position();
        h.anchor = anchorFor(h.text);
        const int times = seen.value(h.anchor, 0);
        seen.insert(h.anchor, times + 1);
        if (times > 0) h.anchor += QLatin1Char('-') + QString::number(times);
        list << h;
    }
    return list;
}

void HandbookDocument::addHeadingAnchors(QTextDocument* document) {
    for (const Heading& h : headings(document)) {
        const QTextBlock block = document->findBlock(h.position);
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setAnchor(true);
        format.setAnchorNames({h.anchor});
        cursor.mergeCharFormat(format);
    }
}

void HandbookDocument::fitImages(QTextDocument* document, qreal width) {
    QList<std::pair<QTextFragment, QTextImageFormat>> images;
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                images.append({it.fragment(), it.fragment().charFormat().toImageFormat()});
    for (auto& [fragment, format] : images) {
        const QSizeF natural =
            imageSize(document->resource(QTextDocument::ImageResource, QUrl(format.name())));
        if (natural.isEmpty()) continue;
        const qreal w = std::min(natural.width(), std::max<qreal>(width, 1.0));
        if (qFuzzyCompare(format.width(), w)) continue;
        format.setWidth(w);
        format.setHeight(natural.height() * w / natural.width());
        QTextCursor cursor(document);
        cursor.setPosition(fragment.position());
        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
        cursor.setCharFormat(format);
    }
}

void HandbookDocument::tidyTables(QTextDocument* document, const QColor& border) {
    for (QTextFrame* frame : document->rootFrame()->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (table == nullptr) continue;
        QTextTableFormat format = table->format();
        format.setBorderCollapse(true);
        format.setBorder(1);
        format.setBorderBrush(border);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setCellSpacing(0);
        format.setCellPadding(4);
        table->setFormat(format);
    }
}
