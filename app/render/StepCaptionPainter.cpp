#include "StepCaptionPainter.h"

#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QTextLayout>
#include <QTextOption>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "BoardColors.h"
#include "BoardImageLayout.h"
#include "CjkWordBreaks.h"

namespace {

// Where each line of `text` starts when it is wrapped to `width` pixels at `px` text pixels.
std::vector<int> lineStarts(const QString& text, qreal px, qreal width) {
    const QFont font = BoardImageRenderer::font(px);
    const qreal scale = px / font.pixelSize();  // drawText scales the whole-pixel font to px
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    std::vector<int> starts;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width / scale);
        starts.push_back(line.textStart());
    }
    layout.endLayout();
    return starts;
}

// Where each line of the sentence starts, at `size` text pixels (in: the largest size; out: the
// one used): the largest size down to kMinShrink at which it takes at most kTextLines lines of
// `width`, each line then as short as it can be without adding one (no orphaned word).
std::vector<int> wrap(const QString& text, qreal& size, qreal width) {
    const qreal px = size;
    std::vector<int> starts = lineStarts(text, size, width);
    constexpr auto kLines = static_cast<std::size_t>(StepCaptionPainter::kTextLines);
    for (int tenth = 9;
         starts.size() > kLines && tenth >= std::lround(StepCaptionPainter::kMinShrink * 10);
         --tenth) {
        size = px * tenth / 10;
        starts = lineStarts(text, size, width);
    }
    if (starts.size() < 2 || starts.size() > kLines) return starts;
    qreal fits = width;
    qreal tooNarrow = width / static_cast<qreal>(starts.size());
    for (int i = 0; i < 8; ++i) {
        const qreal w = (fits + tooNarrow) / 2;
        std::vector<int> tried = lineStarts(text, size, w);
        if (tried.size() <= starts.size()) {
            fits = w;
            starts = std::move(tried);
        } else {
            tooNarrow = w;
        }
    }
    return starts;
}

}  // namespace

QString StepCaptionPainter::stepLabel(quint64 step, quint64 of) {
    return tr("Step %1 of %2").arg(QLocale().toString(step), QLocale().toString(of));
}

int StepCaptionPainter::bandHeight(int width, bool showText, bool showStep) {
    const int lines = (showStep ? 1 : 0) + (showText ? kTextLines : 0);
    if (lines == 0 || width <= 0) return 0;
    const qreal line = width * kTextPx * BoardImageLayout::kLineHeight;
    const qreal margin = std::max<qreal>(1, width * BoardImageLayout::kMargin);
    return static_cast<int>(std::ceil(lines * line + margin));
}

void StepCaptionPainter::paint(QPainter& p, const QRectF& band, const Caption& caption,
                               ImageTheme theme, bool transparent) {
    const qreal width = band.width();
    if (width <= 0) return;
    const bool dark = theme == ImageTheme::Dark;
    const BoardColors colors = BoardColors::forTheme(dark);
    const qreal px = width * kTextPx;
    const qreal line = px * BoardImageLayout::kLineHeight;
    const qreal margin = std::max<qreal>(1, width * BoardImageLayout::kMargin);
    const qreal left = band.left() + margin;
    const qreal textWidth = width - 2 * margin;
    p.save();
    if (!transparent) p.fillRect(band, BoardColors::themeBackground(dark));
    qreal y = band.top();
    if (caption.showStep) {
        BoardImageRenderer::drawText(p, QRectF(left, y, textWidth, line), caption.step, px,
                                     Qt::AlignHCenter, colors.label, true);
        y += line;
    }
    // Chinese wraps between words (CjkWordBreaks), as the main window's caption does.
    const QString text = CjkWordBreaks::keepWordsTogether(caption.text);
    if (caption.showText && !text.isEmpty()) {
        qreal size = px;
        const std::vector<int> starts = wrap(text, size, textWidth);
        const std::size_t shown = std::min<std::size_t>(starts.size(), kTextLines);
        // The block of lines is centred in the sentence's lines; the last one takes the rest of
        // a sentence that is still too long (drawText shrinks and elides it).
        y += (kTextLines - static_cast<qreal>(shown)) * line / 2;
        for (std::size_t i = 0; i < shown; ++i) {
            const int end = i + 1 < shown ? starts[i + 1] : static_cast<int>(text.size());
            BoardImageRenderer::drawText(p, QRectF(left, y, textWidth, line),
                                         text.mid(starts[i], end - starts[i]).trimmed(), size,
                                         Qt::AlignHCenter, colors.label);
            y += line;
        }
    }
    p.restore();
}

QImage StepCaptionPainter::band(int width, const Caption& caption, ImageTheme theme,
                                bool transparent) {
    const int height = bandHeight(width, caption.showText, caption.showStep);
    if (height == 0) return {};
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return {};  // out of memory
    image.setDevicePixelRatio(1);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(Qt::NoPen);
    paint(p, QRectF(0, 0, width, height), caption, theme, transparent);
    return image;
}

bool StepCaptionPainter::drawBelow(QImage& frame, const Caption& caption, ImageTheme theme,
                                   bool transparent) {
    const int height = bandHeight(frame.width(), caption.showText, caption.showStep);
    if (height == 0) return true;
    // Painted at its own origin, so the band has the same pixels under any frame.
    const QImage image =
        band(frame.width(), caption, theme, transparent).convertToFormat(frame.format());
    if (image.isNull() || height > frame.height()) return false;
    const auto rowBytes = static_cast<std::size_t>(image.bytesPerLine());
    const int top = frame.height() - height;
    for (int y = 0; y < height; ++y)
        std::memcpy(frame.scanLine(top + y), image.constScanLine(y), rowBytes);
    return true;
}
