// Cards laid on an RDM6300 reader as keys: a known tag becomes a digit KeyPress of its
// learned value, an unknown one the notice "card.unknown_tag" (notice_arg = tag id).
// Which frames are a newly laid card is CardReaderDecoder's: repeats of one tag less than
// 300 ms apart in the time the reader was listened to are one card lying there (the clock
// stands while the program is busy); an unplug ends a card's lying, so the card laid after
// the replug counts once. A learning step (begin_learning, lay a card, learn_value(digit))
// fills the CardStore.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "devices/card_reader_decoder.h"
#include "devices/card_store.h"
#include "devices/device_link.h"
#include "input/key_source.h"

namespace sh {

class CardReaderSource final : public KeySource {
 public:
  CardReaderSource(std::string name, PortOpener open, std::shared_ptr<CardStore> store);
  void run(const std::function<void(InputItem)>& sink) override;
  void stop() override { stop_ = true; }

  // Learning: while on, every new card gives the notice "card.learn.press_value"
  // (notice_arg = tag id) instead of a key; the program then passes the digit the player
  // pressed to learn_value(), which stores and saves it and answers with a message id:
  // "card.learn.saved", "card.learn.no_card" (no card laid yet) or "card.learn.save_failed".
  void begin_learning();
  void end_learning();
  bool learning() const { return learning_; }
  std::string learn_value(int value);
  std::size_t known_cards() const { return store_->size(); }

 private:
  void on_bytes(std::string_view bytes, const std::function<void(InputItem)>& sink);
  InputItem notice(const char* id, std::string arg) const;

  std::string name_;
  PortOpener open_;
  std::shared_ptr<CardStore> store_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> learning_{false};
  CardReaderDecoder decoder_;
  std::int64_t listened_ms_ = 0;  // the decoder's clock: time spent reading the port
  std::mutex pending_mutex_;
  std::optional<std::string> pending_tag_;
  std::int64_t last_garbage_notice_ms_ = -1;
};

// spec: the reader's device path (9600 8N1). The store is loaded from its file first.
std::unique_ptr<CardReaderSource> make_card_reader_source(const std::string& spec,
                                                          std::shared_ptr<CardStore> store);

}  // namespace sh
