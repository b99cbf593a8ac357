#include "devices/card_reader_decoder.h"

namespace sh {

bool TagDebouncer::new_card(const std::string& tag_id, std::int64_t now) {
  const bool same = !last_tag_.empty() && tag_id == last_tag_ && now - last_seen_ <= gap_;
  last_tag_ = tag_id;
  last_seen_ = now;
  return !same;
}

std::vector<CardReading> CardReaderDecoder::feed(std::string_view bytes, std::int64_t listened_ms) {
  std::vector<CardReading> out;
  for (auto& r : framer_.feed(bytes)) {
    if (auto* e = std::get_if<FrameError>(&r)) {
      out.emplace_back(std::move(*e));
      continue;
    }
    std::string id = std::get<rdm6300::TagRead>(r).id();
    if (debouncer_.new_card(id, listened_ms)) out.emplace_back(LaidCard{std::move(id)});
  }
  return out;
}

void CardReaderDecoder::new_connection() {
  framer_ = rdm6300::Framer{};
  debouncer_.clear();
}

}  // namespace sh
