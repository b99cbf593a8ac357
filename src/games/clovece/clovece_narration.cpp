#include "games/clovece/clovece_narration.h"

#include <algorithm>

#include "narration/fragment.h"

namespace sh::clovece {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }


// Catalog ids of the six colour words in each form (literal, so the catalog test sees them).
const char* const kPlayer[] = {"clovece.player.red", "clovece.player.blue", "clovece.player.green",
                               "clovece.player.yellow", "clovece.player.purple", "clovece.player.orange"};
const char* const kPlayerGen[] = {"clovece.player_gen.red", "clovece.player_gen.blue", "clovece.player_gen.green",
                                  "clovece.player_gen.yellow", "clovece.player_gen.purple", "clovece.player_gen.orange"};
const char* const kPiece[] = {"clovece.piece.red", "clovece.piece.blue", "clovece.piece.green",
                              "clovece.piece.yellow", "clovece.piece.purple", "clovece.piece.orange"};
const char* const kPieceAcc[] = {"clovece.piece_acc.red", "clovece.piece_acc.blue", "clovece.piece_acc.green",
                                 "clovece.piece_acc.yellow", "clovece.piece_acc.purple", "clovece.piece_acc.orange"};

std::size_t colour_index(Colour c) { return static_cast<std::size_t>(c); }

bool is_person(const CloveceState& s, int seat) { return seat >= 0 && !s.clovece_game().is_computer(seat); }

// A person's name from the table ("" for a computer, or without names).
std::string person_name(int seat, const Context& c) {
  if (!c.names || !is_person(c.state, seat) || seat >= static_cast<int>(c.names->size())) return "";
  return (*c.names)[at(seat)];
}

// `plain` with the seat's colour ("Vítěz: Červený"), or, for a person, `named` with the
// name too ("Vítězka: Eva (Červený)").
Message seat_message(const char* plain, const char* named, int seat, const Context& c) {
  const std::string name = person_name(seat, c);
  Message m(name.empty() ? plain : named);
  m.with("who", player_text(seat, c));
  if (!name.empty()) m.with("player", name);
  return m;
}

// "žlutá a modrá": pieces joined.
std::string pieces_nom(const std::vector<int>& colours, const Context& c) {
  std::vector<std::string> parts;
  for (int col : colours) parts.push_back(piece_text(col, c));
  if (parts.size() < 2) return join_texts(parts, "");
  const std::string last = parts.back();
  parts.pop_back();
  return join_texts(parts, ", ") + render_fragment(c.lang, Message("clovece.and")) + last;
}

std::string throws_text(const std::vector<int>& throws) {
  std::vector<std::string> parts;
  for (int v : throws) parts.push_back(std::to_string(v));
  return join_texts(parts, ", ");
}

std::string stands_there(const std::vector<int>& hits, const Context& c) {
  if (hits.empty()) return "";
  return render_fragment(c.lang, Message("clovece.stands_there").with("pieces", pieces_nom(hits, c)));
}

}  // namespace

int listener_of(const CloveceState& s) {
  if (is_person(s, s.turn_player())) return s.turn_player();
  for (int seat = 0; seat < s.num_players(); ++seat)
    if (is_person(s, seat)) return seat;
  return s.turn_player() >= 0 ? s.turn_player() : 0;  // nobody plays: from the mover's seat, named
}

bool addressed(const Context& c) { return is_person(c.state, c.listener); }

int people(const CloveceState& s) {
  int n = 0;
  for (int seat = 0; seat < s.num_players(); ++seat) n += is_person(s, seat) ? 1 : 0;
  return n;
}

std::string player_text(int seat, const Context& c) {
  return render_fragment(c.lang, Message(kPlayer[colour_index(c.state.clovece_game().house_colour(seat))]));
}
std::string player_gen_text(int seat, const Context& c) {
  return render_fragment(c.lang, Message(kPlayerGen[colour_index(c.state.clovece_game().house_colour(seat))]));
}
std::string piece_text(int colour, const Context& c) {
  return render_fragment(c.lang, Message(kPiece[colour_index(c.state.clovece_game().piece_colour(colour))]));
}
std::string piece_acc_text(int colour, const Context& c) {
  return render_fragment(c.lang, Message(kPieceAcc[colour_index(c.state.clovece_game().piece_colour(colour))]));
}

std::string where_text(const Loc& loc, const Context& c) {
  const CloveceGame& g = c.state.clovece_game();
  const int me = c.listener;
  // "před tvým vchodem" to a lone person; else the seat by name ("před vchodem Červeného"):
  // with two people, "tvůj" would change owner between sentences.
  const bool you = addressed(c) && !c.named_view;
  auto of_me = [&](const char* mine, const char* named) {
    return you ? Message(mine) : Message(named).with("whose", player_gen_text(me, c));
  };
  switch (loc.where) {
    case Where::Track: {
      const int sq = loc.index;
      const int owner = g.seat_starting_at(sq);
      if (sq == g.start(me) && you) return render_fragment(c.lang, Message("clovece.at.my_start"));
      if (owner >= 0) return render_fragment(c.lang, Message("clovece.at.start_of").with("whose", player_gen_text(owner, c)));
      const int before = g.track() - 1 - g.rel(me, sq);
      if (before == 0) return render_fragment(c.lang, of_me("clovece.at.my_entrance", "clovece.at.entrance_of"));
      return render_fragment(c.lang, of_me("clovece.at.before_entrance", "clovece.at.before_entrance_of").with("n", before));
    }
    case Where::Home:
      if (loc.seat == me && you) return render_fragment(c.lang, Message("clovece.at.my_home").with("slot", loc.index + 1));
      return render_fragment(c.lang, Message("clovece.at.home_of").with("whose", player_gen_text(loc.seat, c)).with("slot", loc.index + 1));
    case Where::House:
      if (loc.seat == me && you) return render_fragment(c.lang, Message("clovece.at.my_house"));
      return render_fragment(c.lang, Message("clovece.at.house_of").with("whose", player_gen_text(loc.seat, c)));
    case Where::Limbo: return render_fragment(c.lang, Message("clovece.at.captured"));
  }
  return "";
}

// ---------------------------------------------------------------- events

Narration narrate(const Event& e, const Context& c) {
  const std::string& t = e.type;
  const int seat = static_cast<int>(e.get("player", -1));
  const std::string who = seat >= 0 ? player_text(seat, c) : "";
  auto loc = [&](const char* field) { return where_text(loc_from_code(static_cast<int>(e.get(field))), c); };
  auto next_roller = [&](Narration out) {
    // After the round's last throw the tie (or the start) is said first, and it says who throws.
    if (t == "clovece.opening_roll" && c.state.opening_values().empty()) return out;
    if (c.mode != Mode::Dealer && c.state.phase() == Phase::Opening)
      out.push_back({"", Message("clovece.next_roller").with("who", player_text(c.state.opening_roller(), c))});
    return out;
  };
  if (t == "clovece.opening_roll")
    return next_roller({{"dice_rolled", Message("clovece.opening_roll").with("who", who).with("value", e.get("value"))}});
  if (t == "clovece.opening_tie") return next_roller({{"", Message("clovece.opening_tie").with("value", e.get("value"))}});
  if (t == "clovece.starts") return {{"", Message("clovece.starts").with("who", who)}};
  if (t == "clovece.turn") {
    Narration out{{is_person(c.state, seat) ? "your_turn" : "",
                   e.get("home") > 0 ? Message("clovece.turn_home").with("who", who).with("home", e.get("home"))
                                     : Message("clovece.turn").with("who", who)}};
    if (c.mode != Mode::Dealer) out.push_back({"", Message("clovece.enter_throw")});
    return out;
  }
  if (t == "clovece.thrown") {
    if (e.get("value") == 6 && c.mode != Mode::Dealer) return {{"", Message("clovece.throw_again")}};
    return {};
  }
  if (t == "clovece.throws") {
    std::vector<int> throws;
    for (long i = 1; i <= e.get("count"); ++i) throws.push_back(static_cast<int>(e.get("t" + std::to_string(i))));
    if (throws.size() == 1) return {{"dice_rolled", Message("clovece.throw_one").with("who", who).with("value", e.get("last"))}};
    return {{"dice_rolled", Message("clovece.throw_many").with("who", who).with("throws", throws_text(throws))}};
  }
  if (t == "clovece.forfeited") return {{"", Message("clovece.forfeited").with("value", e.get("value"))}};
  if (t == "clovece.declined") return {{"", Message("clovece.declined").with("who", who)}};
  const int colour = static_cast<int>(e.get("colour", 0));
  if (t == "clovece.moved" || t == "clovece.entered") {
    std::vector<int> others;  // the pieces it joined on its square, in order of arrival
    for (long i = 1; i <= e.get("stack"); ++i) others.push_back(static_cast<int>(e.get("hit" + std::to_string(i))));
    if (t == "clovece.entered")
      return {{"", Message("clovece.entered").with("who", who).with("piece", piece_acc_text(colour, c))
                       .with("to", loc("to")).with("there", stands_there(others, c))}};
    return {{"", Message("clovece.moved")
                     .with("who", who)
                     .with("piece", piece_acc_text(colour, c))
                     .with("value", e.get("value"))
                     .with("to", loc("to"))
                     .with("there", stands_there(others, c))}};
  }
  if (t == "clovece.went_home")
    return {{"", Message("clovece.went_home")
                     .with("who", who)
                     .with("piece", piece_acc_text(colour, c))
                     .with("value", e.get("value"))
                     .with("slot", loc_from_code(static_cast<int>(e.get("to"))).index + 1)
                     .with("home", e.get("home_count"))}};
  if (t == "clovece.moved_in_home")
    return {{"", Message("clovece.moved_in_home")
                     .with("who", who)
                     .with("piece", piece_acc_text(colour, c))
                     .with("slot", loc_from_code(static_cast<int>(e.get("to"))).index + 1)}};
  // Two pieces of one colour: which stays is the one that came ("Zůstává červená" alone
  // could be either).
  if (t == "clovece.captured")
    return {{"capture", Message(e.get("by") == colour ? "clovece.captured_same" : "clovece.captured")
                            .with("piece", piece_text(colour, c))
                            .with("where", where_text({Where::Track, -1, static_cast<int>(e.get("square"))}, c))
                            .with("by", piece_text(static_cast<int>(e.get("by")), c))}};
  if (t == "clovece.gift_choice") {
    if (!is_person(c.state, seat)) return {};
    Narration out;
    for (auto& m : gift_question(c)) out.push_back({"", std::move(m)});
    return out;
  }
  if (t == "clovece.given") {
    const int to = static_cast<int>(e.get("to"));
    const bool self = to == seat && e.get("automatic");
    return {{"", Message(self ? "clovece.given_self" : "clovece.given")
                     .with("piece", self ? piece_acc_text(colour, c) : piece_text(colour, c))
                     .with("whose", player_gen_text(to, c))
                     .with("who", who)}};
  }
  if (t == "clovece.finished") {
    if (e.get("place") == 1) return {{"game_won", seat_message("clovece.won", "clovece.won_named", seat, c)}};
    return {{"", seat_message("clovece.finished", "clovece.finished_named", seat, c).with("place", e.get("place"))}};
  }
  if (t == "clovece.game_over") {
    Narration out{{"", seat_message("clovece.game_over", "clovece.game_over_named", static_cast<int>(e.get("winner")), c)}};
    if (c.state.clovece_game().play_on())
      for (auto& m : ranking(c)) out.push_back({"", std::move(m)});
    return out;
  }
  return {};
}

Message refusal(const Event& e, const Context& c) {
  static const std::vector<std::pair<std::string, const char*>> kIds = {
      {"refused.game_over", "clovece.refused.game_over"},
      {"refused.not_rolling", "clovece.refused.not_rolling"},
      {"refused.die_value", "clovece.refused.die_value"},
      {"refused.dice_rolling", "clovece.refused.dice_rolling"},
      {"refused.cannot_receive", "clovece.refused.cannot_receive"},
      {"refused.gift_pending", "clovece.refused.gift_pending"},
      {"refused.nothing_to_give", "clovece.refused.nothing_to_give"},
      {"refused.must_use", "clovece.refused.must_use"},
      {"refused.enter_needs_six", "clovece.refused.enter_needs_six"},
      {"refused.not_in_house", "clovece.refused.not_in_house"},
      {"refused.no_piece", "clovece.refused.no_piece"},
      {"refused.colour_in_house", "clovece.refused.colour_in_house"},
      {"refused.colour_in_home", "clovece.refused.colour_in_home"},
      {"refused.overshoot", "clovece.refused.overshoot"},
      {"refused.home_taken", "clovece.refused.home_taken"},
      {"refused.unknown_action", "clovece.refused.unknown_action"},
  };
  const char* id = "clovece.refused.unknown_action";
  for (const auto& [type, mid] : kIds)
    if (type == e.type) id = mid;
  Message m(id);
  for (const auto& [k, v] : e.fields) {
    if (k == "player" || k == "seat") m.with("who", v >= 0 ? player_text(static_cast<int>(v), c) : "");
    else if (k == "colour" || k == "by") m.with(k == "colour" ? "piece" : "by", piece_text(static_cast<int>(v), c));
    else if (k == "from") m.with("where", where_text(loc_from_code(static_cast<int>(v)), c));
    else if (k == "slot") m.with("slot", v + 1);
    else m.with(k, v);
  }
  return m;
}

// ---------------------------------------------------------------- lists and review

Message move_item(int number, const Move& m, const Context& c) {
  switch (m.kind) {
    case MoveKind::Enter:
      return Message("clovece.item.enter").with("key", number).with("piece", piece_acc_text(m.colour, c))
          .with("there", stands_there(m.hits, c));
    case MoveKind::Pass: return Message("clovece.item.pass").with("key", number);
    case MoveKind::InHome:
      return Message("clovece.item.in_home").with("key", number).with("piece", piece_text(m.colour, c))
          .with("from", m.from.index + 1).with("to", m.to.index + 1);
    case MoveKind::IntoHome:
      return Message("clovece.item.into_home").with("key", number).with("piece", piece_text(m.colour, c))
          .with("from", where_text(m.from, c)).with("slot", m.to.index + 1);
    case MoveKind::Track: break;
  }
  return Message("clovece.item.move").with("key", number).with("piece", piece_text(m.colour, c))
      .with("from", where_text(m.from, c)).with("to", where_text(m.to, c)).with("there", stands_there(m.hits, c));
}

std::vector<Message> move_list(const Context& c) {
  std::vector<Message> out;
  auto moves = c.state.legal_moves();
  if (moves.empty()) return out;
  out.push_back(Message("clovece.moves_intro").with("value", c.state.current_throw()).with("n", static_cast<long>(moves.size())));
  for (std::size_t i = 0; i < moves.size(); ++i) out.push_back(move_item(static_cast<int>(i) + 1, moves[i], c));
  return out;
}

std::vector<Message> gift_question(const Context& c) {
  std::vector<Message> out{Message("clovece.gift_question").with("piece", piece_acc_text(c.state.gift_colour(), c))};
  auto who = c.state.gift_candidates();
  for (std::size_t i = 0; i < who.size(); ++i)
    out.push_back(Message("clovece.gift_item").with("key", static_cast<long>(i) + 1).with("who", player_text(who[i], c)));
  return out;
}

std::vector<Message> track_pieces(const Context& c) {
  const CloveceGame& g = c.state.clovece_game();
  std::vector<std::pair<int, int>> order;  // (distance to the listener's entrance, square)
  for (int sq = 0; sq < g.track(); ++sq)
    if (!c.state.pieces_on(sq).empty()) order.emplace_back(g.track() - 1 - g.rel(c.listener, sq), sq);
  std::sort(order.begin(), order.end());
  std::vector<Message> out;
  for (const auto& [d, sq] : order) {
    std::vector<int> colours;
    for (int i : c.state.pieces_on(sq)) colours.push_back(c.state.pieces()[at(i)].colour);
    out.push_back(Message("clovece.review.square")
                      .with("pieces", pieces_nom(colours, c))
                      .with("where", where_text({Where::Track, -1, sq}, c)));
  }
  if (out.empty()) out.push_back(Message("clovece.review.track_empty"));
  return out;
}

std::vector<Message> houses_and_homes(const Context& c) {
  std::vector<Message> out;
  for (int s = 0; s < c.state.num_players(); ++s) {
    std::vector<std::string> home;
    auto slots = c.state.home_of(s);
    for (std::size_t i = 0; i < slots.size(); ++i)
      if (slots[i] >= 0)
        home.push_back(render_fragment(c.lang, Message("clovece.review.home_piece").with("piece", piece_text(slots[i], c)).with("slot", static_cast<long>(i) + 1)));
    std::vector<int> house = c.state.house_of(s);
    out.push_back(Message("clovece.review.player")
                      .with("who", player_text(s, c))
                      .with("house", house.empty() ? render_fragment(c.lang, Message("clovece.review.nothing")) : pieces_nom(house, c))
                      .with("home", home.empty() ? render_fragment(c.lang, Message("clovece.review.nothing")) : join_texts(home, ", ")));
  }
  return out;
}

std::vector<Message> danger(const Context& c) {
  const CloveceState& s = c.state;
  std::vector<Message> out;
  for (int sq = 0; sq < s.clovece_game().track(); ++sq) {
    for (int i : s.pieces_on(sq)) {
      const int colour = s.pieces()[at(i)].colour;
      if (!s.may_move_colour(c.listener, colour)) continue;
      std::vector<std::string> threats;
      for (int q = 0; q < s.num_players(); ++q) {
        if (q == c.listener || s.finished(q)) continue;
        for (int d = 1; d <= 6; ++d)
          for (const Move& m : s.moves_for(q, d))
            if (m.to.where == Where::Track && m.to.index == sq && !(m.from == Loc{Where::Track, -1, sq})) {
              threats.push_back(render_fragment(c.lang, Message("clovece.danger.by").with("who", player_text(q, c)).with("value", d)));
              d = 7;  // the smallest throw of each player is enough
              break;
            }
      }
      if (threats.empty()) continue;
      out.push_back(Message("clovece.danger.piece")
                        .with("piece", piece_text(colour, c))
                        .with("where", where_text({Where::Track, -1, sq}, c))
                        .with("threats", join_texts(threats, ", ")));
    }
  }
  if (out.empty())
    out.push_back(addressed(c) ? Message("clovece.danger.none")
                               : Message("clovece.danger.none_of").with("who", player_text(c.listener, c)));
  return out;
}

std::vector<Message> where_play_stands(const Context& c) {
  const CloveceState& s = c.state;
  std::vector<Message> out;
  switch (s.phase()) {
    case Phase::Opening:
      out.push_back(Message("clovece.now.opening").with("who", player_text(s.opening_roller(), c)));
      break;
    case Phase::Rolling:
      out.push_back(Message("clovece.now.rolling").with("who", player_text(s.turn_player(), c)));
      if (!s.throws().empty()) out.push_back(Message("clovece.now.throws").with("throws", throws_text(s.throws())));
      break;
    case Phase::Using:
      // One throw is "hod 3" (issue 30: "hody 3" was heard), several "hody 6 6 2, teď ...".
      out.push_back(Message(s.throws().size() == 1 ? "clovece.now.using_one" : "clovece.now.using")
                        .with("who", player_text(s.turn_player(), c))
                        .with("throws", throws_text(s.throws()))
                        .with("value", s.current_throw()));
      if (is_person(s, s.turn_player()))
        for (auto& m : move_list(c)) out.push_back(std::move(m));
      break;
    case Phase::Gifting:
      for (auto& m : gift_question(c)) out.push_back(std::move(m));
      break;
    case Phase::GameOver:
      out.push_back(seat_message("clovece.game_over", "clovece.game_over_named", s.winner(), c));
      for (auto& m : ranking(c)) out.push_back(std::move(m));
      break;
  }
  return out;
}

std::vector<Message> help(const Context& c) {
  std::vector<Message> out;
  switch (c.state.phase()) {
    case Phase::Opening:
    case Phase::Rolling:
      out.push_back(Message(c.mode == Mode::Dealer ? "clovece.help.wait" : "clovece.help.type_throw"));
      break;
    case Phase::Using:
      out.push_back(Message("clovece.help.using"));
      if (c.state.clovece_game().config().automove) out.push_back(Message("clovece.help.automove"));
      out.push_back(Message("clovece.help.hint"));
      break;
    case Phase::Gifting:
      out.push_back(Message("clovece.help.gift"));
      out.push_back(Message("clovece.help.hint"));
      break;
    case Phase::GameOver: out.push_back(Message("clovece.help.over")); break;
  }
  out.push_back(Message("clovece.help.review"));
  out.push_back(Message("clovece.help.rules"));
  return out;
}

std::vector<Message> ranking(const Context& c) {
  std::vector<std::pair<int, int>> places;
  for (int s = 0; s < c.state.num_players(); ++s)
    if (c.state.finished(s)) places.emplace_back(c.state.place(s), s);
  std::sort(places.begin(), places.end());
  std::vector<Message> out;
  for (const auto& [place, seat] : places)
    out.push_back(seat_message("clovece.rank_line", "clovece.rank_line_named", seat, c).with("place", place));
  return out;
}

std::vector<Message> results(const Context& c) {
  std::vector<Message> out = ranking(c);
  for (int s = 0; s < c.state.num_players(); ++s)
    if (!c.state.finished(s))
      out.push_back(c.state.home_count(s) > 0
                        ? Message("clovece.result_unfinished").with("who", player_text(s, c)).with("home", c.state.home_count(s))
                        : Message("clovece.result_unfinished_empty").with("who", player_text(s, c)));
  return out;
}

}  // namespace sh::clovece
