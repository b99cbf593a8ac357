// Draws a Scene with an SDL renderer (window or software surface): rectangles, seat
// shapes, and text with SDL_ttf (DejaVu Sans), shrunk to fit its box. Fonts are opened
// once per size and kept; a text drawn in the previous frame is not rendered again (its
// texture is kept while frames use it), so a new frame costs little CPU beside speech.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "display/scene.h"

struct SDL_Renderer;
struct SDL_Texture;
typedef struct _TTF_Font TTF_Font;

namespace sh::display {

// A text as it was drawn (the renderer's box-recording mode, for the layout checks): where
// its ink went, its size in pixels after any shrinking to fit, and whether part of it was
// cut away with the cut mark (a wrapped text's last line ends with " …") or without one.
struct DrawnText {
  std::string tag;
  std::string text;
  Box box;             // the drawn rectangle (not the box the layout offered)
  int px = 0;          // the size drawn
  bool cut_marked = false;
  bool cut_unmarked = false;
};

class SceneRenderer {
 public:
  SceneRenderer();  // initialises SDL_ttf (fonts missing: text is not drawn, the rest is)
  ~SceneRenderer();
  SceneRenderer(const SceneRenderer&) = delete;
  SceneRenderer& operator=(const SceneRenderer&) = delete;

  void draw(SDL_Renderer* renderer, const Scene& scene);
  bool fonts_ok() const { return ttf_ok_; }
  // Box-recording mode: every text drawn from now on is added to `out` (null: off).
  void record_texts(std::vector<DrawnText>* out) { record_ = out; }

 private:
  TTF_Font* font(int px, bool bold);
  void draw_text(SDL_Renderer* renderer, const DrawOp& op);

  bool ttf_ok_ = false;
  struct Closer {
    void operator()(TTF_Font* f) const;
  };
  std::map<std::pair<int, bool>, std::unique_ptr<TTF_Font, Closer>> fonts_;
  // Rendered texts of the renderer they were made for: (text, size, bold, colour, wrap,
  // box width, box height) -> texture and its size, with the frame that last used it.
  struct TextureCloser {
    void operator()(SDL_Texture* t) const;
  };
  struct CachedText {
    std::unique_ptr<SDL_Texture, TextureCloser> texture;
    int w = 0, h = 0;
    int px = 0;  // the font size the texture was rendered in
    bool cut_marked = false, cut_unmarked = false;
    std::uint64_t used = 0;
  };
  using TextKey = std::tuple<std::string, int, bool, std::uint32_t, bool, int, int>;
  std::map<TextKey, CachedText> texts_;
  SDL_Renderer* texts_for_ = nullptr;
  std::uint64_t frame_ = 0;
  std::vector<DrawnText>* record_ = nullptr;
};

}  // namespace sh::display
