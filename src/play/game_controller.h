// The keypad side of one game: turns keys into actions at the Table, events into speech,
// and offers review (next/prev), help and full status. One per game, in the game's folder.
//
// Hints and the lesson coach think away from the keys (Host::think_then), with a deadline of
// about a second when a person waits (play/deadline.h): every key is answered at once
// meanwhile. "Přemýšlím o radě." is said when the hint is not ready at once; the advice
// comes when ready, only if the game is still where it was asked (no action since: review,
// repeat and help keep it coming, a card laid, a roll or a take-back drop it) and no other
// hint was asked since. A controller's Table outlives it (they are owned together), so an
// answer that arrives finds both, or neither.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "play/table.h"
#include "play/table_picture.h"
#include "storage/history.h"
#include "input/key.h"
#include "narration/message.h"

namespace sh {

class Host;

// What the strong computer player would do now, and why: the hint key speaks it, the
// lesson's coach compares it with the learner's move.
struct Advice {
  Action action = 0;            // a legal action of the player to act
  std::vector<Message> says;    // the move and a short reason ("Desítky z pětky: 53 ...")
  std::vector<Action> rest;     // the steps of the same decision after `action`, for ok right
                                // after the hint (KIVI: the other holds and the roll)
};

struct Deadline;

class GameController {
 public:
  virtual ~GameController() = default;
  // Speaks where play stands: at the start, after a resume, when coming back from a menu.
  virtual void start(Host& host, Table& table, bool resumed) = 0;
  // Returns false for a key it does not use (the screen then decides: back = leave).
  virtual bool on_key(Host& host, Table& table, Key key) = 0;
  virtual void help(Host& host, Table& table) = 0;
  // The strong player's move for the person to act now (nullopt: nothing to advise, e.g. a
  // computer's turn or the end). In assistant mode too, beside physical cards and dice.
  // Thought at once, with the full fixed budget (tests; advice_search by default).
  virtual std::optional<Advice> advise(Host&, Table&) { return std::nullopt; }
  // The same thinking made to run away from the keys: a search that owns copies of all it
  // reads and gives the advice by the deadline (none: the full budget, as advise()); empty
  // when there is nothing to advise. By default advise() is asked at once, on the keys'
  // thread; every game gives its own.
  using AdviceSearch = std::function<std::optional<Advice>(const Deadline&)>;
  virtual AdviceSearch advice_search(Host& host, Table& table);
  // The hint key: thinks advice_search() away from the keys and speaks it when it comes, or
  // that there is nothing to advise now.
  virtual void hint(Host& host, Table& table);
  // The hint key in a lesson's guided game, in the coach's words: the move named (not a
  // list number), a reason only when a child can check it, never a percentage. By default
  // hint().
  virtual void coach_hint(Host& host, Table& table) { hint(host, table); }
  // The lesson's coach on the person's action `a`, asked while the table still shows the
  // position it was chosen in (before it is applied): what to say about that decision, in
  // the past tense and naming the moves ("Zahrál jsi 3; lepší byla 7: ta by vzala zdvih."),
  // or nothing when `a` is only a step of a decision or no sure, simple reason is known
  // (silence is better than a wrong reason). Never a percentage.
  virtual std::vector<Message> coach(Host&, Table&, Action) { return {}; }
  // coach()'s thinking about the present position, made to run away from the keys: a search
  // owning copies of all it reads, which returns the coach's words for any action of the
  // person to act here (empty: nothing to say); nullptr: coach() is asked at once.
  using CoachJudge = std::function<std::vector<Message>(Action)>;
  using CoachSearch = std::function<CoachJudge(const Deadline&)>;
  virtual CoachSearch coach_search(Host&, Table&) { return nullptr; }
  // The guided game (play/coach_step.h) asks this whenever the learner is to decide: the
  // coach thinks about the position while the learner does.
  void think_coach(Host& host, Table& table);
  // The coach's words on the learner's action `a`: from what think_coach thought about this
  // position, or nothing when that is not ready yet (the learner was quicker than the coach:
  // silence rather than a wait); coach() at once when nothing was thought ahead.
  std::vector<Message> coached(Host& host, Table& table, Action a);
  // A computer's decision asked for with Host::think (the controller checks the ticket).
  virtual void on_thought(Host&, Table&, std::uint64_t /*ticket*/, Action) {}
  virtual std::vector<Message> status(Host& host, Table& table) = 0;
  // A player's own tally on a tactile counting set: the controller compares it with the
  // truth and says whether it matches. It never changes the game.
  virtual void on_counter(Host& host, Table& table, int index, int value);
  // The record of a finished game for the history (nullopt while it is not finished).
  virtual std::optional<GameRecord> record(const Table& table) const = 0;
  // The table drawn for the window and braille (play/table_picture.h), built by the game's
  // <id>_picture from public state and this controller's review cursor; none by default.
  virtual TablePictureRef picture(Host&, const Table&) const { return nullptr; }

 protected:
  // After hint() said `advice`: a controller with a cursor puts the advised move under it,
  // so ok takes the advice (the move just named is the one read).
  virtual void advised(Host&, Table&, const Advice&) {}
  // The move the hint said last, for an ok right after it: only while nothing was played
  // since. Each call forgets it, so any key in between makes ok its usual self again.
  std::optional<Action> take_advice(const Table& table);
  // Speaks `advice` as the hint key does (or that there is nothing to advise); `late`: it
  // comes after other speech (thought away from the keys), so it waits its turn.
  void say_advice(Host& host, Table& table, const std::optional<Advice>& advice, bool late = false);
  // Thinks `search` away from the keys (Host::think_then) and says its advice when it comes,
  // if it still matters (see the top of this file); an empty search: nothing to advise.
  void think_advice(Host& host, Table& table, AdviceSearch search);

 private:
  struct SaidAdvice {
    Action action = 0;
    std::size_t at = 0;  // the history's size when the hint said it
  };
  std::optional<SaidAdvice> said_advice_;
  // The hint being thought: its ticket and the position it is about.
  struct AskedHint {
    std::uint64_t ticket = 0;
    std::vector<Action> at;
  };
  std::optional<AskedHint> asked_hint_;
  std::uint64_t hint_tickets_ = 0;
  // The coach's thinking about the position `at` (judge: ready).
  struct CoachThought {
    std::uint64_t ticket = 0;
    std::vector<Action> at;
    CoachJudge judge;
  };
  std::optional<CoachThought> coach_thought_;
  // Answers thought away from the keys reach this controller only while it lives.
  std::shared_ptr<const bool> alive_ = std::make_shared<const bool>(true);
};

}  // namespace sh
