// SPDX-License-Identifier: GPL-3.0-or-later
// Synthesises the game's sound effects, so every sound we ship is made by us:
// no third-party samples and no licences to track. CMake runs this at build time.
//
// All arithmetic is integer fixed point (Q15 unless said otherwise): floating
// point results depend on libm, FMA contraction and x87 precision, and the
// generated files must be the same bytes on every platform.
//
// Usage: synthesize OUTDIR

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <span>
#include <vector>

namespace {

using std::int16_t, std::int32_t, std::int64_t, std::size_t, std::uint16_t, std::uint32_t;

constexpr int kRate = 22050;
constexpr int32_t kOne = 1 << 15; // unity gain, and a full-scale sample, in Q15
constexpr int32_t kPeak = 23198;  // -3 dBFS: loud enough, with headroom left

using Signal = std::vector<int32_t>;

constexpr int samples(int ms)
{
    return ms * kRate / 1000;
}

constexpr int32_t percent(int p)
{
    return p * kOne / 100;
}

// Frequencies are integer millihertz so that note pitches need no fractions.
constexpr int64_t mHz(int64_t hz)
{
    return hz * 1000;
}

constexpr int64_t kC4 = 261626, kD4 = 293665, kEb4 = 311127, kG4 = 391995;
constexpr int64_t kC5 = 523251, kE5 = 659255, kG5 = 783991, kC6 = 1046502;

// Phase increment per sample for a frequency; a full turn is 2^32.
uint32_t phaseStep(int64_t milliHz)
{
    return static_cast<uint32_t>((milliHz << 32) / (int64_t{kRate} * 1000));
}

// sin(2 pi phase / 2^32) in Q15. An odd quintic fitted to a quarter wave is
// within 1.6e-4 of the true sine: its harmonics sit near -76 dB, inaudible here.
int32_t sine(uint32_t phase)
{
    const uint32_t quadrant = phase >> 30;
    int64_t x = (phase >> 14) & 0xFFFF; // position within the quadrant, Q16
    if (quadrant & 1)
        x = 0x10000 - x;
    const int64_t x2 = (x * x) >> 16;
    int64_t y = 4747;              // coefficients in Q16: 0.072433,
    y = -42121 + ((y * x2) >> 16); // -0.642710,
    y = 102920 + ((y * x2) >> 16); // 1.570437
    y = std::clamp<int64_t>((y * x) >> 16, 0, 0x10000) >> 1;
    return static_cast<int32_t>(quadrant & 2 ? -y : y);
}

// xorshift32: tiny, seeded, and identical everywhere, unlike the <random>
// distributions whose output differs between standard libraries.
class Rng {
public:
    explicit Rng(uint32_t seed) : state_(seed) {}

    uint32_t next()
    {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 17;
        state_ ^= state_ << 5;
        return state_;
    }

    // Uniform enough in [0, n) for n far below 2^32.
    int below(int n) { return static_cast<int>(next() % static_cast<uint32_t>(n)); }

private:
    uint32_t state_;
};

Signal noise(int length, uint32_t seed)
{
    Rng rng(seed);
    Signal s(static_cast<size_t>(length));
    for (int32_t& v : s)
        v = static_cast<int32_t>(rng.next() >> 16) - kOne;
    return s;
}

struct Partial {
    uint32_t harmonic;
    int32_t gain;
};
using Timbre = std::span<const Partial>;

constexpr Partial kSine[] = {{1, kOne}};
// Mostly odd harmonics, falling off faster than a square wave's: bright but soft.
constexpr Partial kFanfare[] = {{1, percent(100)}, {2, percent(20)}, {3, percent(30)},
                                {4, percent(6)},   {5, percent(12)}, {7, percent(3)}};
// Rich in harmonics so the opening filter has something to reveal: the "wah".
constexpr Partial kHorn[] = {{1, percent(100)}, {2, percent(55)}, {3, percent(35)},
                             {4, percent(20)},  {5, percent(12)}, {6, percent(6)}};
// A touch of the octave lets small speakers suggest a bass they cannot play.
constexpr Partial kThump[] = {{1, percent(100)}, {2, percent(35)}};

struct Glide {
    int64_t fromMilliHz;
    int64_t toMilliHz;
};

struct Vibrato {
    int64_t rateMilliHz = 0;
    int32_t depth = 0; // fraction of the frequency, Q15
};

// A pitched tone gliding linearly between two frequencies; harmonics stay
// exact multiples because they share one phase accumulator.
Signal tone(int length, Glide pitch, Timbre timbre, Vibrato vibrato = {})
{
    Signal s(static_cast<size_t>(length));
    const int64_t fromStep = phaseStep(pitch.fromMilliHz);
    const int64_t toStep = phaseStep(pitch.toMilliHz);
    const uint32_t lfoStep = phaseStep(vibrato.rateMilliHz);
    uint32_t phase = 0;
    uint32_t lfo = 0;
    for (int n = 0; n < length; ++n) {
        int64_t sum = 0;
        for (const Partial& p : timbre)
            sum += int64_t{sine(phase * p.harmonic)} * p.gain;
        s[static_cast<size_t>(n)] = static_cast<int32_t>(sum >> 15);
        int64_t step = fromStep + (toStep - fromStep) * n / length;
        step += (step * vibrato.depth * sine(lfo)) >> 30;
        phase += static_cast<uint32_t>(step);
        lfo += lfoStep;
    }
    return s;
}

// Smoothstep attack, then a (1 - u)^power decay: it sounds like an exponential
// decay but needs no exp() and reaches exactly zero, so nothing clicks.
struct Envelope {
    int attack;
    int length;
    int power;

    int32_t at(int n) const
    {
        if (n >= length)
            return 0;
        if (n < attack) {
            // u^2 (3 - 2u) starts and ends flat: no corner to splatter noise-like edges.
            const int64_t u = int64_t{n} * kOne / attack;
            return static_cast<int32_t>((((u * u) >> 15) * (3 * kOne - 2 * u)) >> 15);
        }
        const int64_t left = kOne - int64_t{n - attack} * kOne / (length - attack);
        int64_t g = kOne;
        for (int i = 0; i < power; ++i)
            g = (g * left) >> 15;
        return static_cast<int32_t>(g);
    }
};

void shape(Signal& s, const Envelope& envelope)
{
    for (size_t n = 0; n < s.size(); ++n)
        s[n] = static_cast<int32_t>((int64_t{s[n]} * envelope.at(static_cast<int>(n))) >> 15);
}

// One-pole low-pass whose cut-off glides linearly from `fromHz` to `toHz`: a
// closing filter is what makes noise sound like a splash or a blast dying away.
void lowPass(Signal& s, int64_t fromHz, int64_t toHz)
{
    const auto length = static_cast<int64_t>(s.size());
    int64_t state = 0; // 16 extra fraction bits keep quiet tails smooth
    for (int64_t n = 0; n < length; ++n) {
        const int64_t hz = fromHz + (toHz - fromHz) * n / length;
        const int64_t omega = hz * 710; // 2 pi fc, times 113 (pi ~ 355/113)
        const int64_t alpha = omega * kOne / (int64_t{kRate} * 113 + omega);
        int32_t& v = s[static_cast<size_t>(n)];
        state += (((int64_t{v} << 16) - state) * alpha) >> 15;
        v = static_cast<int32_t>(state >> 16);
    }
}

// Scales so the loudest sample is exactly `peak` (rounding half away from zero).
void normalise(Signal& s, int32_t peak)
{
    int64_t loudest = 0;
    for (int32_t v : s)
        loudest = std::max(loudest, v < 0 ? -int64_t{v} : int64_t{v});
    if (loudest == 0)
        return;
    for (int32_t& v : s) {
        const int64_t scaled = int64_t{v} * peak;
        v = static_cast<int32_t>((scaled + (scaled < 0 ? -loudest : loudest) / 2) / loudest);
    }
}

// Layers are brought to full scale first, so a gain reads as relative level.
void mixInto(Signal& out, Signal layer, int offset, int32_t gain)
{
    normalise(layer, kOne);
    const auto start = static_cast<size_t>(offset);
    for (size_t n = 0; n < layer.size() && start + n < out.size(); ++n)
        out[start + n] += static_cast<int32_t>((int64_t{layer[n]} * gain) >> 15);
}

// Shaped noise through a closing two-pole low-pass: the body of splashes and blasts.
Signal filteredNoise(int length, uint32_t seed, int64_t fromHz, int64_t toHz, Envelope envelope)
{
    Signal s = noise(length, seed);
    for (int pass = 0; pass < 2; ++pass)
        lowPass(s, fromHz, toHz);
    shape(s, envelope);
    return s;
}

Signal shapedTone(int length, Glide pitch, Timbre timbre, Envelope envelope, Vibrato vibrato = {})
{
    Signal s = tone(length, pitch, timbre, vibrato);
    shape(s, envelope);
    return s;
}

// Bubbles rising from a wreck: short upward sine chirps at seeded, hence
// reproducible, irregular moments, quieter the later they come.
void addBubbles(Signal& out, uint32_t seed, int fromMs, int toMs, int count)
{
    Rng rng(seed);
    for (int i = 0; i < count; ++i) {
        const int startMs = fromMs + rng.below(toMs - fromMs);
        const int length = samples(35 + rng.below(35));
        const int64_t hz = 300 + rng.below(350);
        const Signal bubble = shapedTone(length, {mHz(hz), mHz(hz * 8 / 5)}, kSine, {samples(4), length, 2});
        mixInto(out, bubble, samples(startMs), percent(12 + 22 * (toMs - startMs) / (toMs - fromMs)));
    }
}

// A first-order high-pass with its corner near 18 Hz: removes the DC that
// asymmetric filtered noise and short thumps leave behind.
void removeDc(Signal& s)
{
    constexpr int64_t kPole = 32604; // 0.995 in Q15
    int64_t previousIn = 0;
    int64_t out = 0; // 16 extra fraction bits
    for (int32_t& v : s) {
        const int64_t in = int64_t{v} << 16;
        out = in - previousIn + ((out * kPole) >> 15);
        previousIn = in;
        v = static_cast<int32_t>(out >> 16);
    }
}

// Guarantees silence at both ends whatever the layers did, so playback never clicks.
void fadeEdges(Signal& s)
{
    const auto fadeIn = std::min<size_t>(static_cast<size_t>(samples(3)), s.size());
    const auto fadeOut = std::min<size_t>(static_cast<size_t>(samples(15)), s.size());
    for (size_t n = 0; n < fadeIn; ++n)
        s[n] = static_cast<int32_t>(int64_t{s[n]} * static_cast<int64_t>(n) / static_cast<int64_t>(fadeIn));
    for (size_t n = 0; n < fadeOut; ++n) {
        int32_t& v = s[s.size() - 1 - n];
        v = static_cast<int32_t>(int64_t{v} * static_cast<int64_t>(n) / static_cast<int64_t>(fadeOut));
    }
}

Signal miss()
{
    Signal out(static_cast<size_t>(samples(480)));
    const int splash = samples(420);
    mixInto(out, filteredNoise(splash, 0x5EED0001u, 2800, 300, {samples(4), splash, 4}), 0, percent(100));
    const int bloop = samples(200);
    mixInto(out, shapedTone(bloop, {mHz(420), mHz(170)}, kSine, {samples(10), bloop, 2}), samples(12),
            percent(55));
    return out;
}

Signal hit()
{
    Signal out(static_cast<size_t>(samples(620)));
    const int blast = samples(560);
    mixInto(out, filteredNoise(blast, 0x5EED0002u, 1800, 180, {samples(3), blast, 5}), 0, percent(100));
    const int thump = samples(450);
    mixInto(out, shapedTone(thump, {mHz(95), mHz(50)}, kThump, {samples(5), thump, 3}), 0, percent(90));
    return out;
}

Signal sunk()
{
    Signal out(static_cast<size_t>(samples(1300)));
    const int blast = samples(950);
    mixInto(out, filteredNoise(blast, 0x5EED0003u, 2200, 140, {samples(4), blast, 4}), 0, percent(100));
    const int thump = samples(700);
    mixInto(out, shapedTone(thump, {mHz(85), mHz(40)}, kThump, {samples(6), thump, 3}), 0, percent(90));
    const int sinking = samples(1000);
    mixInto(out, shapedTone(sinking, {mHz(520), mHz(130)}, kHorn, {samples(90), sinking, 2}), samples(150),
            percent(28));
    addBubbles(out, 0x5EED0004u, 380, 1150, 10);
    return out;
}

// C major arpeggio ending on a ringing C6 over a soft E5/G5 chord.
Signal victory()
{
    Signal out(static_cast<size_t>(samples(1500)));
    const int step = samples(110);
    const int note = samples(380);
    const int64_t arpeggio[] = {kC5, kE5, kG5};
    for (int i = 0; i < 3; ++i)
        mixInto(out, shapedTone(note, {arpeggio[i], arpeggio[i]}, kFanfare, {samples(8), note, 2}), i * step,
                percent(70));
    const int last = samples(1150);
    const Envelope ring{samples(8), last, 2};
    mixInto(out, shapedTone(last, {kC6, kC6}, kFanfare, ring, {5500, percent(1) / 2}), 3 * step, percent(80));
    mixInto(out, shapedTone(last, {kE5, kE5}, kFanfare, ring), 3 * step, percent(25));
    mixInto(out, shapedTone(last, {kG5, kG5}, kFanfare, ring), 3 * step, percent(25));
    return out;
}

// "Wah wah wah waaah" down a C minor line; each note's filter opens as it sounds.
Signal defeat()
{
    Signal out(static_cast<size_t>(samples(1700)));
    const int step = samples(300);
    const int note = samples(280);
    const int64_t line[] = {kG4, kEb4, kD4};
    for (int i = 0; i < 3; ++i) {
        Signal wah = tone(note, {line[i], line[i]}, kHorn);
        lowPass(wah, 350, 2200);
        shape(wah, {samples(50), note, 2});
        mixInto(out, wah, i * step, percent(80));
    }
    const int last = samples(780);
    Signal waah = tone(last, {kC4, kC4 * 97 / 100}, kHorn, {mHz(5), percent(1)});
    lowPass(waah, 350, 1600);
    shape(waah, {samples(70), last, 2});
    mixInto(out, waah, 3 * step, percent(90));
    return out;
}

std::vector<int16_t> finished(Signal s)
{
    removeDc(s);
    fadeEdges(s);
    normalise(s, kPeak);
    return {s.begin(), s.end()};
}

void putLittleEndian(std::ostream& out, uint32_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.put(static_cast<char>((value >> (8 * i)) & 0xFF));
}

// Canonical 44-byte RIFF/WAVE header, PCM 16-bit mono, then the samples.
bool writeWav(const std::filesystem::path& path, const std::vector<int16_t>& pcm)
{
    std::ofstream out(path, std::ios::binary);
    const auto dataBytes = static_cast<uint32_t>(pcm.size() * 2);
    out.write("RIFF", 4);
    putLittleEndian(out, 36 + dataBytes, 4);
    out.write("WAVEfmt ", 8);
    putLittleEndian(out, 16, 4); // fmt chunk size
    putLittleEndian(out, 1, 2);  // PCM
    putLittleEndian(out, 1, 2);  // mono
    putLittleEndian(out, kRate, 4);
    putLittleEndian(out, kRate * 2, 4); // byte rate
    putLittleEndian(out, 2, 2);         // block align
    putLittleEndian(out, 16, 2);        // bits per sample
    out.write("data", 4);
    putLittleEndian(out, dataBytes, 4);
    for (int16_t v : pcm)
        putLittleEndian(out, static_cast<uint16_t>(v), 2);
    out.close();
    return !out.fail();
}

struct Effect {
    const char* file;
    Signal (*make)();
};

constexpr Effect kEffects[] = {
    {"miss.wav", miss},       {"hit.wav", hit},       {"sunk.wav", sunk},
    {"victory.wav", victory}, {"defeat.wav", defeat},
};

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: synthesize OUTDIR\n";
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    for (const Effect& effect : kEffects) {
        const std::filesystem::path path = dir / effect.file;
        if (!writeWav(path, finished(effect.make()))) {
            std::cerr << "synthesize: cannot write " << path.string() << '\n';
            return 1;
        }
    }
    return 0;
}
