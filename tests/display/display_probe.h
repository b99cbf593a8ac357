// Helpers of the display tests: a drawn frame as an image (rendered in process with the
// software renderer, or read from an X screenshot or the window's BMP dump), pixel probes,
// text comparisons against a reference rendering, PNG output, and a Voice and Host that
// render the real catalogs.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/game.h"
#include "display/scene.h"
#include "display/scene_renderer.h"
#include "narration/language.h"
#include "play/host.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"
#include "storage/settings.h"

namespace sh::test {

// Plays seeded random legal actions (chance by its weights) while `go_on` holds.
template <typename Pred>
void play_seeded(State& s, std::uint64_t seed, Pred go_on, int limit = 5000) {
  std::mt19937_64 rng(seed);
  for (int i = 0; i < limit && !s.is_terminal() && go_on(); ++i) {
    if (s.is_chance()) {
      auto outcomes = s.chance_outcomes();
      std::vector<int> weights;
      for (auto& o : outcomes) weights.push_back(o.second);
      std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
      s.apply(outcomes[pick(rng)].first);
    } else {
      auto legal = s.legal_actions();
      s.apply(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
    }
  }
}

struct Image {
  int width = 0, height = 0;
  std::vector<display::Rgb> pixels;
  display::Rgb at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width || y >= height) return {};
    return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
  }
  // The part at (x, y) of size w x h.
  Image crop(int x, int y, int w, int h) const;
};

// Draws the scene with the real renderer on a software surface.
Image render_scene(const display::Scene& scene);
// The same, in the renderer's box-recording mode: every text as drawn (where, how large,
// whether cut).
std::vector<display::DrawnText> drawn_texts(const display::Scene& scene);
// An X screenshot of the root window (xwd -root, 24/32 bits TrueColor).
Image read_xwd(const std::string& path);
Image read_bmp(const std::string& path);
bool write_png(const Image& image, const std::string& path);

// How many pixels inside `box` have exactly this colour.
int count_colour(const Image& image, const display::Box& box, display::Rgb colour);

// Whether the text operation tagged `tag` appears in `image` (offset by dx, dy) exactly as
// the renderer draws it over the fills beneath it; and that the same box drawn with
// `other_text` would look different (so the comparison can tell the texts apart).
::testing::AssertionResult shows_text(const display::Scene& scene, const Image& image, const std::string& tag,
                                      const std::string& expected, const std::string& other_text, int dx = 0,
                                      int dy = 0);

// A Voice on the real Czech catalogs that records what it says, and a Host around it.
struct TestVoice {
  struct Recorder final : Speech {
    std::vector<std::string> said;
    void say(std::string_view text, Priority) override { said.emplace_back(text); }
    void silence() override {}
    void finish() override {}
  } speech;
  NullSound sound;
  Language language;
  Voice voice;
  TestVoice();
};

class TestHost final : public Host {
 public:
  Voice& voice() override { return voice_.voice; }
  void refuse(const Message& reason) override { voice_.voice.say(reason); }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override {}
  std::string player_name(int seat) const override { return "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t) override { return work(); }

 private:
  TestVoice voice_;
  Settings settings_;
};

}  // namespace sh::test
