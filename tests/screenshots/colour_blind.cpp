// SPDX-License-Identifier: GPL-3.0-or-later
// Shows screenshots as people with a colour vision deficiency see them (issue 31: no state is told
// by colour alone): deuteranopia, protanopia and tritanopia, by the matrices of Machado, Oliveira
// and Fernandes (2009) at severity 1.0, applied in linear RGB. Run by scripts/screenshots.
// Usage: colour_blind OUTPUT_DIR IMAGE[@X,Y,W,H][:DEFICIENCY,...]...
//   each IMAGE (a PNG) is written as OUTPUT_DIR/<its name>-<deficiency>.png, cropped to the
//   rectangle when one is given (the part that shows the states), for every deficiency, or for
//   those listed.
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QRect>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

struct Deficiency {
    const char* name;
    Matrix matrix;
};

// Machado et al. 2009, table of severity 1.0 (the complete loss of one kind of cone).
const std::array<Deficiency, 3> kDeficiencies{{
    {"deuteranopia",
     {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"protanopia",
     {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"tritanopia",
     {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
}};

double toLinear(int value)
{
    const double v = value / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

int toSrgb(double linear)
{
    const double v = std::clamp(linear, 0.0, 1.0);
    const double s = v <= 0.0031308 ? v * 12.92 : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
    return int(std::lround(s * 255));
}

QImage simulate(const QImage& source, const Matrix& m)
{
    // The matrices mix the three channels, so the 256 linear values of each are worked out once.
    std::array<double, 256> linear{};
    for (int i = 0; i < 256; ++i)
        linear[std::size_t(i)] = toLinear(i);
    QImage image = source.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < image.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = line[x];
            const std::array<double, 3> rgb{linear[std::size_t(qRed(p))], linear[std::size_t(qGreen(p))],
                                            linear[std::size_t(qBlue(p))]};
            std::array<int, 3> out{};
            for (std::size_t row = 0; row < 3; ++row)
                out[row] = toSrgb(m[row][0] * rgb[0] + m[row][1] * rgb[1] + m[row][2] * rgb[2]);
            line[x] = qRgba(out[0], out[1], out[2], qAlpha(p));
        }
    }
    return image;
}

// "path@x,y,w,h:deuteranopia,tritanopia": the path, the crop (empty: all of it), the deficiencies.
struct Request {
    QString path;
    QRect crop;
    QStringList deficiencies;
};

Request parse(const QString& argument)
{
    Request request;
    QString rest = argument;
    if (const qsizetype colon = rest.lastIndexOf(u':'); colon > 0) {
        request.deficiencies = rest.mid(colon + 1).split(u',');
        rest.truncate(colon);
    }
    if (const qsizetype at = rest.lastIndexOf(u'@'); at > 0) {
        const QStringList n = rest.mid(at + 1).split(u',');
        if (n.size() == 4)
            request.crop = QRect(n[0].toInt(), n[1].toInt(), n[2].toInt(), n[3].toInt());
        rest.truncate(at);
    }
    request.path = rest;
    return request;
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: colour_blind OUTPUT_DIR IMAGE[@X,Y,W,H][:DEFICIENCY,...]...\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(dir);
    bool ok = true;
    for (int i = 2; i < argc; ++i) {
        const Request request = parse(QString::fromLocal8Bit(argv[i]));
        QImage image(request.path);
        if (image.isNull()) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(request.path));
            ok = false;
            continue;
        }
        if (!request.crop.isEmpty())
            image = image.copy(request.crop.intersected(image.rect()));
        for (const Deficiency& deficiency : kDeficiencies) {
            const QString name = QString::fromLatin1(deficiency.name);
            if (!request.deficiencies.isEmpty() && !request.deficiencies.contains(name))
                continue;
            const QString out =
                QStringLiteral("%1/%2-%3.png").arg(dir, QFileInfo(request.path).completeBaseName(), name);
            const bool saved = simulate(image, deficiency.matrix).save(out, "PNG", 0); // 0: smallest
            std::printf("%s %s\n", saved ? "wrote" : "FAILED to write", qPrintable(out));
            ok &= saved;
        }
    }
    return ok ? 0 : 1;
}
