#include "games/quist/quist_narration.h"

namespace sh::quist {

namespace {

std::size_t at(long i) { return static_cast<std::size_t>(i); }

std::string player_name(const Names& names, long player) {
  if (player < 0 || at(player) >= names.size()) return "?";
  return names[at(player)];
}

// {a1} {a2} = team 0 (seats 0, 2), {b1} {b2} = team 1 (seats 1, 3).
Message& with_teams(Message& m, const QuistState& s, const Names& names) {
  return m.with("a1", seat_name(s, names, 0))
      .with("a2", seat_name(s, names, 2))
      .with("b1", seat_name(s, names, 1))
      .with("b2", seat_name(s, names, 3));
}

// {w1} {w2}: the two players of `team`.
Message& with_winners(Message& m, const QuistState& s, const Names& names, long team) {
  return m.with("w1", seat_name(s, names, team)).with("w2", seat_name(s, names, team + 2));
}

// "Eva: 7, Petr: 5, Jana: 7": names and digits, the same in every language (the colon
// keeps a default name such as "Hráč 2" apart from the card).
std::string plays_text(const QuistState& s, const Names& names, const Phase& phase) {
  std::string out;
  for (const Play& p : phase) {
    if (!out.empty()) out += ", ";
    out += seat_name(s, names, p.seat) + ": " + std::to_string(p.value);
  }
  return out;
}

std::string stake_id(long stake) {
  if (stake < 2) stake = 2;
  if (stake > 9) stake = 9;
  return "quist.stake." + std::to_string(stake);
}

Message game_start_message(const Event& e, const QuistState& s, const Names& names) {
  const char* id = e.get("extra") ? "quist.game.start.extra"
                   : e.get("games") == 1 ? "quist.game.start.single"
                                         : "quist.game.start";
  return Message(id)
      .with("game", e.get("game"))
      .with("games", e.get("games"))
      .with("dealer", seat_name(s, names, e.get("dealer")))
      .with("leader", seat_name(s, names, e.get("leader")));
}

std::vector<Message> match_end_messages(long winner, long decided_by, const std::array<long, 2>& wins,
                                        const std::array<long, 2>& totals, const QuistState& s,
                                        const Names& names) {
  const long loser = 1 - winner;
  const char* id = decided_by == static_cast<long>(DecidedBy::Tricks)      ? "quist.match.end.tricks"
                   : decided_by == static_cast<long>(DecidedBy::ExtraGame) ? "quist.match.end.extra"
                                                                           : "quist.match.end.games";
  Message end(id);
  with_winners(end, s, names, winner)
      .with("wg", wins[at(winner)])
      .with("lg", wins[at(loser)])
      .with("wt", totals[at(winner)])
      .with("lt", totals[at(loser)]);
  std::vector<Message> out{end, Message("quist.standings")};
  for (long team : {winner, loser})
    out.push_back(Message("quist.standing")
                      .with("p1", seat_name(s, names, team))
                      .with("p2", seat_name(s, names, team + 2))
                      .with("wins", wins[at(team)])
                      .with("tricks", totals[at(team)]));
  return out;
}

Narration speak(std::vector<Message> messages, std::string cue = "") {
  Narration out;
  for (auto& m : messages) {
    out.push_back({cue, std::move(m)});
    cue.clear();
  }
  if (!cue.empty()) out.push_back({cue, std::nullopt});
  return out;
}

}  // namespace

std::string seat_name(const QuistState& s, const Names& names, long seat) {
  if (seat < 0 || seat >= kSeats) return "?";
  return player_name(names, s.player_at_seat(static_cast<int>(seat)));
}

Event first_game_event(const QuistState& s) {
  return Event("game.start", {{"game", s.game_number()},
                              {"games", s.games_to_play()},
                              {"dealer", s.dealer()},
                              {"leader", left_of(s.dealer())},
                              {"extra", s.extra_game() ? 1 : 0}});
}

Narration narrate(const Event& e, const QuistState& s, const Names& names, sh::Mode) {
  const std::string& t = e.type;
  auto seat = [&](const char* field) { return seat_name(s, names, e.get(field)); };

  if (t == "seating.cut")
    return speak({Message("quist.seating.cut_value")
                      .with("player", player_name(names, e.get("player")))
                      .with("value", e.get("value"))});
  // The rule once; a cut after cut after cut only says that it goes on.
  if (t == "seating.recut") return speak({Message(e.get("round", 1) > 1 ? "quist.seating.recut_again" : "quist.seating.recut")});
  if (t == "seating.teams") {
    Message teams("quist.seating.teams");
    teams.with("a1", player_name(names, e.get("seat0")))
        .with("a2", player_name(names, e.get("seat2")))
        .with("b1", player_name(names, e.get("seat1")))
        .with("b2", player_name(names, e.get("seat3")));
    Message order("quist.seating.order");
    for (int i = 0; i < kSeats; ++i) {
      const std::string key = "seat" + std::to_string(i);
      order.with("s" + std::to_string(i), player_name(names, e.get(key)));
    }
    return speak({teams, order});
  }
  if (t == "game.start") {
    std::vector<Message> out{game_start_message(e, s, names)};
    if (s.config().mode == Mode::Assistant)
      out.push_back(Message("quist.deal.assistant").with("dealer", seat("dealer")));
    return speak(out);
  }
  if (t == "deal.card") return {};  // private: a hand is read only to its owner, on request
  if (t == "deal.done") return speak({Message("quist.deal.done")}, "card_dealt");
  if (t == "card.played") {
    const long value = e.get("value"), best = e.get("best_value"), order = e.get("order");
    const bool tied = e.get("tied") != 0;
    const char* id = order == 1                          ? "quist.card.lead"
                     : order >= kSeats                   ? "quist.card.last"
                     : value == best && tied             ? "quist.card.ties"
                     : value == best                     ? "quist.card.leads"
                     : tied                              ? "quist.card.below_tie"
                                                         : "quist.card.below";
    return speak({Message(id)
                      .with("player", seat("seat"))
                      .with("value", value)
                      .with("best_player", seat("best_seat"))
                      .with("best_value", best)});
  }
  if (t == "phase.tie")
    return speak({Message("quist.phase.tie").with("value", e.get("value")), Message(stake_id(e.get("stake")))});
  if (t == "trick.won") {
    const long tricks = e.get("tricks");
    const char* id = e.get("tie_rule")  ? "quist.trick.won.tie_rule"
                     : tricks > 1       ? "quist.trick.won.multi"
                                        : "quist.trick.won";
    std::vector<Message> out{
        Message(id).with("player", seat("seat")).with("tricks", tricks).with("value", e.get("value"))};
    const long mine = e.get("team_tricks"), other = e.get("other_tricks");
    if (mine + other < kTricksPerGame) {  // at the end of a game, game.end says the score
      const bool first = e.get("team") == 0;
      Message score("quist.trick.score");
      with_teams(score, s, names).with("n", first ? mine : other).with("m", first ? other : mine);
      out.push_back(score);
    }
    return speak(out, "trick_taken");
  }
  if (t == "game.end") {
    const long winner = e.get("winner");
    const long tricks[2] = {e.get("tricks0"), e.get("tricks1")};
    Message end("quist.game.end");
    with_winners(end, s, names, winner)
        .with("game", e.get("game"))
        .with("wn", tricks[winner ? 1 : 0])
        .with("ln", tricks[winner ? 0 : 1]);
    std::vector<Message> out{end};
    const bool last_game = s.is_terminal() && e.get("game") == s.game_number();
    if (last_game) return speak(out);  // match.end follows with the cue and the standings
    if (s.games_to_play() > 1) {
      Message score("quist.match.score");
      with_teams(score, s, names).with("wa", e.get("wins0")).with("wb", e.get("wins1"));
      out.push_back(score);
    }
    return speak(out, "game_won");
  }
  if (t == "match.clinched") {
    Message m("quist.match.clinched");
    with_winners(m, s, names, e.get("team")).with("remaining", e.get("remaining"));
    return speak({m});
  }
  if (t == "match.extra_game")
    return speak({Message("quist.match.extra_game").with("wins", e.get("wins")).with("tricks", e.get("tricks"))});
  if (t == "match.end")
    return speak(match_end_messages(e.get("winner"), e.get("decided_by"), {e.get("wins0"), e.get("wins1")},
                                    {e.get("total0"), e.get("total1")}, s, names),
                 "game_won");
  return {};
}

Message refusal(const Event& e) {
  Message m("quist." + e.type);
  for (const auto& [k, v] : e.fields) m.with(k, v);
  return m;
}

std::vector<Message> final_standings(const QuistState& s, const Names& names) {
  return match_end_messages(s.match_winner(), static_cast<long>(s.decided_by()), {s.wins()[0], s.wins()[1]},
                            {s.total_tricks()[0], s.total_tricks()[1]}, s, names);
}

std::vector<Message> table_intro(const QuistState& s, const Names& names) {
  std::vector<Message> out;
  if (s.stage() != Stage::Cut) {
    Message teams("quist.teams");
    out.push_back(with_teams(teams, s, names));
  }
  // Who the computer plays for, in one sentence.
  static const char* const kComputerIds[] = {"", "quist.computer_seat", "quist.computer_seats.2",
                                             "quist.computer_seats.3", "quist.computer_seats.4"};
  Message computers;
  int n = 0;
  for (int p = 0; p < kSeats; ++p)
    if (s.config().computers[at(p)]) computers.with("p" + std::to_string(++n), player_name(names, p));
  if (n > 0) {
    computers.id = kComputerIds[n];
    out.push_back(computers);
  }
  return out;
}

std::vector<Message> table_messages(const QuistState& s, const Names& names) {
  if (s.stage() != Stage::Play) return {};
  const auto& trick = s.table();
  const int to_play = s.current_player();
  if (trick.size() == 1) {
    const Phase& phase = trick.front();
    if (phase.empty()) return {Message("quist.review.table.empty").with("player", seat_name(s, names, to_play))};
    const PhaseBest best = best_of(phase);
    return {Message(best.count > 1 ? "quist.review.table.tied" : "quist.review.table")
                .with("plays", plays_text(s, names, phase))
                .with("best_player", seat_name(s, names, best.seat))
                .with("best_value", best.value)};
  }
  std::vector<Message> out{Message(stake_id(static_cast<long>(trick.size())))};
  for (std::size_t p = 0; p < trick.size(); ++p) {
    const Phase& phase = trick[p];
    const long number = static_cast<long>(p + 1);
    if (phase.empty()) {
      out.push_back(Message("quist.review.phase.empty").with("phase", number).with("player", seat_name(s, names, to_play)));
      continue;
    }
    const PhaseBest best = best_of(phase);
    out.push_back(Message(best.count > 1 ? "quist.review.phase.tied" : "quist.review.phase")
                      .with("phase", number)
                      .with("plays", plays_text(s, names, phase))
                      .with("best_player", seat_name(s, names, best.seat))
                      .with("best_value", best.value));
  }
  return out;
}

std::vector<Message> turn_prompt(const QuistState& s, const Names& names) {
  if (s.stage() == Stage::Cut && s.config().mode == Mode::Dealer) return {};  // the program cuts
  if (s.stage() == Stage::Cut)
    return {Message("quist.cut.ask").with("player", player_name(names, static_cast<long>(s.cuts().size())))};
  if (s.stage() != Stage::Play) return {};
  const int seat = s.current_player();
  return {Message(s.table().back().empty() ? "quist.turn.lead" : "quist.turn").with("player", seat_name(s, names, seat))};
}

std::vector<ReviewItem> hand_items(const QuistState& s, const Names& names, int seat) {
  if (s.config().mode != Mode::Dealer || s.stage() != Stage::Play) return {};
  const ValueCounts& hand = s.hand(seat);
  const std::string who = seat_name(s, names, seat);
  // The hand is for its owner only (the gate before it is for the table).
  const int owner = s.player_at_seat(seat);
  std::string cards;
  ReviewItem counts{ReviewItem::Kind::Hand, {Message("quist.review.hand_counts").with("player", who).to(owner)},
                    Message("quist.review.hand_counts_gate").with("player", who)};
  for (int v = 0; v < kValues; ++v) {
    const int n = hand[at(v)];
    for (int k = 0; k < n; ++k) cards += (cards.empty() ? "" : ", ") + std::to_string(v);
    if (n > 0) counts.messages.push_back(Message("quist.review.count." + std::to_string(v)).with("n", n).to(owner));
  }
  ReviewItem by_card{ReviewItem::Kind::Hand,
                     {Message("quist.review.hand").with("player", who).with("cards", cards).to(owner)},
                     Message("quist.review.hand_gate").with("player", who)};
  return {by_card, counts};
}

std::vector<ReviewItem> table_items(const QuistState& s, const Names& names) {
  std::vector<ReviewItem> items;
  const bool over = s.is_terminal();
  if (s.stage() == Stage::Cut) {
    ReviewItem cuts;
    for (std::size_t p = 0; p < s.cuts().size(); ++p)
      cuts.messages.push_back(Message("quist.seating.cut_value")
                                  .with("player", player_name(names, static_cast<long>(p)))
                                  .with("value", s.cuts()[p]));
    if (cuts.messages.empty()) cuts.messages.push_back(Message("quist.review.cuts.none"));
    items.push_back(cuts);
    return items;
  }
  if (!over) items.push_back({ReviewItem::Kind::Public, table_messages(s, names), {}});

  // The last trick: reviewable until the next lead (rulebook), then refused with the reason.
  if (const auto& last = s.last_trick()) {
    ReviewItem item;
    const PhaseBest best = best_of(last->phases.back());
    const char* id = last->by_tie_rule  ? "quist.review.last_trick.tie_rule"
                     : last->tricks > 1 ? "quist.review.last_trick.multi"
                                        : "quist.review.last_trick";
    item.messages.push_back(Message(id)
                                .with("player", seat_name(s, names, last->winner))
                                .with("value", best.value)
                                .with("tricks", last->tricks)
                                .with("plays", plays_text(s, names, last->phases.front())));
    if (last->phases.size() > 1)
      for (std::size_t p = 0; p < last->phases.size(); ++p)
        item.messages.push_back(Message("quist.review.phase.plays")
                                    .with("phase", static_cast<long>(p + 1))
                                    .with("plays", plays_text(s, names, last->phases[p])));
    items.push_back(item);
  } else if (s.game_tricks()[0] + s.game_tricks()[1] > 0 || !s.results().empty()) {
    items.push_back({ReviewItem::Kind::Refused, {Message("quist.refused.last_trick_gone")}, {}});
  } else {
    items.push_back({ReviewItem::Kind::Public, {Message("quist.refused.no_trick_yet")}, {}});
  }

  if (!over) {
    Message tricks("quist.review.game_tricks");
    with_teams(tricks, s, names).with("n", s.game_tricks()[0]).with("m", s.game_tricks()[1]);
    items.push_back({ReviewItem::Kind::Public, {tricks}, {}});
  }
  // The match: games won and the tricks of all games, this one included; in the first game
  // only which game it is (its tricks are the item before).
  const bool first = !over && s.results().empty();
  Message match(over ? "quist.review.match.over" : first ? "quist.review.match.first" : "quist.review.match");
  const int current = over ? 0 : 1;
  with_teams(match, s, names)
      .with("game", s.game_number())
      .with("games", s.games_to_play())
      .with("wa", s.wins()[0])
      .with("wb", s.wins()[1])
      .with("ta", s.total_tricks()[0] + current * s.game_tricks()[0])
      .with("tb", s.total_tricks()[1] + current * s.game_tricks()[1]);
  items.push_back({ReviewItem::Kind::Public, {match}, {}});

  if (!s.results().empty()) {
    ReviewItem results;
    Message head("quist.review.results");
    results.messages.push_back(with_teams(head, s, names));
    for (std::size_t g = 0; g < s.results().size(); ++g)
      results.messages.push_back(Message("quist.review.game_result")
                                     .with("game", static_cast<long>(g + 1))
                                     .with("n", s.results()[g][0])
                                     .with("m", s.results()[g][1]));
    items.push_back(results);
  }
  return items;
}

std::vector<Message> where_play_stands(const QuistState& s, const Names& names) {
  if (s.is_terminal()) return final_standings(s, names);
  std::vector<Message> out;
  if (s.stage() == Stage::Cut) {
    for (const auto& item : table_items(s, names))
      out.insert(out.end(), item.messages.begin(), item.messages.end());
  } else {
    out.push_back(s.extra_game() ? Message("quist.stands.extra")
                                 : Message("quist.stands.game").with("game", s.game_number()).with("games", s.games_to_play()));
    if (!s.results().empty()) {
      // Games won and all tricks so far, this game's included.
      Message match("quist.stands.match");
      out.push_back(with_teams(match, s, names)
                        .with("wa", s.wins()[0])
                        .with("wb", s.wins()[1])
                        .with("ta", s.total_tricks()[0] + s.game_tricks()[0])
                        .with("tb", s.total_tricks()[1] + s.game_tricks()[1]));
    }
    Message tricks("quist.review.game_tricks");
    out.push_back(with_teams(tricks, s, names).with("n", s.game_tricks()[0]).with("m", s.game_tricks()[1]));
    if (s.stage() == Stage::Play && (s.table().size() > 1 || !s.table().front().empty())) {
      auto table = table_messages(s, names);
      out.insert(out.end(), table.begin(), table.end());
    }
  }
  auto turn = turn_prompt(s, names);
  out.insert(out.end(), turn.begin(), turn.end());
  return out;
}

std::vector<Message> help(const QuistState& s, const Names& names, int pending, bool between_games) {
  if (s.is_terminal()) return {Message("quist.help.over")};
  if (between_games) return {Message("quist.help.next_game")};
  if (s.stage() == Stage::Cut)
    return {Message("quist.help.cut").with("player", player_name(names, static_cast<long>(s.cuts().size())))};
  const std::string who = seat_name(s, names, s.current_player());
  // Then the hint key (help twice quickly) and the rules (help again).
  if (s.config().mode == Mode::Dealer)
    return {pending >= 0 ? Message("quist.help.dealer.pending").with("value", pending) : Message("quist.help.dealer"),
            Message("quist.help.hint")};
  return {pending >= 0 ? Message("quist.help.assistant.pending").with("player", who).with("value", pending)
                       : Message("quist.help.assistant").with("player", who),
          Message("quist.help.hint.assistant")};
}

Narration for_verbosity(Narration narration, Verbosity v) {
  if (v != Verbosity::Terse) return narration;
  // Terse: who took the trick, not the tally (the review and the status keep it).
  std::erase_if(narration, [](const Speakable& piece) { return piece.message && piece.message->id == "quist.trick.score"; });
  return narration;
}

std::vector<Message> rule_summary() {
  std::vector<Message> out{Message("quist.help.rules")};
  for (int i = 1; i <= 10; ++i) out.emplace_back("quist.help.rule." + std::to_string(i));
  return out;
}

}  // namespace sh::quist
