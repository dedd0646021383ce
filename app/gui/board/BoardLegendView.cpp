#include "BoardLegendView.h"

#include <QBuffer>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPixmap>

#include "BoardWidget.h"

BoardLegendView::BoardLegendView(BoardWidget* board, QWidget* parent)
    : QWidget(parent), board_(board), grid_(new QGridLayout(this)) {
    setObjectName(QStringLiteral("boardLegendView"));
    grid_->setColumnStretch(1, 1);
    grid_->setHorizontalSpacing(10);
    connect(board_, &BoardWidget::legendChanged, this, &BoardLegendView::rebuild);
    rebuild();
}

void BoardLegendView::rebuild() {
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const BoardColors colors = board_->colors();
    marks_ = BoardLegend::marks(board_->legendView());
    for (int i = 0; i < static_cast<int>(marks_.size()); ++i) {
        auto* sample = new QLabel(this);
        sample->setObjectName(QStringLiteral("legendSample"));
        sample->setPixmap(QPixmap::fromImage(
            BoardLegend::sample(marks_[i], colors, kSampleSide, devicePixelRatioF())));
        auto* text = new QLabel(BoardLegend::text(marks_[i]), this);
        text->setObjectName(QStringLiteral("legendText"));
        grid_->addWidget(sample, i, 0, Qt::AlignCenter);
        grid_->addWidget(text, i, 1);
    }
    grid_->setRowStretch(static_cast<int>(marks_.size()), 1);
}

QImage BoardLegendView::sampleAt(int row) const {
    const QLayoutItem* item = grid_->itemAtPosition(row, 0);
    const auto* label = item ? qobject_cast<const QLabel*>(item->widget()) : nullptr;
    return label ? label->pixmap().toImage() : QImage();
}

QString BoardLegendView::textAt(int row) const {
    const QLayoutItem* item = grid_->itemAtPosition(row, 1);
    const auto* label = item ? qobject_cast<const QLabel*>(item->widget()) : nullptr;
    return label ? label->text() : QString();
}

void BoardLegendView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild();
    QWidget::changeEvent(event);
}

QString BoardLegendView::toolTipHtml(const BoardLegend::View& view, const BoardColors& colors) {
    QString html = QStringLiteral("<table cellspacing=\"2\">");
    for (const BoardLegend::Mark m : BoardLegend::marks(view)) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        BoardLegend::sample(m, colors, kToolTipSide).save(&buffer, "PNG");
        html += QStringLiteral(
                    "<tr><td><img src=\"data:image/png;base64,%1\"></td>"
                    "<td valign=\"middle\">%2</td></tr>")
                    .arg(QString::fromLatin1(png.toBase64()), BoardLegend::text(m).toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}
