// The phones at the table as the program shell runs them: the App's SeatService (seats held
// on phones' pages) and PhonesControl (on, off and port from the settings). Off unless the
// settings (phones.json beside settings.json: on/off and port) or --phones turn them on; on,
// the server listens (it says so, with the address) and a PhoneTable follows the game the
// shell hands it; turned off in the settings it stops, and every page sees nothing more.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "phones/phone_hub.h"
#include "phones/phone_server.h"
#include "phones/phone_table.h"
#include "play/screen.h"
#include "play/seat_service.h"

namespace sh::phones {

// phones.json: {"enabled": false, "port": 8765}. A missing or damaged file gives the defaults.
PhonesChoice load_phones_choice(const std::filesystem::path& file);
bool save_phones_choice(const std::filesystem::path& file, const PhonesChoice& choice);

class PhonesService final : public SeatService, public PhonesControl {
 public:
  // `host`: the address to listen on ("0.0.0.0": all; the pages' address is then this
  // machine's first network address). `settings`: phones.json.
  PhonesService(PhoneHub& hub, std::string host, std::filesystem::path settings);
  ~PhonesService() override;
  // The program's Host (the voice that says what happens, the screens the questions go on).
  void attach(Host& app) { app_ = &app; }

  // Starts listening on `port` (0: any free port); says it, or says why not (false).
  bool start(int port);
  void stop();
  int port() const { return server_ ? server_->port() : -1; }
  PhoneTable* table() { return table_.get(); }

  // SeatService.
  void follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) override;
  bool holds(int player) const override { return table_ && table_->holds(player); }
  void hear(const Message& m, const std::string& text) override {
    if (table_) table_->hear(m, text);
  }
  bool on_notice(Host& host, const InputItem& item, SeatActs& acts) override;
  std::unique_ptr<Screen> screen() override { return table_ ? table_->screen() : nullptr; }
  JoinPanelRef join_picture() const override { return table_ ? table_->join_picture() : nullptr; }

  // PhonesControl.
  PhonesChoice phones_choice() const override { return choice_; }
  void choose_phones(const PhonesChoice& choice) override;
  bool phones_running() const override { return table_ != nullptr; }

 private:
  PhoneHub& hub_;
  std::string host_;
  std::filesystem::path settings_;
  PhonesChoice choice_;
  Host* app_ = nullptr;
  std::unique_ptr<PhoneServer> server_;
  std::shared_ptr<PhoneTable> table_;  // the host's screens hold it weakly
};

}  // namespace sh::phones
