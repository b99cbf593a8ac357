#include <gtest/gtest.h>

#include "display_probe.h"

#include <SDL.h>
#include <zlib.h>

#include <cstdio>
#include <fstream>
#include <iterator>

#include "display/scene_renderer.h"

namespace sh::test {

using display::Box;
using display::Rgb;
using display::Scene;

Image Image::crop(int x, int y, int w, int h) const {
  Image out;
  out.width = w;
  out.height = h;
  for (int yy = 0; yy < h; ++yy)
    for (int xx = 0; xx < w; ++xx) out.pixels.push_back(at(x + xx, y + yy));
  return out;
}

namespace {
Image from_surface(SDL_Surface* s) {
  Image img;
  img.width = s->w;
  img.height = s->h;
  img.pixels.resize(static_cast<std::size_t>(s->w) * static_cast<std::size_t>(s->h));
  SDL_Surface* rgb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGB24, 0);
  if (!rgb) return img;
  for (int y = 0; y < rgb->h; ++y) {
    const auto* row = static_cast<const std::uint8_t*>(rgb->pixels) + y * rgb->pitch;
    for (int x = 0; x < rgb->w; ++x)
      img.pixels[static_cast<std::size_t>(y * rgb->w + x)] = Rgb{row[3 * x], row[3 * x + 1], row[3 * x + 2]};
  }
  SDL_FreeSurface(rgb);
  return img;
}
}  // namespace

Image render_scene(const Scene& scene) {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, scene.width, scene.height, 32, SDL_PIXELFORMAT_RGB888);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  {
    display::SceneRenderer painter;
    painter.draw(renderer, scene);
  }
  SDL_RenderPresent(renderer);
  Image img = from_surface(surface);
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return img;
}

std::vector<display::DrawnText> drawn_texts(const Scene& scene) {
  std::vector<display::DrawnText> texts;
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, scene.width, scene.height, 32, SDL_PIXELFORMAT_RGB888);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  {
    display::SceneRenderer painter;
    painter.record_texts(&texts);
    painter.draw(renderer, scene);
  }
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return texts;
}

Image read_bmp(const std::string& path) {
  Image img;
  SDL_Surface* s = SDL_LoadBMP(path.c_str());
  if (!s) return img;
  img = from_surface(s);
  SDL_FreeSurface(s);
  return img;
}

Image read_xwd(const std::string& path) {
  Image img;
  std::ifstream in(path, std::ios::binary);
  std::vector<std::uint8_t> d((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto u32 = [&](std::size_t i) {
    return static_cast<std::uint32_t>(d[4 * i] << 24 | d[4 * i + 1] << 16 | d[4 * i + 2] << 8 | d[4 * i + 3]);
  };
  if (d.size() < 100) return img;
  const std::uint32_t header = u32(0), width = u32(4), height = u32(5), byte_order = u32(7),
                      bits_per_pixel = u32(11), bytes_per_line = u32(12), ncolors = u32(19);
  if (bits_per_pixel != 32 && bits_per_pixel != 24) return img;
  const std::size_t start = header + ncolors * 12;
  if (d.size() < start + static_cast<std::size_t>(bytes_per_line) * height) return img;
  img.width = static_cast<int>(width);
  img.height = static_cast<int>(height);
  img.pixels.resize(static_cast<std::size_t>(width) * height);
  const std::size_t bpp = bits_per_pixel / 8;
  for (std::uint32_t y = 0; y < height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      const std::uint8_t* p = &d[start + y * bytes_per_line + x * bpp];
      std::uint32_t v = 0;
      if (byte_order == 0) {  // LSBFirst
        for (std::size_t k = 0; k < bpp; ++k) v |= static_cast<std::uint32_t>(p[k]) << (8 * k);
      } else {
        for (std::size_t k = 0; k < bpp; ++k) v = (v << 8) | p[k];
      }
      img.pixels[y * width + x] = Rgb{static_cast<std::uint8_t>(v >> 16), static_cast<std::uint8_t>(v >> 8),
                                      static_cast<std::uint8_t>(v)};
    }
  }
  return img;
}

bool write_png(const Image& image, const std::string& path) {
  auto crc_chunk = [](std::string& out, const char* type, const std::string& data) {
    auto be32 = [&](std::uint32_t v) {
      for (int s = 24; s >= 0; s -= 8) out.push_back(static_cast<char>((v >> s) & 0xFF));
    };
    be32(static_cast<std::uint32_t>(data.size()));
    std::string body = std::string(type, 4) + data;
    out += body;
    be32(static_cast<std::uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()))));
  };
  std::string raw;
  for (int y = 0; y < image.height; ++y) {
    raw.push_back(0);
    for (int x = 0; x < image.width; ++x) {
      const Rgb c = image.at(x, y);
      raw.push_back(static_cast<char>(c.r));
      raw.push_back(static_cast<char>(c.g));
      raw.push_back(static_cast<char>(c.b));
    }
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::string packed(size, '\0');
  if (compress2(reinterpret_cast<Bytef*>(packed.data()), &size, reinterpret_cast<const Bytef*>(raw.data()),
                static_cast<uLong>(raw.size()), 9) != Z_OK)
    return false;
  packed.resize(size);
  std::string ihdr;
  for (std::uint32_t v : {static_cast<std::uint32_t>(image.width), static_cast<std::uint32_t>(image.height)})
    for (int s = 24; s >= 0; s -= 8) ihdr.push_back(static_cast<char>((v >> s) & 0xFF));
  ihdr += std::string("\x08\x02\x00\x00\x00", 5);
  std::string out = "\x89PNG\r\n\x1a\n";
  crc_chunk(out, "IHDR", ihdr);
  crc_chunk(out, "IDAT", packed);
  crc_chunk(out, "IEND", "");
  std::ofstream f(path, std::ios::binary);
  f << out;
  return static_cast<bool>(f);
}

int count_colour(const Image& image, const Box& box, Rgb colour) {
  int n = 0;
  for (int y = box.y; y < box.y + box.h; ++y)
    for (int x = box.x; x < box.x + box.w; ++x)
      if (image.at(x, y) == colour) ++n;
  return n;
}

::testing::AssertionResult shows_text(const Scene& scene, const Image& image, const std::string& tag,
                                      const std::string& expected, const std::string& other_text, int dx, int dy) {
  const display::DrawOp* op = scene.find(tag);
  if (!op) return ::testing::AssertionFailure() << "nothing tagged '" << tag << "'";
  if (op->text != expected)
    return ::testing::AssertionFailure() << "'" << tag << "' says '" << op->text << "', not '" << expected << "'";
  // The reference: everything drawn before the text, then the text alone; anything drawn
  // over it afterwards would show as a difference.
  Scene ref;
  ref.width = scene.width;
  ref.height = scene.height;
  ref.background = scene.background;
  for (const auto& o : scene.ops) {
    if (&o == op) break;
    ref.ops.push_back(o);
  }
  Scene other = ref;
  ref.ops.push_back(*op);
  display::DrawOp changed = *op;
  changed.text = other_text;
  other.ops.push_back(changed);
  const Image want = render_scene(ref), not_want = render_scene(other);
  int differ = 0, ink = 0, distinct = 0;
  for (int y = op->box.y; y < op->box.y + op->box.h; ++y) {
    for (int x = op->box.x; x < op->box.x + op->box.w; ++x) {
      if (image.at(x + dx, y + dy) != want.at(x, y)) ++differ;
      ++ink;
      if (want.at(x, y) != not_want.at(x, y)) ++distinct;
    }
  }
  if (differ > 0)
    return ::testing::AssertionFailure() << differ << " pixels of '" << tag << "' differ from '" << expected << "'";
  if (distinct == 0) return ::testing::AssertionFailure() << "'" << expected << "' and '" << other_text << "' look the same";
  return ::testing::AssertionSuccess() << ink << " pixels";
}

TestVoice::TestVoice() : language(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")), voice(speech, sound, language) {}

}  // namespace sh::test
