// Several seat services at one table (play/seat_service.h): the phones' pages and the
// guests online. The shell holds this one; it gives each service what that service asks
// for: every one follows the game (a service that is off, e.g. the phones while their
// server does not run, is skipped), a seat is held when any service holds it, each
// sentence goes to every service (each sends only what its own seats may hear), a notice
// goes to the services in order until one takes it, and the host's list and the window's
// join panel are the first service's that has one. A service may word a refusal of the keypad
// for a seat it holds better than the game does ("Petr hraje přes internet." rather than the
// phones' wording): reword() asks each in order.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "play/screen.h"
#include "play/seat_service.h"

namespace sh {

class SeatFanout final : public SeatService {
 public:
  // A refusal worded for the service's own seats (nullopt: the game's words stand).
  using Reword = std::function<std::optional<Message>(const Message&)>;
  // `on`: whether the service runs now (nullptr: always).
  void add(SeatService& service, std::function<bool()> on = nullptr, Reword reword = nullptr) {
    services_.push_back({&service, std::move(on), std::move(reword)});
  }
  std::optional<Message> reword(const Message& reason) const;

  void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) override;
  bool holds(int player) const override;
  bool absent(int player) const override;
  bool stood_in(int player) const override;
  void hear(const Message& m, const std::string& text) override;
  bool on_notice(Host& host, const InputItem& item, SeatActs& acts) override;
  std::unique_ptr<Screen> screen() override;
  JoinPanelRef join_picture() const override;

 private:
  struct Entry {
    SeatService* service;
    std::function<bool()> on;
    Reword reword;
    bool running() const { return !on || on(); }
  };
  std::vector<Entry> services_;
};

}  // namespace sh
