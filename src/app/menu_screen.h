// A spoken menu: a title and numbered items. A digit picks an item at once; next/prev
// walk a cursor through the items and ok takes the one under it; back goes up.
#pragma once

#include <functional>
#include <vector>

#include "app/screen.h"

namespace sh {

struct MenuItem {
  Message label;
  std::function<void(App&)> activate;
};

class MenuScreen final : public Screen {
 public:
  MenuScreen(Message title, std::vector<MenuItem> items, std::function<void(App&)> on_back,
             std::size_t initial = 0);
  void enter(App& app) override;
  void on_key(App& app, Key key) override;
  void help(App& app) override;
  std::vector<Message> status(App& app) override;

 private:
  Message item_message(App& app, std::size_t i) const;

  Message title_;
  std::vector<MenuItem> items_;
  std::function<void(App&)> on_back_;
  std::size_t cursor_;
};

}  // namespace sh
