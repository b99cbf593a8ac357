// Numberfloor at the keypad (key map: src/games/numberfloor/KEYS.md).
//
// Dealer mode: the program deals, draws and turns the start cards. The player on turn walks
// the own hand with next/prev (a chord cue on a card that can be laid now, a tick on one that
// cannot; the card's name and "hodí se" in words), lays the card under the cursor with ok,
// hears the piles with 1 and which cards fit in words with 2, draws two with 3, ends the
// turn (or says PAS) with 0; 4 says everyone's stars and hand sizes, 5 the whole hand.
// A hand is read only when its owner asks: the player on turn by walking it or by 5; with
// several people at the table, 5 outside one's turn asks for the seat number first, and
// whatever names a card of a hand (walking it, 5, 2, the hint) first says whose cards come
// and waits for that player's ok ("Tvoje karty, Eva. Ostatní ať neposlouchají."); a walk
// opened so stays open until the turn passes. With several people a refusal at the keypad
// names no card of the hand ("Tahle karta se nehodí…"). Every sentence naming a hand is for
// its owner only (narration/message.h: Audience), so no other seat can walk back to it.
// Computer seats are played by NumberfloorBot (at the table's level) from their own
// observation; the controller plays them, narrated, until a person must act. Each decision
// of a computer on turn goes through Host::think with a ticket (a copy of the bot and of its
// observation, never the table): with scripted keys it comes back at once, otherwise
// on_thought() brings it later and meanwhile review, repeat, help and status keys work and
// a claim (9) is refused with "game.computer_thinking". start() and a take-back bump the
// ticket, so a late answer is ignored. The computers' take-over claims stay synchronous:
// they are a cheap look at the own hand (no search), checked after every card. A strong
// computer decides every card afresh (its copy of the bot, with its plan, stays on the
// worker), within its 300 ms budget.
//
// Hint (help twice quickly): advice_search() gives the strong player's move for the person
// on turn in dealer mode, thought away from the keys (its 100 samples cut short by a hint's
// deadline: play/game_controller.h), with a short reason (the plan for the turn: floor cards laid, cards left or
// a star, and the share of samples that won the next star). In assistant mode the person's
// cards are in the hand, not known to the program: there is no advice (a sentence says so).
// A slow second help press still says the rules.
//
// Night-card take-over at one shared loudspeaker (PRODUCT.md "Numberfloor"):
// - Nothing the program says depends on who holds a night card. Key 9 is the claim: any
//   person may press it at any moment of another player's turn; with several people it asks
//   for the claimer's seat number. The claimer's fitting night card is laid at once (with
//   two or more fitting ones, the claimer types its floor number). A claim that cannot be
//   made is refused with the reason ("nemá noční poschodí, které se hodí" names no card).
// - Computer turns are paced so people can claim in time: once a computer's turn has laid a
//   floor and a balloon card (the public moment from which a take-over is allowed) and a
//   night card may still be in a hand (not all lie on the piles), the controller pauses
//   after each of its further cards: ok lets it go on, 9 claims. With several people the
//   pause comes at every such moment for everyone alike, so it says nothing about any hand;
//   with one person at the table (nobody else listening) it comes only when that person's
//   claim would be legal. When every person's seat is away (guests online whose connection
//   dropped, Host::seat_absent) nobody is waited for: the computer plays on and the table
//   hears so once a turn; a pause waiting when the last of them drops goes on by itself
//   (seats_changed). A computer standing in for a dropped guest claims as the computers do. The pause follows from the position (paused()), not from a
//   remembered key, so a game resumed from its journal at a pause asks the same question.
// - Computers claim by themselves, checked in seat order after the player on turn, after
//   every card a person or another computer lays.
//
// Assistant mode: the physical cards are the truth. The table types codes and ok: 0-9 a
// floor card, 10-19 a night floor card laid as a floor, 21-29 a balloon, 30 nearest floor,
// 31 any even, 32 any odd, 33 skip turn; 40 drew two; 41 end of turn or PAS; 5 and a seat
// number: that player takes the turn over (then the night card's floor number). In Beginner
// a card that fits both piles asks which (1 or 2). The start cards are typed the same way.
// back clears a half-typed code, or offers to take back the last entry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "play/game_controller.h"
#include "play/seat_pages.h"
#include "play/undo_offer.h"

namespace sh::numberfloor {

class NumberfloorController final : public GameController, public SeatPages {
 public:
  void start(Host& host, Table& table, bool resumed) override;
  bool on_key(Host& host, Table& table, Key key) override;
  void help(Host& host, Table& table) override;
  std::vector<Message> status(Host& host, Table& table) override;
  std::optional<Advice> advise(Host& host, Table& table) override;
  AdviceSearch advice_search(Host& host, Table& table) override;
  // The lesson's coach on the person's action (numberfloor_hint.h).
  std::vector<Message> coach(Host& host, Table& table, Action a) override;
  CoachSearch coach_search(Host& host, Table& table) override;
  void hint(Host& host, Table& table) override;
  void on_thought(Host& host, Table& table, std::uint64_t ticket, Action a) override;
  std::optional<GameRecord> record(const Table& table) const override;
  TablePictureRef picture(Host& host, const Table& table) const override;  // <id>_picture.h
  // Seats on phones (play/seat_pages.h), dealer mode. A page's action is the keypad's:
  // lay (the card; Beginner: per pile), draw two (3), end or PAS (0), a take-over (9) with
  // the page's own night card. While a phone holds a seat, the keypad neither acts for it
  // nor tells anything of its hand (walk, 5, 2, 3, 0, ok, 9 for it, the status, drawn cards,
  // the hint): every such key gets "Eva hraje na telefonu."; a page's refused action is said
  // aloud only as "Eva: tohle nejde, důvod je v telefonu" (the shell's Host::refuse) and
  // the reason goes to that page only.
  int page_players(const Table& table) const override;
  bool page_person(const Table& table, int player) const override;
  SeatPage seat_page(Host& host, const Table& table, int player) const override;
  void page_act(Host& host, Table& table, int player, PageAct act, int value) override;
  // A stand-in (issue 41): what NumberfloorBot at the table's level does for `player` on turn
  // (a card, drawing two, PAS or the end of the turn), from that seat's observation only.
  std::optional<SeatPage::Button> stand_in_move(Host& host, Table& table, int player) override;
  // A guest dropped (issue 41): a pause that waited only for people now gone goes on by itself.
  void seats_changed(Host& host, Table& table) override;

 protected:
  // A card the advice lays goes under the hand's cursor: ok lays it (a draw, PAS or end of
  // turn is taken by the next ok through take_advice).
  void advised(Host& host, Table& table, const Advice& advice) override;

 private:
  Context context(Host& host, const Table& table, const NumberfloorState& s) const;
  Context context(Host& host, const Table& table) const;
  bool computer(const Table& table, int seat) const;
  int humans(const Table& table) const;
  // "The seat number of a person (not a computer, where computers play): 1 to n."
  Message seat_refusal(const Table& table) const;
  bool human_turn(const Table& table) const;

  // Applies one action (dealer mode: and the chance that follows), narrates it, lets the
  // computers claim and play on.
  void apply(Host& host, Table& table, Action a);
  void apply_one(Host& host, Table& table, Action a);
  void narrate_since(Host& host, Table& table, const State& before, std::size_t from);
  void run(Host& host, Table& table);
  bool computers_claim(Host& host, Table& table);
  bool after_computer(Host& host, Table& table, Action a);
  void stop_thinking();
  NumberfloorBot make_bot(const Table& table, Level level);
  bool should_pause(const Host& host, const Table& table) const;
  // The take-over moment of a computer's turn, but every person's seat is away now (dropped
  // guests online, Host::seat_absent): nobody present can claim, so nothing waits; the table
  // hears so once a turn (say_nobody_to_wait_for).
  bool nobody_to_wait_for(const Host& host, const Table& table) const;
  void say_nobody_to_wait_for(Host& host, const Table& table);
  // A take-over pause waits now: should_pause() holds and nobody let the computer go on
  // at this position (ok) and it is not deciding. It follows from the position, so a
  // game resumed from its journal comes back to the same question.
  bool paused(const Host& host, const Table& table) const;
  void say_pause(Host& host, const Table& table);
  void try_act(Host& host, Table& table, Action a);
  // A refusal of `seat`'s action. One that names a card of the hand is for that player only,
  // and with several people at the table it is said without the card (`hidden`).
  void refuse_for(Host& host, const Table& table, int seat, const Event& why);
  void refuse_private(Host& host, const Table& table, int seat, const Message& reason, const Message& hidden);
  // The seat is held on its phone: the keypad's one sentence for it is said (true).
  bool on_phone(Host& host, const Table& table, int seat) const;
  // Whether someone besides a hand's owner hears the loudspeaker: several people at a
  // dealer-mode table (not a lesson's, where the learner listens alone).
  bool overheard(const Host& host, const Table& table) const;
  // With several people at the table, what names a card of a hand waits behind a gate: its
  // sentence (whose cards, the others should not listen) is said and `open` runs on the
  // next ok. With one person `open` runs now.
  void behind_gate(Host& host, Table& table, const Message& gate, std::function<void(Host&, Table&)> open);
  void lay(Host& host, Table& table, int type);

  bool on_dealer_key(Host& host, Table& table, Key key);
  bool on_assistant_key(Host& host, Table& table, Key key);
  bool on_pending_key(Host& host, Table& table, Key key);
  void walk(Host& host, Table& table, int step);
  void read_hand(Host& host, Table& table, int seat);
  void start_claim(Host& host, Table& table);
  void claim(Host& host, Table& table, int seat);
  void enter_code(Host& host, Table& table);
  void echo_code(Host& host, Table& table);
  void review(Host& host, Table& table, int step);
  bool offer_undo(Host& host, Table& table);

  std::shared_ptr<const NumberfloorGame> search_game_;  // the strong player's copy of the game
  std::uint64_t ticket_ = 0;  // the computer decision asked for last (Host::think)
  bool thinking_ = false;     // a computer decides in the background
  UndoOffer undo_;
  int cursor_ = -1;           // index into hand_order() of the player on turn
  std::string entry_;         // assistant mode: the code typed so far
  int claim_stage_ = 0;       // 1: the claimer's seat is expected, 2: the night card's number
  int claim_seat_ = -1;
  int pile_card_ = -1;        // Beginner: a card that fits both piles, waiting for 1 or 2
  bool hand_seat_ = false;    // 5 pressed with several people: whose hand (seat number)
  // The history size at which ok let a paused computer go on (see paused()).
  std::size_t released_at_ = static_cast<std::size_t>(-1);
  int review_ = -1;           // assistant mode: position in the public review items
  int end_item_ = -1;         // after the end: the result line plus and minus reached
  bool help_again_ = false;
  // The seat whose whole hand was asked for (key 5) and may be drawn until the next
  // action; -1 = none. Walking the own hand (cursor_) shows it too.
  int shown_hand_ = -1;
  int walked_seat_ = -1;
  bool pause_skipped_ = false;  // this turn's "nobody can claim, goes on" was said  // whose hand cursor_ walks (the only person's, out of turn too)
  // What waits behind a gate for its owner's ok (behind_gate), and the seat whose hand walk
  // was opened behind one (open until the turn passes; -1: none).
  std::function<void(Host&, Table&)> gated_;
  int walk_open_ = -1;
};

}  // namespace sh::numberfloor
