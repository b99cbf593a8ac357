#include "games/sipky/sipky_narration.h"

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

const char* series_rank_id(long series) {
  switch (static_cast<Series>(series)) {
    case Series::Sum603: return "sipky.series_rank_sum";
    case Series::Hits: return "sipky.series_rank_hits";
    default: return "sipky.series_rank_points";
  }
}

}  // namespace

Narration narrate(const Event& e, const SipkyState& s, const std::vector<std::string>& names, Mode mode) {
  const std::string& t = e.type;
  auto say = [&](std::string id) { return Narration{{"", with_player(std::move(id), e, names)}}; };
  auto cue_say = [&](std::string cue, std::string id) {
    return Narration{{std::move(cue), with_player(std::move(id), e, names)}};
  };
  if (t == "game_started")
    return say(e.get("games") > 1 ? "sipky.game_started_series" : "sipky.game_started");
  if (t == "turn") return cue_say("your_turn", e.get("throws") == 0 ? "sipky.turn_first" : "sipky.turn");
  if (t == "one_card") return say("sipky.one_card");
  if (t == "throw_two") return {};
  if (t == "card_dealt") return mode == Mode::Dealer ? Narration{{"card_dealt", std::nullopt}} : Narration{};
  if (t == "hand") {
    if (mode != Mode::Dealer) return {};
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
  if (t == "overshoot") {
    Message m = with_player("sipky.overshoot", e, names);
    m.with("sum", e.get("score") + e.get("card"));
    return {{"refused", m}};
  }
  if (t == "card_discarded") return say("sipky.card_discarded");
  if (t == "reshuffled") return say("sipky.reshuffled");
  if (t == "game_over") {
    if (e.get("winner") < 0) return say("sipky.game_over_nobody");
    Message m = with_player("sipky.game_over_winner", e, names);
    m.with("player", name_of(names, e.get("winner")));
    return {{"game_won", m}};
  }
  if (t == "rank") return say(e.get("busted") ? "sipky.rank_busted" : "sipky.rank");
  if (t == "series_over") return say("sipky.series_over");
  if (t == "series_rank") return say(series_rank_id(e.get("series")));
  (void)s;
  return {};
}

Message refusal(const Event& e) {
  Message m("sipky." + e.type);
  for (const auto& [k, v] : e.fields) m.with(k, v);
  return m;
}

std::vector<std::vector<Message>> review_items(const SipkyState& s, const std::vector<std::string>& names) {
  std::vector<std::vector<Message>> items;
  // 1. whose turn and the current throw
  if (!s.is_terminal()) {
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
  }
  // 2. every player's score and distance to the target
  for (std::size_t i = 0; i < s.players().size(); ++i) {
    const auto& p = s.players()[i];
    const char* id = "sipky.review.player_active";
    switch (p.status) {
      case Status::Active: id = "sipky.review.player_active"; break;
      case Status::Stopped: id = "sipky.review.player_stopped"; break;
      case Status::Exact: id = "sipky.review.player_exact"; break;
      case Status::Busted: id = "sipky.review.player_busted"; break;
    }
    items.push_back({Message(id)
                         .with("player", name_of(names, static_cast<long>(i)))
                         .with("score", p.score)
                         .with("missing", s.target() - p.score)
                         .with("target", s.target())});
  }
  // 3. unseen cards per value
  Message unseen("sipky.review.unseen");
  for (int v = 0; v < 10; ++v) unseen.with("c" + std::to_string(v), s.stock()[static_cast<std::size_t>(v)]);
  unseen.with("total", s.stock_size());
  items.push_back({unseen});
  // 4. the series so far
  if (s.config().series != Series::Single) {
    std::vector<Message> series{Message("sipky.review.series")
                                    .with("game", s.game_index() + 1)
                                    .with("games", s.config().series_games)
                                    .with("finished", s.games_finished())};
    for (const auto& line : s.series_ranking())
      series.push_back(Message(series_rank_id(static_cast<long>(s.config().series)))
                           .with("place", line.place)
                           .with("player", name_of(names, line.seat))
                           .with("value", line.value));
    items.push_back(series);
  }
  return items;
}

std::vector<Message> where_play_stands(const SipkyState& s, const std::vector<std::string>& names, Mode mode) {
  if (s.is_terminal()) {
    std::vector<Message> out{Message("sipky.final")};
    for (const auto& line : s.series_ranking()) {
      Message m(s.config().series == Series::Single
                    ? (line.busted ? "sipky.rank_busted" : "sipky.rank")
                    : series_rank_id(static_cast<long>(s.config().series)));
      m.with("place", line.place).with("player", name_of(names, line.seat)).with("score", line.value);
      m.with("value", line.value).with("target", s.target());
      out.push_back(m);
    }
    return out;
  }
  const std::string player = name_of(names, s.seat());
  const auto& p = s.players()[static_cast<std::size_t>(s.seat())];
  Message turn(p.throws == 0 && s.phase() == Phase::Decide ? "sipky.turn_first" : "sipky.turn");
  turn.with("player", player).with("score", p.score).with("missing", s.target() - p.score).with("target", s.target());
  std::vector<Message> out{turn};
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

std::vector<Message> help(const SipkyState& s, Mode mode) {
  std::vector<Message> out;
  if (s.is_terminal()) return {Message("sipky.help.over")};
  switch (s.phase()) {
    case Phase::Decide:
      out.emplace_back(s.config().variant == Variant::Exact ? "sipky.help.decide_exact" : "sipky.help.decide");
      break;
    case Phase::Deal:
      out.emplace_back(mode == Mode::Dealer ? "sipky.help.wait" : s.one_card_throw() ? "sipky.help.enter_one"
                                                                                      : "sipky.help.enter_two");
      break;
    case Phase::Compose: out.emplace_back("sipky.help.compose"); break;
    case Phase::OneCardChoice: out.emplace_back("sipky.help.overshoot"); break;
    case Phase::SeriesOver: break;
  }
  out.emplace_back("sipky.help.review");
  return out;
}

}  // namespace sh::sipky
