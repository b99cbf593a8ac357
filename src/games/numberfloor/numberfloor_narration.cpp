#include "games/numberfloor/numberfloor_narration.h"

#include <algorithm>

#include "narration/fragment.h"

namespace sh::numberfloor {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// A floor number as a name: "jedna" / "one" for 1 (numberfloor.label_one), digits for the rest.
Message floor_piece(long value) {
  return value == 1 ? Message("numberfloor.label_one") : Message("numberfloor.label").with("value", value);
}

}  // namespace

Message card_name(int t) {
  switch (kind_of(t)) {
    case Kind::Floor: return Message("numberfloor.card.floor").with("value", floor_arg(value_of(t)));
    case Kind::Night: return Message("numberfloor.card.night").with("value", floor_arg(value_of(t)));
    case Kind::Balloon: return Message("numberfloor.card.balloon").with("value", value_of(t));
    case Kind::Nearest: return Message("numberfloor.card.nearest");
    case Kind::Even: return Message("numberfloor.card.even");
    case Kind::Odd: return Message("numberfloor.card.odd");
    case Kind::Skip: return Message("numberfloor.card.skip");
  }
  return Message("numberfloor.card.floor").with("value", 0);
}

namespace {

bool has_night_cards(const NumberfloorState& s) {
  for (int v = 0; v < kFloors; ++v)
    if (s.config().cards[at(night_card(v))] > 0) return true;
  return false;
}

// "Poschodí 5, balón 3: hodí se 5, 2 nebo 8." for pile `pile`.
Message pile_message(const Context& c, int pile) {
  const NumberfloorState& s = c.state;
  const int top = s.floor_top(pile);
  const Pieces fits_text = fits_pieces(top, s.allowed(pile));
  // A lesson's task (c.aids false): the piles without what fits.
  if (s.beginner())
    return Message(pile == 0 ? (c.aids ? "numberfloor.pile1" : "numberfloor.pile1.quiet")
                             : (c.aids ? "numberfloor.pile2" : "numberfloor.pile2.quiet"))
        .with("floor", floor_arg(top))
        .with("fits", fits_text);
  if (s.balloon_top() < 0)
    return Message(c.aids ? "numberfloor.pile_no_balloon" : "numberfloor.pile_no_balloon.quiet")
        .with("floor", floor_arg(top))
        .with("fits", fits_text);
  return Message(c.aids ? "numberfloor.pile" : "numberfloor.pile.quiet")
      .with("floor", floor_arg(top))
      .with("balloon", card_name(s.balloon_top()))
      .with("fits", fits_text);
}

// "Eva: 2 hvězdy, 3 karty v ruce." ("žádná hvězda", "žádná karta" rather than "0 hvězd").
Message score_message(const Context& c, int p);

}  // namespace

std::string seat_name(const Names& names, long seat) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= names.size()) return "?";
  return names[static_cast<std::size_t>(seat)];
}

namespace {

Message score_message(const Context& c, int p) {
  const NumberfloorState& s = c.state;
  const char* id = s.stars(p) == 0       ? "numberfloor.score_no_star"
                   : s.hand_size(p) == 0 ? "numberfloor.score_no_card"
                                         : "numberfloor.score";
  return Message(id)
      .with("player", seat_name(c.names, p))
      .with("stars", s.stars(p))
      .with("cards", s.hand_size(p));
}

}  // namespace

std::string card_text(int type, const Language& lang) { return lang.render(card_name(type)); }

MessageArg floor_arg(long value) { return Pieces{{floor_piece(value)}, {}}; }

std::string floor_label(long value, const Language& lang) { return lang.render_arg(floor_arg(value)); }

std::vector<int> ordered_floors(int floor, std::uint16_t mask) {
  std::vector<int> out;
  if (floor < 0) return out;
  if (fits(mask, floor)) out.push_back(floor);
  for (int d = 1; d <= 5; ++d) {
    const int down = wrap(floor - d), up = wrap(floor + d);
    if (fits(mask, down)) out.push_back(down);
    if (up != down && fits(mask, up)) out.push_back(up);
  }
  return out;
}

Pieces fits_pieces(int floor, std::uint16_t mask) {
  // "Any even" / "any odd": every floor of a parity, and the equal one.
  constexpr std::uint16_t kEvens = 0x155, kOdds = 0x2AA;
  const std::uint16_t self = static_cast<std::uint16_t>(floor >= 0 ? 1u << floor : 0u);
  for (const bool even : {true, false}) {
    const std::uint16_t parity = even ? kEvens : kOdds;
    if (floor < 0 || (mask | self) != (parity | self)) continue;
    if (mask & parity & self) return Pieces{{Message(even ? "numberfloor.fits.even" : "numberfloor.fits.odd")}, {}};
    return Pieces{{Message(even ? "numberfloor.fits.even_and" : "numberfloor.fits.odd_and").with("floor", floor)}, {}};
  }
  std::vector<Message> items;
  for (int v : ordered_floors(floor, mask)) items.push_back(floor_piece(v));  // "hodí se jedna, 3 nebo 5"
  return list_of(std::move(items), "numberfloor.list.or");
}

std::string floors_text(int floor, std::uint16_t mask, const Language& lang) { return lang.render_arg(fits_pieces(floor, mask)); }

Pieces cards_pieces(const std::vector<int>& types) {
  std::vector<Message> items;
  for (int t : types) items.push_back(card_name(t));
  return list_of(std::move(items), "numberfloor.list.and");
}

std::string cards_text(const std::vector<int>& types, const Language& lang) { return lang.render_arg(cards_pieces(types)); }

// ---------------------------------------------------------------- events

Narration narrate(const Event& e, const Context& c) {
  const std::string& t = e.type;
  const NumberfloorState& s = c.state;
  const std::string player = seat_name(c.names, e.get("seat"));
  const long seat = e.get("seat", -1);
  const bool by_computer = s.dealer_mode() && seat >= 0 && seat < s.num_players() &&
                           s.config().computer[static_cast<std::size_t>(seat)];
  Narration out;
  auto say = [&out](Message m, std::string cue = "") { out.push_back({std::move(cue), std::move(m)}); };
  if (t == "deal.void") {
    say(Message("numberfloor.deal_void").with("player", player));
  } else if (t == "deal.done") {
    out.push_back({"card_dealt", Message("numberfloor.dealt").with("n", kHandSize)});
  } else if (t == "start.floor") {
    const char* id = e.get("pile") == 1 ? "numberfloor.start_floor2"
                     : s.beginner()      ? "numberfloor.start_floor1"
                                         : "numberfloor.start_floor";
    say(Message(id).with("value", floor_arg(e.get("value"))));
  } else if (t == "start.balloon") {
    say(Message(c.aids ? "numberfloor.start_balloon" : "numberfloor.start_balloon.quiet")
            .with("value", e.get("value"))
            .with("fits", fits_pieces(s.floor_top(0), static_cast<std::uint16_t>(e.get("allowed")))));
  } else if (t == "start.no_balloon") {
    say(Message("numberfloor.start_no_balloon"));
  } else if (t == "turn.start") {
    // Beginner verbosity explains the turn to the person who plays it (a computer's turn gets
    // no rule text); the Beginner variant has two floor piles and no balloons.
    const char* id = by_computer ? "numberfloor.turn_other" : s.beginner() ? "numberfloor.turn_piles" : "numberfloor.turn";
    say(Message(id).with("player", player).with("hand", e.get("hand")), "your_turn");
    for (int p = 0; p < s.floor_piles(); ++p) say(pile_message(c, p));
  } else if (t == "floor.laid") {
    const int value = static_cast<int>(e.get("value"));
    if (by_computer || (!c.aids && e.get("pile") != 1)) {
      // A computer's cards in a row: what fits next is said when a person must act.
      // In Beginner, on which of the two piles.
      const char* id = e.get("night")    ? "numberfloor.laid_night_short"
                       : !s.beginner()    ? "numberfloor.laid_floor_short"
                       : e.get("pile") == 1 ? "numberfloor.laid_floor_short_pile2"
                                            : "numberfloor.laid_floor_short_pile1";
      say(Message(id)
              .with("player", player)
              .with("value", floor_arg(value)));
    } else {
      const char* id = e.get("night")    ? "numberfloor.laid_night"
                       : !c.aids            ? "numberfloor.laid_floor2.quiet"
                       : e.get("pile") == 1 ? "numberfloor.laid_floor2"
                                            : "numberfloor.laid_floor";
      say(Message(id).with("player", player).with("value", floor_arg(value)).with(
          "fits", fits_pieces(value, static_cast<std::uint16_t>(e.get("allowed")))));
    }
    const long hand = e.get("hand");
    if (hand > 0 && hand <= 2) say(Message("numberfloor.cards_left").with("player", player).with("n", hand));
  } else if (t == "balloon.laid") {
    say(Message(by_computer || !c.aids ? "numberfloor.laid_balloon_short" : "numberfloor.laid_balloon")
            .with("player", player)
            .with("card", card_name(static_cast<int>(e.get("card"))))
            .with("fits", fits_pieces(static_cast<int>(e.get("floor")), static_cast<std::uint16_t>(e.get("allowed")))));
    const long hand = e.get("hand");
    if (hand > 0 && hand <= 2) say(Message("numberfloor.cards_left").with("player", player).with("n", hand));
  } else if (t == "turn.taken_over") {
    say(Message("numberfloor.taken_over").with("player", player).with("from", seat_name(c.names, e.get("from"))), "capture");
  } else if (t == "draw.start") {
    const auto reason = static_cast<DrawReason>(e.get("reason"));
    if (reason == DrawReason::Retry || reason == DrawReason::Pass)
      say(Message("numberfloor.draws_two").with("player", player));
    else if (reason == DrawReason::Star)
      say(Message("numberfloor.draws_six").with("player", player));
  } else if (t == "draw.done") {
    if (static_cast<DrawReason>(e.get("reason")) == DrawReason::Retry)
      say(Message("numberfloor.hand_now").with("player", player).with("hand", e.get("hand")));
  } else if (t == "stock.reshuffled") {
    out.push_back({"card_dealt", Message(s.dealer_mode() ? "numberfloor.reshuffled" : "numberfloor.reshuffled_table")
                                     .with("cards", e.get("cards"))});
  } else if (t == "draw.short") {
    say(Message("numberfloor.draw_short").with("missing", e.get("missing")));
  } else if (t == "turn.pass") {
    say(Message("numberfloor.pass").with("player", player).with("hand", e.get("hand")));
  } else if (t == "turn.end") {
    say(Message("numberfloor.turn_end").with("player", player).with("hand", e.get("hand")));
  } else if (t == "turn.skip") {
    say(Message("numberfloor.skip").with("player", player));
  } else if (t == "star.won") {
    say(Message("numberfloor.star").with("player", player).with("stars", e.get("stars")).with("target", e.get("target")),
        "star");
  } else if (t == "game.won") {
    say(Message("numberfloor.won").with("player", player).with("stars", e.get("stars")), "game_won");
    for (const Message& m : places_after_winner(c, static_cast<int>(seat))) say(m);
  }
  // deal.card, card.drawn: hidden; turn.skipped: already said by turn.skip.
  return out;
}

Message refusal(const Event& e, const Context& c) {
  const std::string& t = e.type;
  const std::string player = seat_name(c.names, e.get("seat"));
  const std::string from = seat_name(c.names, e.get("from"));
  const Message card = e.has("card") ? card_name(static_cast<int>(e.get("card"))) : Message();
  if (t == "refused.does_not_fit") {
    const Pieces fits_text = fits_pieces(static_cast<int>(e.get("floor")), static_cast<std::uint16_t>(e.get("allowed")));
    if (!c.aids)  // the reason without the list of what fits
      return Message(e.get("balloon") < 0 ? "numberfloor.refused.does_not_fit_pile.quiet" : "numberfloor.refused.does_not_fit.quiet")
          .with("value", floor_arg(e.get("value")))
          .with("floor", floor_arg(e.get("floor")))
          .with("balloon", e.get("balloon") < 0 ? MessageArg(std::string()) : MessageArg(Pieces{{card_name(static_cast<int>(e.get("balloon")))}, {}}));
    if (e.get("balloon") < 0)
      return Message("numberfloor.refused.does_not_fit_pile")
          .with("value", floor_arg(e.get("value")))
          .with("floor", floor_arg(e.get("floor")))
          .with("fits", fits_text);
    return Message("numberfloor.refused.does_not_fit")
        .with("value", floor_arg(e.get("value")))
        .with("floor", floor_arg(e.get("floor")))
        .with("balloon", card_name(static_cast<int>(e.get("balloon"))))
        .with("fits", fits_text);
  }
  if (t == "refused.not_in_hand") return Message("numberfloor.refused.not_in_hand").with("card", card);
  if (t == "refused.card_exhausted")
    return Message(e.get("copies") == 1 ? "numberfloor.refused.card_exhausted_one" : "numberfloor.refused.card_exhausted")
        .with("card", card)
        .with("copies", e.get("copies"));
  if (t == "refused.not_in_variant") return Message("numberfloor.refused.not_in_variant").with("card", card);
  if (t == "refused.floor_first") return Message("numberfloor.refused.floor_first");
  if (t == "refused.need_floor")
    return Message(e.get("beginner") ? "numberfloor.refused.need_floor_beginner"
                   : e.get("drawn")  ? "numberfloor.refused.need_floor_drawn"
                                     : "numberfloor.refused.need_floor");
  if (t == "refused.draw_first") return Message("numberfloor.refused.draw_first");
  if (t == "refused.already_drawn") return Message("numberfloor.refused.already_drawn");
  if (t == "refused.can_play") {
    if (!c.aids) return Message("numberfloor.refused.can_play.quiet");
    if (e.get("balloon", -1) >= 0)
      return Message("numberfloor.refused.can_play_with")
          .with("card", card)
          .with("balloon", card_name(static_cast<int>(e.get("balloon"))));
    return Message("numberfloor.refused.can_play").with("card", card);
  }
  // A balloon shuts out only a floor card that fits under the top balloon (the hand's
  // other balloons stay in the hand), so that refusal names no opening balloon.
  if (t == "refused.balloon_shuts_floor")
    return Message("numberfloor.refused.balloon_shuts_floor").with("floor", card_name(static_cast<int>(e.get("floor"))));
  if (t == "refused.pass_can_play") {
    if (!c.aids) return Message("numberfloor.refused.pass_can_play.quiet");
    if (e.get("balloon", -1) >= 0)
      return Message("numberfloor.refused.pass_can_play_with")
          .with("floor", card)
          .with("balloon", card_name(static_cast<int>(e.get("balloon"))));
    return Message("numberfloor.refused.pass_can_play").with("floor", card);
  }
  if (t == "refused.balloon_needs_floor")
    return Message(e.get("draw") ? "numberfloor.refused.balloon_needs_floor_draw" : "numberfloor.refused.balloon_needs_floor_pass");
  if (t == "refused.floor_laid_end_turn") return Message("numberfloor.refused.floor_laid");
  if (t == "refused.beginner_draw") return Message("numberfloor.refused.beginner_draw");
  if (t == "refused.one_floor_pile") return Message("numberfloor.refused.one_floor_pile");
  if (t == "refused.takeover_too_early") return Message("numberfloor.refused.takeover_too_early").with("from", from);
  if (t == "refused.takeover_only_balloons") return Message("numberfloor.refused.takeover_only_balloons").with("from", from);
  if (t == "refused.no_night_card") return Message("numberfloor.refused.no_night_card").with("player", player);
  if (t == "refused.takeover_own_turn") return Message("numberfloor.refused.takeover_own_turn");
  if (t == "refused.no_takeover_in_variant") return Message("numberfloor.refused.no_takeover_in_variant");
  if (t == "refused.start_floor") return Message("numberfloor.refused.start_floor");
  if (t == "refused.start_balloon") return Message("numberfloor.refused.start_balloon");
  if (t == "refused.hand_empty") return Message("numberfloor.refused.hand_empty").with("player", player);
  if (t == "refused.game_over") return Message("numberfloor.refused.game_over");
  if (t == "refused.not_a_card") return Message("numberfloor.refused.not_a_card");
  return Message("numberfloor.refused.not_now");  // refused.cards_first, not_now, not_an_action
}

// ---------------------------------------------------------------- public state

std::vector<Message> piles(const Context& c) {
  std::vector<Message> out;
  if (c.state.floor_top(0) < 0) return {Message("numberfloor.piles_empty")};  // the start cards not yet turned
  for (int p = 0; p < c.state.floor_piles(); ++p) out.push_back(pile_message(c, p));
  out.push_back(Message("numberfloor.stock").with("n", c.state.stock_size()));
  return out;
}

std::vector<Message> scoreboard(const Context& c) {
  const NumberfloorState& s = c.state;
  std::vector<Message> out;
  for (int p = 0; p < s.num_players(); ++p)
    out.push_back(score_message(c, p));
  out.push_back(Message("numberfloor.target").with("target", s.config().stars_to_win));
  return out;
}

std::vector<Message> where_play_stands(const Context& c) {
  const NumberfloorState& s = c.state;
  if (s.is_terminal()) return final_standings(c);
  std::vector<Message> out;
  if (s.stage() == Stage::Start) {
    out.push_back(Message(s.start_step() == 2 ? "numberfloor.enter_start_balloon"
                          : s.start_step() == 1 ? "numberfloor.enter_start_floor2"
                                                : "numberfloor.enter_start_floor"));
    return out;
  }
  if (s.stage() != Stage::Play) return out;
  out.push_back(Message("numberfloor.now")
                    .with("player", seat_name(c.names, s.turn_player()))
                    .with("hand", s.hand_size(s.turn_player())));
  auto p = piles(c);
  out.insert(out.end(), p.begin(), p.end());
  return out;
}

std::vector<Standing> standings(const NumberfloorState& s, int winner) {
  std::vector<Standing> out;
  // Better: more stars, or as many and fewer cards in hand. The winner (who reached the
  // stars that win) is always first.
  auto better = [&](int a, int b) {
    if (a == winner || b == winner) return a == winner && b != winner;
    return s.stars(a) != s.stars(b) ? s.stars(a) > s.stars(b) : s.hand_size(a) < s.hand_size(b);
  };
  for (int p = 0; p < s.num_players(); ++p) out.push_back({0, p});
  std::stable_sort(out.begin(), out.end(), [&](const Standing& a, const Standing& b) { return better(a.seat, b.seat); });
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].place = i > 0 && !better(out[i - 1].seat, out[i].seat) ? out[i - 1].place : static_cast<int>(i) + 1;
  return out;
}

std::vector<Message> places_after_winner(const Context& c, int winner) {
  const NumberfloorState& s = c.state;
  std::vector<Message> out;
  int previous = 0;
  for (const Standing& line : standings(s, winner)) {
    const bool shared = line.place == previous;
    previous = line.place;
    if (line.seat == winner) continue;
    // "žádná hvězda" rather than "0 hvězd".
    const bool none = s.stars(line.seat) == 0;
    out.push_back(Message(shared ? (none ? "numberfloor.rank_shared_no_star" : "numberfloor.rank_shared")
                                 : (none ? "numberfloor.rank_no_star" : "numberfloor.rank"))
                      .with("place", line.place)
                      .with("player", seat_name(c.names, line.seat))
                      .with("stars", s.stars(line.seat))
                      .with("cards", s.hand_size(line.seat)));
  }
  return out;
}

std::vector<Message> final_standings(const Context& c) {
  const NumberfloorState& s = c.state;
  std::vector<Message> out;
  if (s.winner() >= 0)
    out.push_back(Message("numberfloor.won").with("player", seat_name(c.names, s.winner())).with("stars", s.stars(s.winner())));
  for (Message& m : places_after_winner(c, s.winner())) out.push_back(std::move(m));
  return out;
}

// ---------------------------------------------------------------- a hand

std::vector<int> hand_order(const NumberfloorState& s, int seat) {
  std::vector<int> out;
  for (int t = 0; t < kCardTypes; ++t)
    if (s.hand(seat)[at(t)] > 0) out.push_back(t);
  return out;
}

bool can_lay_now(const NumberfloorState& s, int seat, int type) {
  if (s.stage() != Stage::Play || s.turn_player() != seat) return false;
  if (is_floor(type)) return fits(s.allowed(0), value_of(type)) || (s.beginner() && fits(s.allowed(1), value_of(type)));
  return (s.hand_size(seat) > 1 || s.floors_laid() > 0) && !s.shuts_out(seat, type);
}

Message hand_card(const Context& c, int seat, int type) {
  const NumberfloorState& s = c.state;
  const int count = s.hand(seat)[at(type)];
  const Message name = card_name(type);
  if (!c.aids) return Message(count > 1 ? "numberfloor.hand.card_n" : "numberfloor.hand.card").with("card", name).with("count", count);
  if (is_balloon(type)) {
    // Which floor cards of the hand this balloon would open.
    // and which would still fit after it (a night floor 1 under balloon 1 on floor 0).
    std::vector<Message> opens;
    std::vector<int> keeps;
    const std::uint16_t mask = s.floor_top(0) < 0 ? 0 : allowed_floors(s.floor_top(0), type);
    for (int t = 0; t < kBalloonBase; ++t) {
      if (s.hand(seat)[at(t)] == 0 || !fits(mask, value_of(t))) continue;
      if (fits(s.allowed(0), value_of(t))) keeps.push_back(t);
      else opens.push_back(floor_piece(value_of(t)));
    }
    if (s.turn_player() == seat && s.shuts_out(seat, type))  // referee decision 3: refused now
      return Message(count > 1 ? "numberfloor.hand.balloon_shuts_n" : "numberfloor.hand.balloon_shuts")
          .with("card", name)
          .with("count", count);
    if (opens.empty() && !keeps.empty())
      return Message(count > 1 ? "numberfloor.hand.balloon_keeps_n" : "numberfloor.hand.balloon_keeps")
          .with("card", name)
          .with("count", count)
          .with("fits", cards_pieces(keeps));
    if (opens.empty())
      return Message(count > 1 ? "numberfloor.hand.balloon_n" : "numberfloor.hand.balloon").with("card", name).with("count", count);
    return Message(count > 1 ? "numberfloor.hand.balloon_opens_n" : "numberfloor.hand.balloon_opens")
        .with("card", name)
        .with("count", count)
        .with("opens", list_of(std::move(opens), "numberfloor.list.and"));
  }
  const bool ok = can_lay_now(s, seat, type);
  const char* id = ok ? (count > 1 ? "numberfloor.hand.fits_n" : "numberfloor.hand.fits")
                      : (count > 1 ? "numberfloor.hand.no_fit_n" : "numberfloor.hand.no_fit");
  return Message(id).with("card", name).with("count", count);
}

std::vector<Message> hand_summary(const Context& c, int seat) {
  std::vector<int> all;
  for (int t : hand_order(c.state, seat))
    for (int k = 0; k < c.state.hand(seat)[at(t)]; ++k) all.push_back(t);
  return {Message("numberfloor.hand.all").with("n", static_cast<long>(all.size())).with("cards", cards_pieces(all))};
}

std::vector<Message> fitting_cards(const Context& c, int seat) {
  const NumberfloorState& s = c.state;
  if (!c.aids) return {Message("numberfloor.fit.quiet")};
  std::vector<int> now;
  for (int t : hand_order(s, seat))
    if (is_floor(t) && can_lay_now(s, seat, t)) now.push_back(t);
  std::vector<Message> out;
  if (now.empty()) out.push_back(Message("numberfloor.fit.none"));
  else out.push_back(Message("numberfloor.fit.now").with("cards", cards_pieces(now)));
  if (!s.beginner() && s.floor_top(0) >= 0) {
    for (int b : hand_order(s, seat)) {
      if (!is_balloon(b)) continue;
      std::vector<int> opened;
      for (int t : hand_order(s, seat))
        if (is_floor(t) && fits(allowed_floors(s.floor_top(0), b), value_of(t)) && !fits(s.allowed(0), value_of(t)))
          opened.push_back(t);
      if (!opened.empty())
        out.push_back(Message("numberfloor.fit.with_balloon").with("balloon", card_name(b)).with("cards", cards_pieces(opened)));
    }
  }
  return out;
}

Message drawn_cards(const Context& /*c*/, const std::vector<int>& types) {
  return Message("numberfloor.drawn").with("cards", cards_pieces(types));
}

// ---------------------------------------------------------------- setup and help

std::vector<Message> table_intro(const Context& c) {
  const NumberfloorState& s = c.state;
  const char* variant = s.config().variant == Variant::Full     ? "numberfloor.variant.full"
                        : s.config().variant == Variant::Middle ? "numberfloor.variant.middle"
                                                                : "numberfloor.variant.beginner";
  std::vector<Message> out;
  out.push_back(Message("numberfloor.intro")
                    .with("variant", Message(variant))
                    .with("players", s.num_players())
                    .with("target", s.config().stars_to_win)
                    .with("player", seat_name(c.names, s.config().starter)));
  std::vector<Message> computers;  // named once, all together: "Hráč 2 a Hráč 3: hraje počítač."
  for (int p = 0; p < s.num_players(); ++p)
    if (s.config().computer[at(p)]) computers.push_back(Message("numberfloor.list.name").with("player", seat_name(c.names, p)));
  if (!computers.empty())
    out.push_back(Message("numberfloor.computer_plays").with("player", list_of(std::move(computers), "numberfloor.list.and")));
  if (!s.dealer_mode()) out.push_back(Message("numberfloor.assistant_intro"));
  bool person = false;
  for (int p = 0; p < s.num_players(); ++p) person = person || !s.config().computer[at(p)];
  if (has_night_cards(s) && s.dealer_mode() && person) out.push_back(Message("numberfloor.takeover_intro"));
  return out;
}

std::vector<Message> help(const Context& c, bool assistant, bool human_turn) {
  const NumberfloorState& s = c.state;
  std::vector<Message> out;
  if (s.is_terminal()) return {Message("numberfloor.help.over")};
  if (s.stage() == Stage::Start) return {Message(s.beginner() ? "numberfloor.help.start_beginner" : "numberfloor.help.start")};
  if (assistant) {
    out.push_back(Message(s.beginner() ? "numberfloor.help.assistant_beginner" : "numberfloor.help.assistant"));
    out.push_back(Message(s.beginner() ? "numberfloor.help.codes_beginner" : "numberfloor.help.codes"));
    if (has_night_cards(s)) out.push_back(Message("numberfloor.help.assistant_takeover"));
  } else if (human_turn) {
    out.push_back(Message(s.beginner() ? "numberfloor.help.turn_beginner" : "numberfloor.help.turn"));
  } else {
    out.push_back(Message("numberfloor.help.waiting").with("player", seat_name(c.names, s.turn_player())));
  }
  if (!assistant && has_night_cards(s)) out.push_back(Message("numberfloor.help.takeover"));
  // Assistant mode: the hands are in the players' hands, so there is no hint key to offer.
  out.push_back(Message(assistant ? "numberfloor.help.review_assistant" : "numberfloor.help.review"));
  return out;
}

std::vector<Message> rule_summary(Variant v) {
  std::vector<const char*> ids;
  if (v == Variant::Beginner) {
    ids = {"numberfloor.rule.goal", "numberfloor.rule.deal_beginner", "numberfloor.rule.beginner",
           "numberfloor.rule.star", "numberfloor.rule.reshuffle"};
  } else {
    ids = {"numberfloor.rule.goal", "numberfloor.rule.deal", "numberfloor.rule.floor", "numberfloor.rule.wrap",
           "numberfloor.rule.balloons", "numberfloor.rule.draw", "numberfloor.rule.star"};
    if (v == Variant::Full) ids.push_back("numberfloor.rule.night");
    for (const char* id : {"numberfloor.rule.nearest", "numberfloor.rule.even_odd", "numberfloor.rule.skip",
                           "numberfloor.rule.reshuffle"})
      ids.push_back(id);
    if (v == Variant::Middle) ids.push_back("numberfloor.rule.middle");
  }
  std::vector<Message> out;
  for (const char* id : ids) out.emplace_back(id);
  return out;
}

}  // namespace sh::numberfloor
