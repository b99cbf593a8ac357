#include "games/sipky/sipky_narration.h"

#include <algorithm>

namespace sh::sipky {

namespace {

std::string name_of(const std::vector<std::string>& names, long seat) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= names.size()) return "?";
  return names[static_cast<std::size_t>(seat)];
}

Message with_player(std::string id, const Event& e, const std::vector<std::string>& names) {
  Message m(std::move(id));
  for (const auto& [k, v] : e.fields) {
    if (k == "player" || k == "dealer") m.with(k, name_of(names, v));
    else m.with(k, v);
  }
  return m;
}

bool computer_seat(const std::vector<bool>& computers, long seat) {
  return seat >= 0 && static_cast<std::size_t>(seat) < computers.size() && computers[static_cast<std::size_t>(seat)];
}

bool everyone_over(const std::vector<RankLine>& lines) {
  return !lines.empty() && std::all_of(lines.begin(), lines.end(), [](const RankLine& l) { return l.busted; });
}

const char* series_rank_id(long series, bool shared) {
  switch (static_cast<Series>(series)) {
    case Series::Sum603: return shared ? "sipky.series_rank_sum_shared" : "sipky.series_rank_sum";
    case Series::Hits: return shared ? "sipky.series_rank_hits_shared" : "sipky.series_rank_hits";
    default: return shared ? "sipky.series_rank_points_shared" : "sipky.series_rank_points";
  }
}

// The series standings, spoken: a place shared with the line before is said as "Také na …".
std::vector<Message> series_messages(const std::vector<RankLine>& lines, long series,
                                     const std::vector<std::string>& names) {
  std::vector<Message> out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    out.push_back(Message(series_rank_id(series, i > 0 && lines[i - 1].place == lines[i].place))
                      .with("place", lines[i].place)
                      .with("player", name_of(names, lines[i].seat))
                      .with("value", lines[i].value));
  return out;
}

// "Vítězí společně Eva a Jana, shodně 97 bodů": two to eight winners by name.
Message shared_win(const Event& e, const std::vector<long>& seats, const std::vector<std::string>& names) {
  static const char* const kIds[] = {"", "", "sipky.game_over_shared.2", "sipky.game_over_shared.3",
                                     "sipky.game_over_shared.4", "sipky.game_over_shared.5",
                                     "sipky.game_over_shared.6", "sipky.game_over_shared.7",
                                     "sipky.game_over_shared.8"};
  if (seats.size() < 2 || seats.size() > 8)
    return with_player("sipky.game_over_shared.n", e, names).with("n", static_cast<long>(seats.size()));
  Message m = with_player(kIds[seats.size()], e, names);
  for (std::size_t k = 0; k < seats.size(); ++k) m.with("p" + std::to_string(k + 1), name_of(names, seats[k]));
  return m;
}

// Who won a series, after its standings: "Vítězkou série je Eva." (or all who share first
// place, by name, up to four; more by count).
Message series_winner(const std::vector<RankLine>& lines, const std::vector<std::string>& names) {
  std::vector<int> seats;
  for (const RankLine& l : lines)
    if (l.place == 1) seats.push_back(l.seat);
  if (seats.size() == 1) return Message("sipky.series_winner").with("player", name_of(names, seats[0]));
  static const char* const kIds[] = {"", "", "sipky.series_winners.2", "sipky.series_winners.3",
                                     "sipky.series_winners.4"};
  if (seats.size() < 2 || seats.size() > 4)
    return Message("sipky.series_winners.n").with("n", static_cast<long>(seats.size()));
  Message m(kIds[seats.size()]);
  for (std::size_t k = 0; k < seats.size(); ++k) m.with("p" + std::to_string(k + 1), name_of(names, seats[k]));
  return m;
}

}  // namespace

Narration narrate(const Event& e, const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                  const std::vector<bool>& computers) {
  const std::string& t = e.type;
  auto say = [&](std::string id) { return Narration{{"", with_player(std::move(id), e, names)}}; };
  auto cue_say = [&](std::string cue, std::string id) {
    return Narration{{std::move(cue), with_player(std::move(id), e, names)}};
  };
  if (t == "game_started")
    return say(e.get("games") > 1 ? "sipky.game_started_series" : "sipky.game_started");
  const bool computer = e.has("player") && computer_seat(computers, e.get("player"));
  if (t == "turn" && computer) return say(e.get("throws") == 0 ? "sipky.computer_turn_first" : "sipky.computer_turn");
  if (t == "turn") return cue_say("your_turn", e.get("throws") == 0 ? "sipky.turn_first" : "sipky.turn");
  if (t == "one_card") return say("sipky.one_card");
  if (t == "throw_two") return {};
  if (t == "card_dealt") return mode == Mode::Dealer ? Narration{{"card_dealt", std::nullopt}} : Narration{};
  if (t == "hand") {
    if (mode != Mode::Dealer) return {};
    if (computer) return say("sipky.computer_hand");
    const int a = static_cast<int>(e.get("a")), b = static_cast<int>(e.get("b"));
    Message m(a == b ? "sipky.hand_pair" : "sipky.hand");
    const int hi = std::max(a, b), lo = std::min(a, b);
    m.with("a", a).with("b", b).with("high", hi == 0 ? lo : hi * 10 + lo).with("low", lo == 0 ? hi : lo * 10 + hi);
    m.with("player", name_of(names, e.get("player")));
    return {{"", m}};
  }
  if (t == "zeros_folded") return say("sipky.zeros_folded");
  if (t == "zero_replaced") return say("sipky.zero_replaced");
  if (t == "scored") return say("sipky.scored");
  if (t == "exact") return cue_say("exact_hit", "sipky.exact");
  if (t == "busted") return cue_say("over_target", "sipky.busted");
  if (t == "stopped") return say("sipky.stopped");
  // A computer's overshooting card is said with what it did with it, once it has chosen.
  if (t == "overshoot" && computer) return {};
  if ((t == "card_discarded" || t == "card_kept") && computer)
    return {{"", with_player(t == "card_kept" ? "sipky.computer_keeps" : "sipky.computer_discards", e, names)
                     .with("sum", e.get("score") + e.get("card"))}};
  if (t == "card_kept") return {};  // a person's: "Přes!" follows
  if (t == "overshoot") {
    Message m = with_player("sipky.overshoot", e, names);
    m.with("sum", e.get("score") + e.get("card"));
    return {{"", m}};  // a question, not a refusal: no error sound
  }
  if (t == "card_discarded") return say("sipky.card_discarded");
  if (t == "reshuffled") return say("sipky.reshuffled");
  if (t == "game_over") {
    if (e.get("winner") < 0) return say("sipky.game_over_nobody");
    if (e.get("winners") > 1) return {{"game_won", with_player("sipky.game_over_shared.n", e, names).with("n", e.get("winners"))}};
    Message m = with_player("sipky.game_over_winner", e, names);
    m.with("player", name_of(names, e.get("winner")));
    return {{"game_won", m}};
  }
  if (t == "rank") return say(e.get("busted") ? "sipky.rank_busted" : "sipky.rank");
  if (t == "series_over") return say("sipky.series_over");
  if (t == "series_rank") return say(series_rank_id(e.get("series"), false));
  (void)s;
  return {};
}

Narration narrate(const Events& events, const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                  const std::vector<bool>& computers) {
  Narration out;
  long scored = -1;  // the player whose score was just said
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.type == "rank") {
      // The whole ranking at once: a shared place is said once, "everyone over" once.
      std::vector<RankLine> lines;
      for (; i < events.size() && events[i].type == "rank"; ++i)
        lines.push_back({static_cast<int>(events[i].get("place")), static_cast<int>(events[i].get("player")),
                         static_cast<int>(events[i].get("score")), events[i].get("busted") != 0});
      --i;
      for (auto& m : ranking_messages(lines, static_cast<int>(e.get("target")), names)) out.push_back({"", m});
      continue;
    }
    if (e.type == "series_rank") {
      std::vector<RankLine> lines;
      for (; i < events.size() && events[i].type == "series_rank"; ++i)
        lines.push_back({static_cast<int>(events[i].get("place")), static_cast<int>(events[i].get("player")),
                         static_cast<int>(events[i].get("value")), false});
      --i;
      for (auto& m : series_messages(lines, e.get("series"), names)) out.push_back({"", m});
      out.push_back({"", series_winner(lines, names)});
      continue;
    }
    if (e.type == "game_over" && e.get("winners") > 1) {
      // A tie for the win is said as shared, the winners by name (they open the ranking).
      std::vector<long> seats;
      for (std::size_t j = i + 1; j < events.size() && events[j].type == "rank"; ++j)
        if (events[j].get("place") == 1) seats.push_back(events[j].get("player"));
      if (seats.size() == static_cast<std::size_t>(e.get("winners"))) {
        out.push_back({"game_won", shared_win(e, seats, names)});
        continue;
      }
    }
    if (e.type == "game_over" && e.get("winner") < 0) {
      std::vector<RankLine> lines;
      for (std::size_t j = i + 1; j < events.size() && events[j].type == "rank"; ++j)
        lines.push_back({1, 0, 0, events[j].get("busted") != 0});
      if (everyone_over(lines)) {
        out.push_back({"", with_player("sipky.game_over_all_over", e, names)});
        continue;
      }
    }
    if (e.type == "turn" && e.get("player") == scored) {
      if (computer_seat(computers, scored))
        out.push_back({"", Message("sipky.computer_turn_again").with("player", name_of(names, scored))});
      else
        out.push_back({"your_turn", Message("sipky.turn_again").with("player", name_of(names, scored))});
      continue;
    }
    for (auto& piece : narrate(e, s, names, mode, computers)) out.push_back(std::move(piece));
    if (e.type == "scored" || e.type == "card_discarded") scored = e.get("player");
    else if (e.type == "game_started" || e.type == "game_over") scored = -1;
  }
  return out;
}

Message refusal(const Event& e) {
  if (e.type == "refused.no_card_left") {
    // The card by its name: "Sedmička už nepřijde, všech osm padlo."
    static const char* const kGone[10] = {
        "sipky.refused.card_gone.0", "sipky.refused.card_gone.1", "sipky.refused.card_gone.2",
        "sipky.refused.card_gone.3", "sipky.refused.card_gone.4", "sipky.refused.card_gone.5",
        "sipky.refused.card_gone.6", "sipky.refused.card_gone.7", "sipky.refused.card_gone.8",
        "sipky.refused.card_gone.9"};
    const long card = e.get("card");
    if (card >= 0 && card <= 9) return Message(kGone[card]).with("count", e.get("count"));
  }
  Message m("sipky." + e.type);
  for (const auto& [k, v] : e.fields) m.with(k, v);
  return m;
}

namespace {

std::vector<Message> player_item(const SipkyState& s, const std::vector<std::string>& names, std::size_t i) {
  const auto& p = s.players()[i];
  const char* id = "sipky.review.player_active";
  switch (p.status) {
    case Status::Active: id = "sipky.review.player_active"; break;
    case Status::Stopped: id = "sipky.review.player_stopped"; break;
    case Status::Exact: id = "sipky.review.player_exact"; break;
    case Status::Busted: id = "sipky.review.player_busted"; break;
  }
  return {Message(id)
              .with("player", name_of(names, static_cast<long>(i)))
              .with("score", p.score)
              .with("missing", s.target() - p.score)
              .with("target", s.target())};
}

std::vector<Message> unseen_item(const SipkyState& s) {
  Message unseen("sipky.review.unseen");
  for (int v = 0; v < 10; ++v) unseen.with("c" + std::to_string(v), s.stock()[static_cast<std::size_t>(v)]);
  unseen.with("total", s.stock_size());
  return {unseen};
}

std::vector<Message> series_item(const SipkyState& s, const std::vector<std::string>& names) {
  // Which game is played, and the standings once a game is finished.
  if (!s.is_terminal() && s.games_finished() == 0)
    return {Message("sipky.review.series_first").with("games", s.config().series_games)};
  std::vector<Message> series{Message(s.is_terminal() ? "sipky.review.series_over" : "sipky.review.series")
                                  .with("game", s.game_index() + 1)
                                  .with("games", s.config().series_games)};
  for (auto& m : series_messages(s.series_ranking(), static_cast<long>(s.config().series), names))
    series.push_back(std::move(m));
  return series;
}

}  // namespace

std::vector<Message> ranking_messages(const std::vector<RankLine>& lines, int target,
                                      const std::vector<std::string>& names) {
  std::vector<Message> out;
  const bool all_over = everyone_over(lines);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const RankLine& line = lines[i];
    const bool shared = i > 0 && lines[i - 1].place == line.place;
    const char* id = all_over       ? "sipky.rank_all_over"
                     : shared       ? (line.busted ? "sipky.rank_shared_busted" : "sipky.rank_shared")
                     : line.busted  ? "sipky.rank_busted"
                                    : "sipky.rank";
    out.push_back(Message(id)
                      .with("place", line.place)
                      .with("player", name_of(names, line.seat))
                      .with("score", line.value)
                      .with("target", target));
  }
  return out;
}

std::vector<std::vector<Message>> review_items(const SipkyState& s, const std::vector<std::string>& names) {
  std::vector<std::vector<Message>> items;
  if (s.is_terminal()) {
    // After the game: the ranking, line by line, then the series.
    for (const auto& m : ranking_messages(s.game_ranking(), s.target(), names)) items.push_back({m});
    if (s.config().series != Series::Single) items.push_back(series_item(s, names));
    return items;
  }
  // 1. whose turn and the current throw
  const auto& p = s.players()[static_cast<std::size_t>(s.seat())];
  std::vector<Message> now{Message("sipky.review.turn")
                               .with("player", name_of(names, s.seat()))
                               .with("score", p.score)
                               .with("missing", s.target() - p.score)};
  if (s.hand().size() == 2)
    now.push_back(Message("sipky.review.throw").with("a", s.hand()[0]).with("b", s.hand()[1]));
  else if (s.hand().size() == 1)
    now.push_back(Message("sipky.review.throw_one").with("a", s.hand()[0]));
  items.push_back(now);
  // 2. every player's score and distance to the target
  for (std::size_t i = 0; i < s.players().size(); ++i) items.push_back(player_item(s, names, i));
  // 3. unseen cards per value
  items.push_back(unseen_item(s));
  // 4. the series so far
  if (s.config().series != Series::Single) items.push_back(series_item(s, names));
  return items;
}

std::vector<Message> full_status(const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                                 const std::vector<bool>& computers) {
  std::vector<Message> out = where_play_stands(s, names, mode, computers);
  if (s.is_terminal()) return out;
  auto add = [&](const std::vector<Message>& ms) { out.insert(out.end(), ms.begin(), ms.end()); };
  for (std::size_t i = 0; i < s.players().size(); ++i)
    if (static_cast<int>(i) != s.seat()) add(player_item(s, names, i));
  add(unseen_item(s));
  if (s.config().series != Series::Single) add(series_item(s, names));
  return out;
}

std::vector<Message> series_standing(const SipkyState& s, const std::vector<std::string>& names) {
  std::vector<Message> out{
      Message("sipky.series_standing").with("finished", s.games_finished()).with("games", s.config().series_games)};
  for (auto& m : series_messages(s.series_ranking(), static_cast<long>(s.config().series), names))
    out.push_back(std::move(m));
  return out;
}

std::vector<Message> where_play_stands(const SipkyState& s, const std::vector<std::string>& names, Mode mode,
                                       const std::vector<bool>& computers) {
  if (s.is_terminal()) {
    std::vector<Message> out{Message("sipky.final")};
    if (s.config().series == Series::Single) {
      const auto lines = s.game_ranking();
      if (everyone_over(lines)) out = {Message("sipky.game_over_all_over").with("target", s.target())};
      auto ranking = ranking_messages(lines, s.target(), names);
      out.insert(out.end(), ranking.begin(), ranking.end());
      return out;
    }
    // A finished series: its totals under the series' own heading (issue 30: "Hra skončila.
    // Pořadí:" before the sums of a 603 series read as one game's ranking).
    out = {Message("sipky.series_over")};
    for (auto& m : series_messages(s.series_ranking(), static_cast<long>(s.config().series), names))
      out.push_back(std::move(m));
    out.push_back(series_winner(s.series_ranking(), names));
    return out;
  }
  const std::string player = name_of(names, s.seat());
  const auto& p = s.players()[static_cast<std::size_t>(s.seat())];
  const bool computer = computer_seat(computers, s.seat());
  const bool first = p.throws == 0 && s.phase() == Phase::Decide;
  // The beginner's keys of sipky.turn (Enter: two cards, 1: one card) work only before a
  // throw: while composing or typing cards the turn is said without them.
  Message turn(computer ? (first ? "sipky.computer_turn_first" : "sipky.computer_turn")
                        : (first ? "sipky.turn_first" : s.phase() == Phase::Decide ? "sipky.turn" : "sipky.turn_throwing"));
  turn.with("player", player).with("score", p.score).with("missing", s.target() - p.score).with("target", s.target());
  std::vector<Message> out{turn};
  if (computer) return out;
  switch (s.phase()) {
    case Phase::Decide: break;
    case Phase::Deal:
      if (mode != Mode::Dealer)
        out.push_back(Message(s.one_card_throw() ? "sipky.enter_one" : "sipky.enter_two").with("player", player));
      break;
    case Phase::Compose: {
      const int a = s.hand()[0], b = s.hand()[1];
      const int hi = std::max(a, b), lo = std::min(a, b);
      out.push_back(Message(a == b ? "sipky.hand_pair" : "sipky.hand")
                        .with("player", player).with("a", a).with("b", b)
                        .with("high", s.compose_value(hi)).with("low", s.compose_value(lo)));
      break;
    }
    case Phase::OneCardChoice:
      out.push_back(Message("sipky.overshoot")
                        .with("player", player).with("card", s.hand()[0]).with("score", p.score)
                        .with("sum", p.score + s.hand()[0]).with("target", s.target()));
      break;
    case Phase::SeriesOver: break;
  }
  return out;
}

std::vector<Message> decide_keys(const SipkyState& s, bool can_undo) {
  std::vector<Message> out{Message("sipky.help.key.two")};
  if (s.is_legal(kOneCard))
    out.emplace_back(s.config().variant == Variant::Exact ? "sipky.help.key.one_exact" : "sipky.help.key.one");
  if (s.is_legal(kStop)) out.emplace_back("sipky.help.key.stop");
  out.emplace_back(can_undo ? "sipky.help.key.undo" : "sipky.help.key.menu");
  return out;
}

std::vector<Message> help(const SipkyState& s, Mode mode, bool can_undo) {
  std::vector<Message> out;
  if (s.is_terminal()) return {Message("sipky.help.over")};
  switch (s.phase()) {
    case Phase::Decide: {
      // Why only two cards now, then the keys that work (and no others).
      if (auto why = s.why_illegal(kOneCard); why && why->type == "refused.first_throw_two") out.push_back(refusal(*why));
      auto keys = decide_keys(s, can_undo);
      out.insert(out.end(), keys.begin(), keys.end());
      break;
    }
    case Phase::Deal:
      out.emplace_back(mode == Mode::Dealer ? "sipky.help.wait" : s.one_card_throw() ? "sipky.help.enter_one"
                                                                                      : "sipky.help.enter_two");
      break;
    case Phase::Compose: {
      // The choices of this hand, and the zero only when there is one.
      const int a = s.hand()[0], b = s.hand()[1];
      if (a == b) {
        out.push_back(Message("sipky.help.compose_pair").with("va", s.compose_value(a)));
        break;
      }
      out.push_back(Message(a == 0 || b == 0 ? "sipky.help.compose_zero" : "sipky.help.compose")
                        .with("a", std::max(a, b)).with("va", s.compose_value(std::max(a, b)))
                        .with("b", std::min(a, b)).with("vb", s.compose_value(std::min(a, b))));
      break;
    }
    case Phase::OneCardChoice: out.emplace_back("sipky.help.overshoot"); break;
    case Phase::SeriesOver: break;
  }
  // The hint: the strong player's move, wherever a player decides.
  if (s.phase() == Phase::Decide || s.phase() == Phase::Compose || s.phase() == Phase::OneCardChoice)
    out.emplace_back("sipky.help.hint");
  out.emplace_back("sipky.help.review");
  return out;
}

}  // namespace sh::sipky
