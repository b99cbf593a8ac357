#include "devices/card_reader_source.h"

#include <chrono>

#include "devices/device_log.h"
#include "devices/serial_key_source.h"

namespace sh {

namespace {
std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}
constexpr std::int64_t kGarbageNoticeEveryMs = 5000;
}  // namespace

CardReaderSource::CardReaderSource(std::string name, PortOpener open, std::shared_ptr<CardStore> store)
    : name_(std::move(name)), open_(std::move(open)), store_(std::move(store)) {}

InputItem CardReaderSource::notice(const char* id, std::string arg) const {
  InputItem item;
  item.notice = id;
  item.notice_arg = std::move(arg);
  return item;
}

void CardReaderSource::begin_learning() {
  std::lock_guard lock(pending_mutex_);
  pending_tag_.reset();
  learning_ = true;
}

void CardReaderSource::end_learning() {
  std::lock_guard lock(pending_mutex_);
  pending_tag_.reset();
  learning_ = false;
}

std::string CardReaderSource::learn_value(int value) {
  std::string tag;
  {
    std::lock_guard lock(pending_mutex_);
    if (!pending_tag_) return "card.learn.no_card";
    tag = *pending_tag_;
    pending_tag_.reset();
  }
  if (!store_->set(tag, value) || !store_->save()) return "card.learn.save_failed";
  device_log(name_ + ": learned card " + tag + " = " + std::to_string(value));
  return "card.learn.saved";
}

void CardReaderSource::run(const std::function<void(InputItem)>& sink) {
  LinkHandlers h;
  h.connected = [this](SerialPort&) {
    decoder_.new_connection();
    return true;
  };
  h.listened = [this](unsigned waited_ms) { listened_ms_ += waited_ms; };
  h.data = [this, &sink](SerialPort&, std::string_view bytes) {
    on_bytes(bytes, sink);
    return true;
  };
  h.lost = [this, &sink](const std::string&) { sink(notice("device.lost", name_)); };
  h.found = [this, &sink] { sink(notice("device.found", name_)); };
  h.absent = [this, &sink](const std::string&) { sink(notice("device.waiting", name_)); };
  run_device_link(open_, h, stop_);
}

void CardReaderSource::on_bytes(std::string_view bytes, const std::function<void(InputItem)>& sink) {
  for (auto& r : decoder_.feed(bytes, listened_ms_)) {
    const auto now = now_ms();
    if (auto* e = std::get_if<FrameError>(&r)) {
      device_log(name_ + ": " + e->log_line());
      if (last_garbage_notice_ms_ < 0 || now - last_garbage_notice_ms_ >= kGarbageNoticeEveryMs) {
        last_garbage_notice_ms_ = now;
        sink(notice("device.garbage", name_));
      }
      continue;
    }
    const std::string& id = std::get<LaidCard>(r).tag_id;
    if (learning_) {
      {
        std::lock_guard lock(pending_mutex_);
        pending_tag_ = id;
      }
      sink(notice("card.learn.press_value", id));
      continue;
    }
    if (auto value = store_->value_of(id)) {
      InputItem item;
      item.press = KeyPress{digit_key(*value), now};
      sink(std::move(item));
    } else {
      sink(notice("card.unknown_tag", id));
    }
  }
}

std::unique_ptr<CardReaderSource> make_card_reader_source(const std::string& spec,
                                                          std::shared_ptr<CardStore> store) {
  store->load();
  return std::make_unique<CardReaderSource>(
      device_display_name(spec),
      [spec](std::string* error) { return SerialPort::open(spec, 9600, error); }, std::move(store));
}

}  // namespace sh
