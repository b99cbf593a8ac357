#include "play/seat_fanout.h"

namespace sh {

void SeatFanout::follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) {
  for (auto& e : services_)
    if (e.running()) e.service->follow(host, game, pages);
}

bool SeatFanout::holds(int player) const {
  for (const auto& e : services_)
    if (e.running() && e.service->holds(player)) return true;
  return false;
}

void SeatFanout::hear(const Message& m, const std::string& text) {
  for (auto& e : services_)
    if (e.running()) e.service->hear(m, text);
}

bool SeatFanout::absent(int player) const {
  for (const auto& e : services_)
    if (e.running() && e.service->absent(player)) return true;
  return false;
}

bool SeatFanout::stood_in(int player) const {
  for (const auto& e : services_)
    if (e.running() && e.service->stood_in(player)) return true;
  return false;
}

bool SeatFanout::on_notice(Host& host, const InputItem& item, SeatActs& acts) {
  for (auto& e : services_)
    if (e.service->on_notice(host, item, acts)) return true;
  return false;
}

std::unique_ptr<Screen> SeatFanout::screen() {
  for (auto& e : services_)
    if (e.running())
      if (auto s = e.service->screen()) return s;
  return nullptr;
}

std::optional<Message> SeatFanout::reword(const Message& reason) const {
  for (const auto& e : services_)
    if (e.running() && e.reword)
      if (auto m = e.reword(reason)) return m;
  return std::nullopt;
}

JoinPanelRef SeatFanout::join_picture() const {
  for (const auto& e : services_)
    if (e.running())
      if (auto j = e.service->join_picture()) return j;
  return nullptr;
}

}  // namespace sh
