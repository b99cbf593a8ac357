#include "phones/phones_service.h"

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "phones/phone_page.h"
#include "play/host.h"
#include "play/voice.h"
#include "play/screen.h"

namespace sh::phones {

PhonesChoice load_phones_choice(const std::filesystem::path& file) {
  PhonesChoice c;
  std::ifstream in(file, std::ios::binary);
  if (!in) return c;
  std::ostringstream body;
  body << in.rdbuf();
  try {
    const auto j = nlohmann::json::parse(body.str());
    if (j.contains("enabled") && j.at("enabled").is_boolean()) c.on = j.at("enabled").get<bool>();
    if (j.contains("port") && j.at("port").is_number_integer()) {
      const auto port = j.at("port").get<long long>();
      if (port >= 1024 && port <= 65535) c.port = static_cast<int>(port);
    }
  } catch (const std::exception& e) {
    std::cerr << "spoluhrac: " << file.string() << " is damaged (" << e.what() << "); phones stay off\n";
    return PhonesChoice{};
  }
  return c;
}

bool save_phones_choice(const std::filesystem::path& file, const PhonesChoice& choice) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  std::filesystem::path tmp = file;
  tmp += ".new";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << nlohmann::json{{"enabled", choice.on}, {"port", choice.port}}.dump(2) << '\n';
    if (!out) return false;
  }
  std::filesystem::rename(tmp, file, ec);
  return !ec;
}

PhonesService::PhonesService(PhoneHub& hub, std::string host, std::filesystem::path settings)
    : hub_(hub), host_(std::move(host)), settings_(std::move(settings)) {
  choice_ = load_phones_choice(settings_);
}

PhonesService::~PhonesService() { server_.reset(); }

bool PhonesService::start(int port) {
  if (phones_running() || !app_) return phones_running();
  hub_.restart();
  try {
    server_ = std::make_unique<PhoneServer>(hub_, page_words(app_->voice()), host_, port);
  } catch (const std::exception& e) {
    std::cerr << "spoluhrac: phones: " << e.what() << '\n';
    app_->refuse(Message("phones.cannot_listen").with("port", port));
    return false;
  }
  const std::string address = host_ == "0.0.0.0" ? local_address(server_->port())
                                                 : "http://" + host_ + ":" + std::to_string(server_->port());
  std::cerr << "spoluhrac: phones: listening on " << host_ << ':' << server_->port() << ", pages at " << address << '\n';
  table_ = std::make_shared<PhoneTable>(hub_, address);
  app_->voice().say(Message("phones.listening").with("address", address));
  return true;
}

void PhonesService::stop() {
  if (!phones_running()) return;
  table_.reset();
  hub_.new_game({});  // every seat and device let go
  server_.reset();    // stops the hub: every stream ends
  std::cerr << "spoluhrac: phones: stopped\n";
  if (app_) app_->voice().say(Message("phones.stopped"));
}

void PhonesService::choose_phones(const PhonesChoice& choice) {
  if (choice == choice_) return;
  const bool turned_off = choice_.on && !choice.on;
  const bool restart = choice.on && phones_running() && choice.port != choice_.port;
  choice_ = choice;
  if (!save_phones_choice(settings_, choice_))
    std::cerr << "spoluhrac: cannot save " << settings_.string() << '\n';
  if (turned_off || restart) stop();
  if (choice_.on) start(choice_.port);
}

void PhonesService::follow(Host& host, const SeatGame& game, std::vector<std::optional<SeatPage>> pages) {
  if (table_) table_->follow(host, game, std::move(pages));
}

bool PhonesService::on_notice(Host& host, const InputItem& item, SeatActs& acts) {
  if (!item.notice.starts_with(kNoticePrefix)) return false;
  if (table_) table_->on_notice(host, item, acts);
  return true;  // a late notice of a stopped server: nothing to do
}

}  // namespace sh::phones
