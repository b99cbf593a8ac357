#include "phones/phone_hub.h"

#include <algorithm>
#include <utility>

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

void PhoneHub::changed() {
  changed_.notify_all();
  if (listener_) listener_();
}

void PhoneHub::set_listener(std::function<void()> listener) {
  std::lock_guard lock(mutex_);
  listener_ = std::move(listener);
}

void PhoneHub::new_game(std::vector<bool> coded) {
  std::lock_guard lock(mutex_);
  const std::size_t players = coded.size();
  tokens_.renew(coded);
  devices_.assign(players, Device{});
  ++game_;
  auto next = std::make_shared<Snapshot>(*snapshot_);
  next->version = ++version_;
  next->game = game_;
  next->views.assign(players, std::string());
  next->seat_versions.assign(players, 0);
  for (auto& v : next->seat_versions) v = ++version_;
  snapshot_ = std::move(next);
  changed();
}

void PhoneHub::publish(std::string lang, std::vector<std::string> views) {
  std::lock_guard lock(mutex_);
  const Snapshot& old = *snapshot_;
  auto next = std::make_shared<Snapshot>();
  next->game = game_;
  next->seat_versions.resize(views.size());
  bool any = lang != old.lang || views.size() != old.views.size();
  for (std::size_t p = 0; p < views.size(); ++p) {
    const bool acted = p < devices_.size() && std::exchange(devices_[p].acted, false);
    // A seat's version changes with its own view only (another seat's new hand is no
    // reason to refuse this seat's tap), and after it acted: its page may choose again.
    const bool same = p < old.views.size() && old.views[p] == views[p] && lang == old.lang;
    next->seat_versions[p] = same && !acted ? old.seat_versions[p] : ++version_;
    any = any || !same || acted;
  }
  if (!any) return;  // nothing new: the streams stay asleep
  next->version = ++version_;
  next->lang = std::move(lang);
  next->views = std::move(views);
  snapshot_ = std::move(next);
  changed();
}

std::vector<std::string> PhoneHub::tokens() const {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  for (int p = 0; p < tokens_.seats(); ++p) out.push_back(tokens_.token(p));
  return out;
}

void PhoneHub::give_code(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || player >= tokens_.seats() || tokens_.coded(player)) return;
  tokens_.renew_seat(player);
  devices_[static_cast<std::size_t>(player)] = Device{};
  changed();
}

void PhoneHub::drop_code(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || player >= tokens_.seats() || !tokens_.coded(player)) return;
  tokens_.clear_seat(player);
  devices_[static_cast<std::size_t>(player)] = Device{};
  changed();  // its page's stream ends
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

bool PhoneHub::asking(int player) const {
  std::lock_guard lock(mutex_);
  return valid(player) && !devices_[static_cast<std::size_t>(player)].waiting.empty();
}

bool PhoneHub::confirm_takeover(int player) {
  std::lock_guard lock(mutex_);
  if (!valid(player)) return false;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.waiting.empty()) return false;
  // The question was asked for the first that came; its open streams hold the seat now.
  Device next;
  next.id = std::move(d.waiting.front().id);
  next.streams = d.waiting.front().streams;
  next.gone_since = std::chrono::steady_clock::now();
  d = std::move(next);
  changed();  // the old device's streams and the other waiting ones see they are out
  return true;
}

bool PhoneHub::refuse_takeover(int player) {
  std::lock_guard lock(mutex_);
  if (!valid(player)) return false;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.waiting.empty()) return false;
  d.refused.clear();
  for (auto& w : d.waiting) d.refused.push_back(std::move(w.id));
  d.waiting.clear();
  changed();  // the waiting streams hear it
  return true;
}

void PhoneHub::revoke(int player) {
  std::lock_guard lock(mutex_);
  if (player < 0 || player >= tokens_.seats() || !tokens_.coded(player)) return;
  tokens_.renew_seat(player);
  devices_[static_cast<std::size_t>(player)] = Device{};
  changed();
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
  return tokens_.seat_of(token);
}

std::uint64_t PhoneHub::game() const {
  std::lock_guard lock(mutex_);
  return game_;
}

JoinResult PhoneHub::join(int player, const std::string& device) {
  std::unique_lock lock(mutex_);
  if (!valid(player) || !tokens_.coded(player) || device.empty()) return JoinResult::Taken;
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
  // Another device with the same code: it waits until the host gives it the seat. The host
  // is asked once, when the first device comes; the others wait quietly with it.
  std::erase(d.refused, device);  // asking again asks the host again
  const auto waiter = std::find_if(d.waiting.begin(), d.waiting.end(), [&](const Waiter& w) { return w.id == device; });
  if (waiter != d.waiting.end()) {
    ++waiter->streams;
    return JoinResult::Waiting;
  }
  if (d.waiting.size() >= kMaxWaiting) return JoinResult::Taken;
  d.waiting.push_back({device, 1});
  if (d.waiting.size() > 1) return JoinResult::Waiting;  // the question is pending already
  lock.unlock();
  notice(kTakeoverNotice, player);
  return JoinResult::Waiting;
}

void PhoneHub::leave(int player, const std::string& device) {
  std::lock_guard lock(mutex_);
  if (!valid(player)) return;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.id == device) {
    if (d.streams > 0 && --d.streams == 0) d.gone_since = std::chrono::steady_clock::now();
    return;
  }
  // A waiting device stays in line while the question is pending (its page may come back).
  for (auto& w : d.waiting)
    if (w.id == device && w.streams > 0) --w.streams;
}

bool PhoneHub::holds(int player, const std::string& device) const {
  std::lock_guard lock(mutex_);
  return valid(player) && !device.empty() && devices_[static_cast<std::size_t>(player)].id == device;
}

SeatState PhoneHub::seat_state(int player, const std::string& device) const {
  std::lock_guard lock(mutex_);
  if (!valid(player) || device.empty()) return SeatState::Out;
  const Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.id == device) return SeatState::Holds;
  for (const auto& w : d.waiting)
    if (w.id == device) return SeatState::Waits;
  if (std::find(d.refused.begin(), d.refused.end(), device) != d.refused.end()) return SeatState::Refused;
  return SeatState::Out;
}

ActResult PhoneHub::act(int player, const PhoneAction& action) {
  std::unique_lock lock(mutex_);
  if (!valid(player)) return ActResult::NotHolder;
  Device& d = devices_[static_cast<std::size_t>(player)];
  if (d.id.empty() || d.id != action.device) return ActResult::NotHolder;
  if (action.seq <= d.last_seq) return ActResult::Replayed;
  if (action.view != 0) {
    // Chosen on a view the seat no longer has, or a second action on one view (a double
    // tap before the first one's new view arrived): the page must choose again.
    const auto& versions = snapshot_->seat_versions;
    const std::uint64_t now_version = static_cast<std::size_t>(player) < versions.size() ? versions[static_cast<std::size_t>(player)] : 0;
    if (action.view != now_version || action.view == d.acted_view) {
      d.last_seq = action.seq;
      return ActResult::Stale;
    }
  }
  const auto now = std::chrono::steady_clock::now();
  while (!d.recent_acts.empty() && now - d.recent_acts.front() > std::chrono::seconds(1)) d.recent_acts.pop_front();
  if (static_cast<int>(d.recent_acts.size()) >= kActsPerSecond) return ActResult::Limited;
  d.recent_acts.push_back(now);
  d.last_seq = action.seq;
  if (action.view != 0) d.acted_view = action.view;
  d.acted = true;
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
  changed();
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
