#include "games/numberfloor/numberfloor_picture.h"

namespace sh::numberfloor {

TablePictureRef make_picture(const NumberfloorState&, const std::vector<std::string>&, const Voice&, int, int) {
  return nullptr;  // not drawn yet: the window shows the spoken status
}

}  // namespace sh::numberfloor
