// The phones at the table as the program shell runs them (it answers the App's PhoneSeats):
// off unless the settings (phones.json beside settings.json: on/off and port) or --phones
// turn them on; on, the server listens (it says so, with the address) and the PhoneTable
// follows the game; turned off in the settings it stops, and every page sees nothing more.
// The shell hands it the App's notices and calls after_item() after every input item.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "phones/phone_hub.h"
#include "phones/phone_server.h"
#include "phones/phone_speech.h"
#include "phones/phone_table.h"
#include "play/phone_seats.h"

namespace sh::phones {

// phones.json: {"enabled": false, "port": 8765}. A missing or damaged file gives the defaults.
PhonesChoice load_phones_choice(const std::filesystem::path& file);
bool save_phones_choice(const std::filesystem::path& file, const PhonesChoice& choice);

class PhonesService final : public PhoneSeats {
 public:
  // `host`: the address to listen on ("0.0.0.0": all; the pages' address is then this
  // machine's first network address). `settings`: phones.json.
  PhonesService(PhoneHub& hub, PhoneSpeech& speech, std::string host, std::filesystem::path settings);
  ~PhonesService() override;
  void attach(App& app) { app_ = &app; }

  // Starts listening on `port` (0: any free port); says it, or says why not (false).
  bool start(int port);
  void stop();
  bool running() const { return table_.has_value(); }
  int port() const { return server_ ? server_->port() : -1; }

  void after_item();
  bool on_notice(const InputItem& item);
  PhoneTable* table() { return table_ ? &*table_ : nullptr; }

  // PhoneSeats, for the App.
  bool hand_on_phone(int seat) const override;
  std::unique_ptr<Screen> phones_screen() override;
  std::optional<PhonesChoice> phones_choice() const override { return choice_; }
  void choose_phones(const PhonesChoice& choice) override;

 private:
  PhoneHub& hub_;
  PhoneSpeech& speech_;
  std::string host_;
  std::filesystem::path settings_;
  PhonesChoice choice_;
  App* app_ = nullptr;
  std::unique_ptr<PhoneServer> server_;
  std::optional<PhoneTable> table_;
};

}  // namespace sh::phones
