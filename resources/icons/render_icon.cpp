// SPDX-License-Identifier: GPL-3.0-or-later
//
// Build-time helper: rasterises the hand-drawn application icon (an SVG) into
// the fixed-size PNGs that freedesktop icon themes and window managers expect.
// We render with Qt's own QSvgRenderer so the PNGs look exactly like what Qt
// shows at runtime, and so the build needs no extra tool such as rsvg or
// Inkscape.
//
// Usage: render_icon SVG OUTDIR SIZE...   (writes OUTDIR/SIZE.png per size)

#include <QByteArray>
#include <QColor>
#include <QDir>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

namespace {

int usage(const char* argv0)
{
    std::fprintf(stderr, "usage: %s SVG OUTDIR SIZE...\n", argv0);
    return 2;
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc < 4)
        return usage(argv[0]);

    const QString svgPath = QString::fromLocal8Bit(argv[1]);
    const QString outDir = QString::fromLocal8Bit(argv[2]);

    // Validate every size before producing any output.
    QList<int> sizes;
    for (int i = 3; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLocal8Bit(argv[i]).toInt(&ok);
        if (!ok || size <= 0 || size > 4096) {
            std::fprintf(stderr, "render_icon: invalid size '%s'\n", argv[i]);
            return usage(argv[0]);
        }
        sizes.append(size);
    }

    QSvgRenderer renderer(svgPath);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "render_icon: cannot load a valid SVG from '%s'\n", argv[1]);
        return 1;
    }

    if (!QDir().mkpath(outDir)) {
        std::fprintf(stderr, "render_icon: cannot create output directory '%s'\n", argv[2]);
        return 1;
    }

    for (const int size : sizes) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }

        const QString pngPath = QDir(outDir).filePath(QString::number(size) + QStringLiteral(".png"));
        if (!image.save(pngPath, "PNG")) {
            std::fprintf(stderr, "render_icon: cannot write '%s'\n",
                         qPrintable(QDir::toNativeSeparators(pngPath)));
            return 1;
        }
    }
    return 0;
}
