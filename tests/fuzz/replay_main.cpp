// SPDX-License-Identifier: GPL-3.0-or-later
// Replays fuzz inputs through the fuzz target without libFuzzer, so that the ordinary build (GCC,
// CTest) runs every seed and every input the fuzzer once found: a regression test of whatever the
// target reads. Usage: replay_<target> FILE_OR_DIRECTORY...
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int replay(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return 1;
}

} // namespace

int main(int argc, char* argv[])
{
    int replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path path(argv[i]);
        if (std::filesystem::is_directory(path)) {
            for (const auto& entry : std::filesystem::directory_iterator(path))
                if (entry.is_regular_file())
                    replayed += replay(entry.path());
        } else {
            replayed += replay(path);
        }
    }
    std::printf("replayed %d inputs: no finding\n", replayed);
    return replayed > 0 ? 0 : 1;
}
