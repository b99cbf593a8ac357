// A spoken menu: a title and numbered items. A digit picks an item at once; next/prev
// walk a cursor through the items and ok takes the one under it; back goes up.
#pragma once

#include <functional>
#include <vector>

#include "play/screen.h"

namespace sh {

struct MenuItem {
  Message label;
  std::function<void(Host&)> activate;
};

class MenuScreen final : public Screen {
 public:
  MenuScreen(Message title, std::vector<MenuItem> items, std::function<void(Host&)> on_back,
             std::size_t initial = 0);
  void enter(Host& host) override;
  void on_key(Host& host, Key key) override;
  void help(Host& host) override;
  std::vector<Message> status(Host& host) override;

 private:
  Message item_message(Host& host, std::size_t i) const;

  Message title_;
  std::vector<MenuItem> items_;
  std::function<void(Host&)> on_back_;
  std::size_t cursor_;
};

}  // namespace sh
