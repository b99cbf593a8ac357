#include "app/card_learning_screen.h"

#include "app/app.h"
#include "app/main_menu.h"
#include "devices/card_reader_source.h"

namespace sh {

namespace {

class CardLearningScreen final : public Screen {
 public:
  explicit CardLearningScreen(std::vector<CardReaderSource*> readers) : readers_(std::move(readers)) {}

  void enter(Host& app) override {
    for (auto* r : readers_) r->begin_learning();
    app.voice().say(Message("card.learn.lay_card"));
  }

  void on_key(Host& app, Key key) override {
    if (key == Key::Back) {
      std::size_t known = 0;
      for (auto* r : readers_) {
        r->end_learning();
        known += r->known_cards();
      }
      app.voice().say(Message("card.learn.done").with("name", std::to_string(known)), Priority::Interrupt);
      app.reset(make_main_menu());
      return;
    }
    if (!is_digit(key)) {
      app.refuse(Message("card.learn.need_digit"));
      return;
    }
    std::string answer = "card.learn.no_card";
    for (auto* r : readers_) {
      answer = r->learn_value(digit_of(key));
      if (answer != "card.learn.no_card") break;
    }
    if (answer == "card.learn.saved") {
      app.voice().cue("menu_select");
      app.voice().say(Message(answer).with("name", std::to_string(digit_of(key))), Priority::Interrupt);
    } else {
      app.refuse(Message(answer));
    }
  }

  void help(Host& app) override { app.voice().say(Message("card.learn.lay_card"), Priority::Interrupt); }

 private:
  std::vector<CardReaderSource*> readers_;
};

}  // namespace

std::unique_ptr<Screen> make_card_learning_screen(std::vector<CardReaderSource*> readers) {
  return std::make_unique<CardLearningScreen>(std::move(readers));
}

}  // namespace sh
