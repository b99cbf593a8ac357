// Draws a Scene with an SDL renderer (window or software surface): rectangles, seat
// shapes, and text with SDL_ttf (DejaVu Sans), shrunk to fit its box. Fonts are opened
// once per size and kept.
#pragma once

#include <map>
#include <memory>
#include <utility>

#include "display/scene.h"

struct SDL_Renderer;
typedef struct _TTF_Font TTF_Font;

namespace sh::display {

class SceneRenderer {
 public:
  SceneRenderer();  // initialises SDL_ttf (fonts missing: text is not drawn, the rest is)
  ~SceneRenderer();
  SceneRenderer(const SceneRenderer&) = delete;
  SceneRenderer& operator=(const SceneRenderer&) = delete;

  void draw(SDL_Renderer* renderer, const Scene& scene);
  bool fonts_ok() const { return ttf_ok_; }

 private:
  TTF_Font* font(int px, bool bold);
  void draw_text(SDL_Renderer* renderer, const DrawOp& op);

  bool ttf_ok_ = false;
  struct Closer {
    void operator()(TTF_Font* f) const;
  };
  std::map<std::pair<int, bool>, std::unique_ptr<TTF_Font, Closer>> fonts_;
};

}  // namespace sh::display
