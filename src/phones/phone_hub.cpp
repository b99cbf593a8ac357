#include "phones/phone_hub.h"

#include <algorithm>

namespace sh::phones {

namespace {
constexpr std::size_t kSaidKept = 12;
constexpr int kActsPerSecond = 10;  // a seat's page: more than a person can tap
}

void PhoneHub::notice(const char* id, int player, std::string more) {
  std::string arg = std::to_string(player);
  if (!more.empty()) arg += " " + more;
  push_(InputItem::make_notice(id, std::move(arg)));
}

void PhoneHub::new_game(std::vector<bool> coded) {
  std::lock_guard lock(mutex_);
  const int players = static_cast<int>(coded.size());
  tokens_.renew(players);
  coded_ = std::move(coded);
  devices_.assign(static_cast<std::size_t>(players), Device{});
  ++game_;
  auto next = std::make_shared<Snapshot>(*snapshot_);
  next->version = ++version_;
  next->game = game_;
  next->views.assign(static_cast<std::size_t>(players), std::string());
  snapshot_ = std::move(next);
  changed_.notify_all();
}

void PhoneHub::publish(std::string lang, std::vector<std::string> views) {
  std::lock_guard lock(mutex_);
  auto next = std::make_shared<Snapshot>();
  next->version = ++version_;
  next->game = game_;
  next->lang = std::move(lang);
  next->views = std::move(views);
  snapshot_ = std::move(next);
  changed_.notify_all();
}

std::vector<std::string> PhoneHub::tokens() const {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  for (int p = 0; p < tokens_.seats(); ++p) out.push_back(coded_[static_cast<std::size_t>(p)] ? tokens_.token(p) : "");
  return out;
}

void PhoneHub::give_code(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || player >= tokens_.seats()) return;
  tokens_.renew_seat(player);
  coded_[static_cast<std::size_t>(player)] = true;
  devices_[static_cast<std::size_t>(player)] = Device{};
  changed_.notify_all();
}

void PhoneHub::drop_code(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || player >= tokens_.seats()) return;
  tokens_.renew_seat(player);  // the old code opens nothing any more
  coded_[static_cast<std::size_t>(player)] = false;
  devices_[static_cast<std::size_t>(player)] = Device{};
  changed_.notify_all();
}

bool PhoneHub::joined(int player) const {
  std::lock_guard lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return false;
  const Device& d = devices_[static_cast<std::size_t>(player)];
  // A page away for a moment (a reload, a phone asleep) still holds its seat: its hand
  // stays off the loudspeaker until the host revokes the device.
  return !d.id.empty();
}

bool PhoneHub::connected(int player) const {
  std::lock_guard lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return false;
  const Device& d = devices_[static_cast<std::size_t>(player)];
  return !d.id.empty() && !d.announced_gone;
}

bool PhoneHub::confirm_takeover(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return false;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.waiting.empty()) return false;
  Device next;
  next.id = std::move(d.waiting);
  d = std::move(next);
  changed_.notify_all();  // the old device's stream sees it no longer holds the seat
  return true;
}

bool PhoneHub::refuse_takeover(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return false;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.waiting.empty()) return false;
  d.refused = std::move(d.waiting);
  d.waiting.clear();
  changed_.notify_all();  // the waiting stream hears it
  return true;
}

void PhoneHub::revoke(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || player >= tokens_.seats()) return;
  tokens_.renew_seat(player);
  devices_[static_cast<std::size_t>(player)] = Device{};
  changed_.notify_all();
}

void PhoneHub::keep_said(bool keep) {
  std::lock_guard lock(mutex_);
  keep_said_ = keep;
}

void PhoneHub::said(std::string_view text) {
  std::lock_guard lock(mutex_);
  if (!keep_said_) return;
  said_.push_back({++said_id_, std::string(text)});
  while (said_.size() > kSaidKept) said_.pop_front();
}

std::vector<PhoneHub::Said> PhoneHub::last_said() const {
  std::lock_guard lock(mutex_);
  return {said_.begin(), said_.end()};
}

std::optional<int> PhoneHub::player_of(std::string_view token) const {
  std::lock_guard lock(mutex_);
  const auto player = tokens_.seat_of(token);
  if (!player || !coded_[static_cast<std::size_t>(*player)]) return std::nullopt;
  return player;
}

std::uint64_t PhoneHub::game() const {
  std::lock_guard lock(mutex_);
  return game_;
}

JoinResult PhoneHub::join(int player, const std::string& device) {
  std::unique_lock lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return JoinResult::Taken;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.id.empty()) {
    d.id = device;
    d.streams = 1;
    lock.unlock();
    notice(kJoinedNotice, player);
    return JoinResult::Joined;
  }
  if (d.id == device) {
    ++d.streams;
    const bool was_gone = d.announced_gone;
    d.announced_gone = false;
    lock.unlock();
    if (was_gone) notice(kBackNotice, player);
    return JoinResult::Rejoined;
  }
  // Another device with the same code: it waits until the host gives it the seat.
  if (d.refused == device) {
    d.refused.clear();  // told once; asking again asks the host again
    return JoinResult::Taken;
  }
  if (d.waiting == device) return JoinResult::Waiting;
  d.waiting = device;
  lock.unlock();
  notice(kTakeoverNotice, player);
  return JoinResult::Waiting;
}

void PhoneHub::leave(int player, const std::string& device) {
  std::lock_guard lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.id != device || d.streams == 0) return;
  if (--d.streams == 0) d.gone_since = std::chrono::steady_clock::now();
}

bool PhoneHub::holds(int player, const std::string& device) const {
  std::lock_guard lock(mutex_);
  return player >= 0 && static_cast<std::size_t>(player) < devices_.size() &&
         devices_[static_cast<std::size_t>(player)].id == device;
}

ActResult PhoneHub::act(int player, const PhoneAction& action) {
  std::unique_lock lock(mutex_);
  if (player < 0 || static_cast<std::size_t>(player) >= devices_.size()) return ActResult::NotHolder;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.id.empty() || d.id != action.device) return ActResult::NotHolder;
  if (action.seq <= d.last_seq) return ActResult::Replayed;
  const auto now = std::chrono::steady_clock::now();
  while (!d.recent_acts.empty() && now - d.recent_acts.front() > std::chrono::seconds(1)) d.recent_acts.pop_front();
  if (static_cast<int>(d.recent_acts.size()) >= kActsPerSecond) return ActResult::Limited;
  d.recent_acts.push_back(now);
  d.last_seq = action.seq;
  lock.unlock();
  std::string more(act_name(action.kind));
  more += " " + std::to_string(action.value);
  notice(kActNotice, player, std::move(more));
  return ActResult::Accepted;
}

std::shared_ptr<const Snapshot> PhoneHub::wait_newer(std::uint64_t version, std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout, [&] { return stopped_ || snapshot_->version > version; });
  return snapshot_;
}

std::shared_ptr<const Snapshot> PhoneHub::snapshot() const {
  std::lock_guard lock(mutex_);
  return snapshot_;
}

void PhoneHub::tick(std::chrono::steady_clock::time_point now, std::chrono::milliseconds grace) {
  std::vector<int> gone;
  {
    std::lock_guard lock(mutex_);
    for (std::size_t p = 0; p < devices_.size(); ++p) {
      Device& d = devices_[p];
      if (!d.id.empty() && d.streams == 0 && !d.announced_gone && now - d.gone_since >= grace) {
        d.announced_gone = true;
        gone.push_back(static_cast<int>(p));
      }
    }
    // Forget addresses quiet for a minute (the table stays small).
    std::erase_if(requests_, [&](const auto& kv) {
      return kv.second.empty() || now - kv.second.back() > std::chrono::minutes(1);
    });
  }
  for (int p : gone) notice(kLeftNotice, p);
}

bool PhoneHub::allow(const std::string& address, std::chrono::steady_clock::time_point now, int per_window,
                     std::chrono::milliseconds window) {
  std::lock_guard lock(mutex_);
  if (requests_.size() > 256 && !requests_.contains(address)) return false;  // a flood of addresses
  auto& times = requests_[address];
  while (!times.empty() && now - times.front() > window) times.pop_front();
  if (static_cast<int>(times.size()) >= per_window) return false;
  times.push_back(now);
  return true;
}

void PhoneHub::stop() {
  std::lock_guard lock(mutex_);
  stopped_ = true;
  changed_.notify_all();
}

void PhoneHub::restart() {
  std::lock_guard lock(mutex_);
  stopped_ = false;
  requests_.clear();
}

bool PhoneHub::stopped() const {
  std::lock_guard lock(mutex_);
  return stopped_;
}

}  // namespace sh::phones
