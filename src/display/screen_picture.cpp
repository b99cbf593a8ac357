#include "display/screen_picture.h"

#include "play/host.h"
#include "play/screen.h"
#include "play/voice.h"

namespace sh::display {

TablePictureRef picture_of(Screen& screen, Host& host) {
  if (auto p = screen.picture(host)) return p;
  auto p = std::make_shared<TablePicture>();
  for (const auto& m : screen.status(host)) p->lines.push_back(host.voice().render(m));
  return p;
}

}  // namespace sh::display
