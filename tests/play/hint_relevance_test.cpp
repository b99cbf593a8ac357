// GameController's hints and coach thought away from the keys (issue 39, item 2), on a Host
// that keeps each search until the test runs it: the advice comes when ready if nothing was
// played since (a review key keeps it, waiting its turn after what is said), is dropped when
// the game moved on, when another hint was asked, or when the game was left; the coach thinks
// ahead, stays silent when the learner was quicker, and says its words when it was ready.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "games/sipky/sipky_game.h"
#include "narration/language.h"
#include "play/deadline.h"
#include "play/game_controller.h"
#include "play/host.h"
#include "play/table.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {
namespace {

// A Host whose think_then keeps the search: run() thinks it and brings the answer, as the
// worker and the keys' thread would.
class LaterHost final : public Host {
 public:
  LaterHost() : language_(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")), voice_(recorder_, recorder_, language_) {}
  Voice& voice() override { return voice_; }
  void refuse(const Message& m) override { voice_.say(m, Priority::Interrupt); }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override {}
  std::string player_name(int seat) const override { return "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t) override { return work(); }
  bool think_then(std::function<Thought(const Deadline&)> work, int budget_ms) override {
    EXPECT_EQ(budget_ms, kHintThinkMs);
    kept_.push_back(std::move(work));
    return false;
  }

  // Thinks the search kept `i`-th and brings its answer.
  void run(std::size_t i) {
    ASSERT_LT(i, kept_.size());
    const Deadline deadline = Deadline::in(kHintThinkMs);
    if (Thought then = kept_[i](deadline)) then(*this);
  }
  std::size_t kept() const { return kept_.size(); }
  // What was said, with the priorities: "! " marks a sentence that cut the speech.
  std::vector<std::string> said() const { return recorder_.said; }
  std::string text(const Message& m) const { return voice_.render(m); }

 private:
  struct Recorder final : Speech, Sound {
    std::vector<std::string> said;
    void say(std::string_view text, Priority p) override {
      said.push_back((p == Priority::Interrupt ? "! " : "") + std::string(text));
    }
    void silence() override {}
    void finish() override {}
    void play(std::string_view) override {}
  } recorder_;
  Language language_;
  Voice voice_;
  Settings settings_;
  std::vector<std::function<Thought(const Deadline&)>> kept_;
};

// A controller whose advice and coach are simple and counted: the advice names the first
// legal move; the coach says "good" for it and nothing for another.
class CountingController final : public GameController {
 public:
  void start(Host&, Table&, bool) override {}
  bool on_key(Host&, Table&, Key) override { return false; }
  void help(Host&, Table&) override {}
  std::vector<Message> status(Host&, Table&) override { return {}; }
  std::optional<GameRecord> record(const Table&) const override { return std::nullopt; }
  AdviceSearch advice_search(Host&, Table& table) override {
    return [action = table.state().legal_actions().front()](const Deadline& d) -> std::optional<Advice> {
      EXPECT_TRUE(d.at.has_value()) << "a person waits: the search has a deadline";
      return Advice{action, {Message("hint.none_here")}, {}};
    };
  }
  std::vector<Message> coach(Host&, Table&, Action) override {
    ++coached_at_once;
    return {Message("game.stay")};
  }
  CoachSearch coach_search(Host&, Table& table) override {
    ++coach_searches;
    return [best = table.state().legal_actions().front()](const Deadline&) -> CoachJudge {
      return [best](Action a) { return a == best ? std::vector<Message>{Message("settings.saved")} : std::vector<Message>{}; };
    };
  }
  // What ok right after the hint would take.
  std::optional<Action> taken(const Table& table) { return take_advice(table); }

  int coached_at_once = 0;
  int coach_searches = 0;
};

struct Fixture {
  LaterHost host;
  std::shared_ptr<const Game> game = sipky::make_sipky_game({{"players", "2"}});
  Table table{game, Mode::Assistant, 1, {"Eva", "Petr"}};
  std::unique_ptr<CountingController> controller = std::make_unique<CountingController>();
  std::string thinking = host.text(Message("hint.thinking"));
  std::string advice = host.text(Message("hint.none_here"));
  // A key pressed: its first sentence may cut what is said (as the App does before a key).
  void key() { host.voice().key_pressed(); }
};

TEST(HintRelevance, TheAdviceComesAfterAReviewKeyAndWaitsItsTurn) {
  Fixture f;
  f.key();
  f.controller->hint(f.host, f.table);
  ASSERT_EQ(f.host.kept(), 1u);
  // Meanwhile a review key is answered (nothing is played).
  f.key();
  f.host.voice().say(Message("game.stay"), Priority::Interrupt);
  f.host.run(0);
  const std::vector<std::string> expected = {"! " + f.thinking, "! " + f.host.text(Message("game.stay")), f.advice};
  EXPECT_EQ(f.host.said(), expected) << "the late advice waits for what is said (no cut)";
  EXPECT_EQ(f.controller->taken(f.table), f.table.state().legal_actions().front()) << "ok right after it takes it";
}

TEST(HintRelevance, AMovePlayedWhileTheHintThinksDropsIt) {
  Fixture f;
  f.key();
  f.controller->hint(f.host, f.table);
  f.table.act(f.table.state().legal_actions().front());  // the player went on meanwhile
  f.host.run(0);
  const std::vector<std::string> expected = {"! " + f.thinking};
  EXPECT_EQ(f.host.said(), expected) << "advice about a position that is gone is not said";
  EXPECT_EQ(f.controller->taken(f.table), std::nullopt);
}

TEST(HintRelevance, ATakeBackToTheSameLengthStillDropsIt) {
  Fixture f;
  f.table.act(sipky::kThrowTwo);
  const auto cards = f.table.state().legal_actions();  // the first card to type
  ASSERT_GE(cards.size(), 2u);
  f.table.act(cards[0]);
  f.key();
  f.controller->hint(f.host, f.table);
  f.table.undo_to(1);
  f.table.act(cards[1]);  // as long a history, another position
  f.host.run(0);
  const std::vector<std::string> expected = {"! " + f.thinking};
  EXPECT_EQ(f.host.said(), expected);
}

TEST(HintRelevance, OnlyTheLastHintAskedIsSaid) {
  Fixture f;
  f.key();
  f.controller->hint(f.host, f.table);
  f.key();
  f.controller->hint(f.host, f.table);
  f.host.run(1);
  f.host.run(0);  // the first one, later: dropped
  const std::vector<std::string> expected = {"! " + f.thinking, "! " + f.thinking, f.advice};
  EXPECT_EQ(f.host.said(), expected);
}

TEST(HintRelevance, AnAnswerForAControllerThatIsGoneDoesNothing) {
  Fixture f;
  f.key();
  f.controller->hint(f.host, f.table);
  f.controller.reset();  // the game was left while the hint thought
  f.host.run(0);
  const std::vector<std::string> expected = {"! " + f.thinking};
  EXPECT_EQ(f.host.said(), expected);
}

TEST(HintRelevance, TheCoachThinksAheadAndIsSilentWhenTheLearnerIsQuicker) {
  Fixture f;
  const Action best = f.table.state().legal_actions().front();
  f.controller->think_coach(f.host, f.table);
  f.controller->think_coach(f.host, f.table);  // the same position: thought once
  EXPECT_EQ(f.controller->coach_searches, 1);
  ASSERT_EQ(f.host.kept(), 1u);
  EXPECT_TRUE(f.controller->coached(f.host, f.table, best).empty()) << "not ready: silence, no wait";
  EXPECT_EQ(f.controller->coached_at_once, 0) << "nothing is thought on the keys' thread";
  f.host.run(0);
  EXPECT_EQ(f.controller->coached(f.host, f.table, best), std::vector<Message>{Message("settings.saved")});
  // Another position, not thought ahead: the coach is asked at once, as before.
  f.table.act(best);
  EXPECT_EQ(f.controller->coached(f.host, f.table, f.table.state().legal_actions().front()),
            std::vector<Message>{Message("game.stay")});
  EXPECT_EQ(f.controller->coached_at_once, 1);
}

}  // namespace
}  // namespace sh
