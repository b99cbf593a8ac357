#include "app/seat_bridge.h"

#include <iostream>

#include "app/app.h"
#include "app/game_screen.h"
#include "core/game_options.h"

namespace sh {

std::vector<bool> seat_people(const GameScreen& screen) {
  const Table& table = screen.table();
  const int n = table.game().num_players();
  if (const auto* pages = dynamic_cast<const SeatPages*>(&screen.controller()); pages && pages->page_players(table) == n) {
    std::vector<bool> out;
    for (int p = 0; p < n; ++p) out.push_back(pages->page_person(table, p));
    return out;
  }
  std::vector<bool> out(static_cast<std::size_t>(n), true);
  if (table.mode() != Mode::Dealer) return out;  // beside physical cards every seat is a person's
  try {
    const auto computers = parse_seat_list(table.game().options(), "computers", n);
    for (std::size_t p = 0; p < out.size(); ++p) out[p] = !computers[p];
  } catch (const std::exception&) {
  }
  return out;
}

SeatFeed seat_feed(App& app, GameScreen& screen) {
  SeatFeed feed;
  auto* pages = dynamic_cast<SeatPages*>(&screen.controller());
  const Table& table = screen.table();
  const int n = pages ? pages->page_players(table) : 0;
  if (n <= 0) return feed;
  feed.game.id = screen.serial();
  feed.game.names = table.names();
  feed.game.person = seat_people(screen);
  feed.game.remote = table.remote_seats();
  try {
    feed.game.away = parse_seat_list(table.game().options(), "phones", n);
  } catch (const std::exception& e) {  // the game checked it when it was made
    std::cerr << "spoluhrac: option phones: " << e.what() << '\n';
    feed.game.away.assign(static_cast<std::size_t>(n), false);
  }
  for (int p = 0; p < n; ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (feed.game.person[i] && feed.game.away[i]) feed.pages.emplace_back(pages->seat_page(app, table, p));
    else feed.pages.emplace_back();
  }
  return feed;
}

}  // namespace sh
