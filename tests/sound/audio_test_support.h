// Helpers for the audio tests: route SDL's output to a raw file with the disk driver, read
// it back, and measure it. Each test opens its own device and closes it before reading.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace sh::test {

// Sets SDL's disk driver to write into a fresh temporary file; removes it afterwards.
// delay_ms is SDL_DISKAUDIODELAY: the disk driver's sleep per buffer (1 = ~10× real time).
class DiskAudio {
 public:
  explicit DiskAudio(const std::string& name, int delay_ms = 1)
      : file_(std::filesystem::temp_directory_path() /
              ("spoluhrac_" + name + "_" + std::to_string(::getpid()) + ".raw")) {
    std::filesystem::remove(file_);
    ::setenv("SDL_AUDIODRIVER", "disk", 1);
    ::setenv("SDL_DISKAUDIOFILE", file_.c_str(), 1);
    ::setenv("SDL_DISKAUDIODELAY", std::to_string(delay_ms).c_str(), 1);
  }
  ~DiskAudio() {
    std::error_code ignored;
    std::filesystem::remove(file_, ignored);
    ::unsetenv("SDL_AUDIODRIVER");
    ::unsetenv("SDL_DISKAUDIOFILE");
    ::unsetenv("SDL_DISKAUDIODELAY");
  }
  DiskAudio(const DiskAudio&) = delete;
  DiskAudio& operator=(const DiskAudio&) = delete;

  // The S16 mono samples SDL wrote (read after the device is closed).
  std::vector<std::int16_t> samples() const {
    std::ifstream in(file_, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::int16_t> out(bytes.size() / 2);
    for (std::size_t i = 0; i < out.size(); ++i)
      out[i] = static_cast<std::int16_t>(static_cast<std::uint8_t>(bytes[2 * i]) |
                                         (static_cast<std::uint8_t>(bytes[2 * i + 1]) << 8));
    return out;
  }

 private:
  std::filesystem::path file_;
};

inline constexpr int kQuiet = 300;  // |sample| at or below this counts as silence

// Index of the first / one past the last sample louder than kQuiet (0, 0 if none).
inline std::size_t first_loud(const std::vector<std::int16_t>& s, std::size_t from = 0) {
  for (std::size_t i = from; i < s.size(); ++i)
    if (std::abs(s[i]) > kQuiet) return i;
  return s.size();
}
inline std::size_t end_of_loud(const std::vector<std::int16_t>& s) {
  for (std::size_t i = s.size(); i > 0; --i)
    if (std::abs(s[i - 1]) > kQuiet) return i;
  return 0;
}
// How many samples lie in 10 ms windows (at 22050 Hz) holding a sample louder than kQuiet:
// the time something is heard. Unlike end_of_loud - first_loud it does not grow when a
// loaded machine starves the synthesizer and the device plays silence in the middle.
inline std::size_t loud_samples(const std::vector<std::int16_t>& s) {
  constexpr std::size_t kWindow = 221;
  std::size_t loud = 0;
  for (std::size_t from = 0; from < s.size(); from += kWindow) {
    const std::size_t to = std::min(s.size(), from + kWindow);
    for (std::size_t i = from; i < to; ++i)
      if (std::abs(s[i]) > kQuiet) {
        loud += to - from;
        break;
      }
  }
  return loud;
}
inline double rms(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
  double sum = 0;
  for (std::size_t i = from; i < to && i < s.size(); ++i) sum += double(s[i]) * s[i];
  return to > from ? std::sqrt(sum / double(to - from)) : 0.0;
}

}  // namespace sh::test
