// queenslab_render_icon: a build-time tool, not installed. Renders the SVG application icon to
// square PNGs so that the hicolor PNG set never drifts from the SVG.
// Usage: queenslab_render_icon ICON.svg OUT_DIR SIZE...   writes OUT_DIR/<SIZE>.png for each SIZE.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char* argv[]) {
    // Drawing needs no screen: build machines often have none.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: queenslab_render_icon ICON.svg OUT_DIR SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "queenslab_render_icon: cannot read %s\n", qPrintable(args.at(1)));
        return 1;
    }
    const QDir out(args.at(2));
    if (!out.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "queenslab_render_icon: cannot create %s\n", qPrintable(args.at(2)));
        return 1;
    }
    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size <= 0 || size > 4096) {
            std::fprintf(stderr, "queenslab_render_icon: bad size %s\n", qPrintable(args.at(i)));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            svg.render(&painter, QRectF(0, 0, size, size));
        }
        const QString file = out.filePath(QStringLiteral("%1.png").arg(size));
        if (!image.save(file, "PNG")) {
            std::fprintf(stderr, "queenslab_render_icon: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
