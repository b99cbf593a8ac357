// Matfyzácké Člověče at the keypad (key map: src/games/clovece/KEYS.md).
//
// Dealer mode: the program rolls. Assistant mode: each throw of the physical die is typed
// (1-6; after a six the thrower throws again and types that too); BACK offers to take the
// last entry back. With the throws known, the player on turn hears the uses of the current
// throw as a numbered list and chooses with 1-9, or browses with next/prev and takes the
// browsed one with ok. When only one use is legal it is made at once (option automove,
// default on). A captured piece with more than one possible receiver: the mover chooses
// the receiver the same way. 0 opens the review: next/prev walk the pieces on the track
// (from the one nearest the listener's entrance), 1 every house and home, 2 the danger
// (which of my movable pieces others can capture, with which throw), 3 the move list
// again; 0 or back returns to play. Computer seats are played by CloveceBot at the level of
// the option "level" and narrated like any player; they decide through Host::think (on a
// worker thread with a copy of the state and of the bot; the move comes back through
// on_thought with the current ticket, an older ticket is ignored), and while one thinks
// the review, repeat and help keys work and a key that would act is refused. The hint
// (help twice quickly) says the strong player's choice for the person to act
// (clovece_hint.h). Every event is narrated on a copy of the state just after its action.
// After the game next/prev walk the results (places, then who did not finish).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_narration.h"
#include "play/game_controller.h"
#include "play/undo_offer.h"

namespace sh::clovece {

class CloveceController final : public GameController {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  std::optional<GameRecord> record(const Table& table) const override;
  std::optional<Advice> advise(Host& host, Table& table) override;
  AdviceSearch advice_search(Host& host, Table& table) override;
  // The lesson's coach on the person's move (clovece_hint.h).
  std::vector<Message> coach(Host& host, Table& table, Action a) override;
  CoachSearch coach_search(Host& host, Table& table) override;
  // The hint in a lesson's guided game: the move named, not numbered (clovece_hint.h).
  void coach_hint(Host& host, Table& table) override;
  void on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) override;
  TablePictureRef picture(Host& host, const Table& table) const override;  // <id>_picture.h

 protected:
  // The advised move becomes the one read: ok plays it.
  void advised(Host& host, Table& table, const Advice& advice) override;

 private:
  Context context(Host& host, const Table& table, const CloveceState& s) const;
  Context context(Host& host, const Table& table) const;
  const CloveceBot& bot(const Table& table);

  void apply(Host& host, Table& table, Action a);
  void narrate_since(Host& host, Table& table, const State& before, std::size_t from);
  // Plays chance (dealer mode), computer seats and single legal uses until a person must act.
  void run(Host& host, Table& table);
  void prompt(Host& host, Table& table);  // the move list or gift question for a person
  bool on_choice(Host& host, Table& table, Key key);
  bool on_throw(Host& host, Table& table, Key key);
  bool on_review(Host& host, Table& table, Key key);
  std::vector<Action> choices(const Table& table) const;
  bool automove(const Table& table) const;

  bool reviewing_ = false;
  int review_ = -1;  // position among the track pieces while reviewing
  int browse_ = -1;  // position in the list of choices
  int result_ = -1;  // after the game: position in the results (next/prev)
  UndoOffer undo_;
  std::unique_ptr<CloveceBot> bot_;
  std::uint64_t ticket_ = 0;  // the computer decision asked for last
  bool thinking_ = false;     // a computer decides (Host::think), its move not yet back
};

}  // namespace sh::clovece
