// A spoken menu: a title and numbered items. A digit picks an item at once; next/prev
// walk a cursor through the items and ok takes the one under it; back goes up.
// An item may carry its own key digit (a choice of a number answers to that number: two
// players to 2; a main-menu item keeps its number whether or not the items before it are
// shown); items without one are numbered 1-9, then 0, in order, skipping the digits taken.
// A digit that picks nothing is refused with the digits that do ("Stiskni 3, 5, 9 nebo 0").
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "play/screen.h"

namespace sh {

struct MenuItem {
  Message label;
  std::function<void(Host&)> activate;
  std::optional<int> key = std::nullopt;  // the digit that picks it (0-9); nullopt = by position
  // A key of kNoKey: the item has no digit and is read without a number (a sentence such as
  // "Zatím žádná dohraná hra." standing for an empty list); next, prev and ok still reach it.
  static constexpr int kNoKey = -1;
};

class MenuScreen final : public Screen {
 public:
  MenuScreen(Message title, std::vector<MenuItem> items, std::function<void(Host&)> on_back,
             std::size_t initial = 0);
  void enter(Host& host) override;
  void on_key(Host& host, Key key) override;
  void help(Host& host) override;
  std::vector<Message> status(Host& host) override;
  TablePictureRef picture(Host& host) override;
  // The digit that picks item `i` (-1 when the item has none: more than ten items).
  int key_of(std::size_t i) const { return keys_.at(i); }

 private:
  Message item_message(Host& host, std::size_t i) const;

  Message title_;
  std::vector<MenuItem> items_;
  std::vector<int> keys_;
  std::function<void(Host&)> on_back_;
  std::size_t cursor_;
};

}  // namespace sh
