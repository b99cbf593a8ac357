#include "display/scene_renderer.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "display/caption_fit.h"

namespace sh::display {

namespace {
constexpr const char* kFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kBoldFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

struct SurfaceDeleter {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};

void set_colour(SDL_Renderer* r, Rgb c) { SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255); }

void hline(SDL_Renderer* r, int x0, int x1, int y) {
  if (x1 < x0) return;
  SDL_Rect line{x0, y, x1 - x0 + 1, 1};
  SDL_RenderFillRect(r, &line);
}

void fill_shape(SDL_Renderer* r, const Box& b, Shape shape) {
  const double cx = b.x + b.w / 2.0;
  const double half = b.w / 2.0;
  switch (shape) {
    case Shape::Square: {
      SDL_Rect rect{b.x + b.w / 10, b.y + b.h / 10, b.w - b.w / 5, b.h - b.h / 5};
      SDL_RenderFillRect(r, &rect);
      return;
    }
    case Shape::Cross: {
      SDL_Rect v{b.x + b.w * 3 / 10, b.y, b.w - b.w * 6 / 10, b.h};
      SDL_Rect h{b.x, b.y + b.h * 3 / 10, b.w, b.h - b.h * 6 / 10};
      SDL_RenderFillRect(r, &v);
      SDL_RenderFillRect(r, &h);
      return;
    }
    default:
      break;
  }
  for (int y = b.y; y < b.y + b.h; ++y) {
    const double t = (y - b.y + 0.5) / b.h;  // 0 at the top, 1 at the bottom
    double w = 0;
    switch (shape) {
      case Shape::Circle: w = half * std::sqrt(std::max(0.0, 1.0 - (2 * t - 1) * (2 * t - 1))); break;
      case Shape::TriangleUp: w = half * t; break;
      case Shape::TriangleDown: w = half * (1 - t); break;
      case Shape::Diamond: w = half * (1 - std::abs(2 * t - 1)); break;
      default: break;
    }
    hline(r, static_cast<int>(std::lround(cx - w)), static_cast<int>(std::lround(cx + w)) - 1, y);
  }
}
// Lines of text one under the other (a line skip apart) on a transparent surface.
SDL_Surface* render_lines(TTF_Font* f, const std::vector<std::string>& lines, SDL_Color colour) {
  std::vector<std::unique_ptr<SDL_Surface, SurfaceDeleter>> parts;
  int w = 1;
  for (const auto& line : lines) {
    parts.emplace_back(TTF_RenderUTF8_Blended(f, line.empty() ? " " : line.c_str(), colour));
    if (!parts.back()) return nullptr;
    w = std::max(w, parts.back()->w);
  }
  const int skip = TTF_FontLineSkip(f);
  const int h = std::max(1, skip * (static_cast<int>(parts.size()) - 1) + (parts.empty() ? 1 : parts.back()->h));
  SDL_Surface* out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!out) return nullptr;
  SDL_FillRect(out, nullptr, SDL_MapRGBA(out->format, colour.r, colour.g, colour.b, 0));
  for (std::size_t i = 0; i < parts.size(); ++i) {
    SDL_SetSurfaceBlendMode(parts[i].get(), SDL_BLENDMODE_NONE);
    SDL_Rect to{0, static_cast<int>(i) * skip, parts[i]->w, parts[i]->h};
    SDL_BlitSurface(parts[i].get(), nullptr, out, &to);
  }
  return out;
}
}  // namespace

void SceneRenderer::Closer::operator()(TTF_Font* f) const { TTF_CloseFont(f); }

SceneRenderer::SceneRenderer() { ttf_ok_ = TTF_Init() == 0; }

SceneRenderer::~SceneRenderer() {
  texts_.clear();
  fonts_.clear();
  if (ttf_ok_) TTF_Quit();
}

TTF_Font* SceneRenderer::font(int px, bool bold) {
  if (!ttf_ok_) return nullptr;
  px = std::clamp(px, 6, 400);
  auto key = std::make_pair(px, bold);
  auto it = fonts_.find(key);
  if (it == fonts_.end()) it = fonts_.emplace(key, std::unique_ptr<TTF_Font, Closer>(TTF_OpenFont(bold ? kBoldFont : kFont, px))).first;
  return it->second.get();
}

void SceneRenderer::TextureCloser::operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }

void SceneRenderer::draw_text(SDL_Renderer* renderer, const DrawOp& op) {
  if (!ttf_ok_ || op.box.w <= 0 || op.box.h <= 0) return;
  const std::uint32_t rgb = (std::uint32_t{op.colour.r} << 16) | (std::uint32_t{op.colour.g} << 8) | op.colour.b;
  TextKey key{op.text, op.font_px, op.bold, rgb, op.wrap, op.box.w, op.box.h};
  auto it = texts_.find(key);
  if (it == texts_.end()) {
    TTF_Font* f = font(op.font_px, op.bold);
    if (!f) return;
    const SDL_Color colour{op.colour.r, op.colour.g, op.colour.b, 255};
    std::string shown = op.text;
    bool cut_marked = false;
    int px = op.font_px;
    // As many whole lines as the box holds; a cut text ends with its mark.
    const auto measure = [f](const std::string& line) {
      int w = 0, h = 0;
      return TTF_SizeUTF8(f, line.c_str(), &w, &h) == 0 ? w : 0;
    };
    std::unique_ptr<SDL_Surface, SurfaceDeleter> surface;
    if (op.wrap) {
      // SDL_ttf may break a line once more where fit_caption did not: then one line fewer.
      for (int max_lines = op.box.h / std::max(1, TTF_FontLineSkip(f));; --max_lines) {
        const auto lines = fit_caption(op.text, op.box.w, max_lines, measure);
        cut_marked = false;
        shown.clear();
        for (const auto& line : lines) {
          cut_marked = cut_marked || (line.ends_with("…") && op.text.find(line) == std::string::npos);
          shown += (shown.empty() ? "" : "\n") + line;
        }
        if (shown.empty()) return;
        // Each line is drawn as it was measured (SDL_ttf's own wrapping breaks some lines
        // again, so a line would be lost below the box), one under the other.
        surface.reset(render_lines(f, lines, colour));
        if (!surface || surface->h <= op.box.h || max_lines <= 1) break;
      }
    } else {
      surface.reset(TTF_RenderUTF8_Blended(f, op.text.c_str(), colour));
    }
    if (!surface) return;
    if (!op.wrap && (surface->w > op.box.w || surface->h > op.box.h)) {
      // Too large for its box: drawn again in a smaller size (sharp, not a scaled image).
      const double fit = std::min(static_cast<double>(op.box.w) / surface->w, static_cast<double>(op.box.h) / surface->h);
      // The largest size that fits (the estimate rounded either way), so a text offered a
      // larger size in the same box is never drawn smaller.
      auto fits = [&](int size) {
        TTF_Font* g = font(size, op.bold);
        int w = 0, h = 0;
        return g && TTF_SizeUTF8(g, op.text.c_str(), &w, &h) == 0 && w <= op.box.w && h <= op.box.h;
      };
      px = std::clamp(static_cast<int>(op.font_px * fit), 6, 400);
      while (px + 1 < op.font_px && fits(px + 1)) ++px;
      while (px > 6 && !fits(px)) --px;
      if (TTF_Font* smaller = font(px, op.bold))
        if (SDL_Surface* again = TTF_RenderUTF8_Blended(smaller, op.text.c_str(), colour)) surface.reset(again);
    }
    CachedText cached;
    cached.px = px;
    cached.cut_marked = cut_marked;
    // A wrapped text wider or taller than its box (a long word, or one line in a box too low
    // for it) loses its edge without a mark.
    cached.cut_unmarked = op.wrap && (surface->w > op.box.w || surface->h > op.box.h);
    cached.texture.reset(SDL_CreateTextureFromSurface(renderer, surface.get()));
    if (!cached.texture) return;
    cached.w = surface->w;
    cached.h = surface->h;
    it = texts_.emplace(std::move(key), std::move(cached)).first;
  }
  CachedText& text = it->second;
  text.used = frame_;
  SDL_Rect from{0, 0, text.w, text.h};
  SDL_Rect to{op.box.x, op.box.y, text.w, text.h};
  if (op.wrap) {
    // Top-aligned, whole lines (fit_caption marked a cut); the newest sentence comes first.
    from.h = to.h = std::min(text.h, op.box.h);
    from.w = to.w = std::min(text.w, op.box.w);
  } else {
    const double scale = std::min({1.0, static_cast<double>(op.box.w) / text.w, static_cast<double>(op.box.h) / text.h});
    to.w = static_cast<int>(text.w * scale);
    to.h = static_cast<int>(text.h * scale);
    to.x = op.centred ? op.box.x + (op.box.w - to.w) / 2 : op.box.x;
    to.y = op.box.y + (op.box.h - to.h) / 2;
  }
  SDL_RenderCopy(renderer, text.texture.get(), &from, &to);
  if (record_) {
    const double shrunk = !op.wrap && text.w > 0 ? static_cast<double>(to.w) / text.w : 1.0;
    record_->push_back({op.tag, op.text, Box{to.x, to.y, to.w, to.h},
                        static_cast<int>(std::lround(text.px * std::min(1.0, shrunk))), text.cut_marked,
                        text.cut_unmarked});
  }
}

void SceneRenderer::draw(SDL_Renderer* renderer, const Scene& scene) {
  // Textures belong to one renderer; texts no frame used lately are let go.
  if (renderer != texts_for_) {
    texts_.clear();
    texts_for_ = renderer;
  }
  ++frame_;
  if (texts_.size() > 256)
    for (auto it = texts_.begin(); it != texts_.end();) it = it->second.used + 2 < frame_ ? texts_.erase(it) : std::next(it);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  set_colour(renderer, scene.background);
  SDL_RenderClear(renderer);
  for (const DrawOp& op : scene.ops) {
    switch (op.kind) {
      case DrawOp::Kind::Fill: {
        set_colour(renderer, op.colour);
        SDL_Rect rect{op.box.x, op.box.y, op.box.w, op.box.h};
        SDL_RenderFillRect(renderer, &rect);
        break;
      }
      case DrawOp::Kind::Frame: {
        set_colour(renderer, op.colour);
        const int t = std::max(1, op.thickness);
        SDL_Rect sides[4] = {{op.box.x, op.box.y, op.box.w, t},
                             {op.box.x, op.box.y + op.box.h - t, op.box.w, t},
                             {op.box.x, op.box.y, t, op.box.h},
                             {op.box.x + op.box.w - t, op.box.y, t, op.box.h}};
        SDL_RenderFillRects(renderer, sides, 4);
        break;
      }
      case DrawOp::Kind::Shape:
        set_colour(renderer, op.colour);
        fill_shape(renderer, op.box, op.shape);
        break;
      case DrawOp::Kind::Text:
        draw_text(renderer, op);
        break;
    }
  }
}

}  // namespace sh::display
