#include "games/clovece/clovece_picture.h"

namespace sh::clovece {

TablePictureRef make_picture(const CloveceState&, const std::vector<std::string>&, const Voice&, int, int) {
  return nullptr;  // not drawn yet: the window shows the spoken status
}

}  // namespace sh::clovece
