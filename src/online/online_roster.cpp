#include "online/online_roster.h"

#include <sstream>

#include "online/online_host.h"
#include "online/xmpp_client.h"

namespace sh::online {

bool OnlineRoster::on_notice(const InputItem& item) {
  if (item.press) return false;
  const auto before = online();
  if (item.notice == kRosterNotice) {
    contacts_.clear();
    std::istringstream in(item.notice_arg);
    for (std::string line; std::getline(in, line) && contacts_.size() < kMaxRosterContacts;) {
      const auto tab = line.find('\t');
      const std::string jid = bare_jid(line.substr(0, tab));
      if (jid.find('@') == std::string::npos) continue;
      contacts_.push_back({jid, tab == std::string::npos ? std::string() : line.substr(tab + 1)});
    }
    known_ = true;
  } else if (item.notice == kPresenceNotice) {
    const auto nl = item.notice_arg.find('\n');
    if (nl == std::string::npos) return false;
    const std::string full = item.notice_arg.substr(0, nl);
    auto& sessions = sessions_[bare_jid(full)];
    if (item.notice_arg.substr(nl + 1) == "available") sessions.insert(full);
    else sessions.erase(full);
    if (sessions_.size() > 4 * kMaxRosterContacts) {  // strangers' presence must not grow it without end
      for (auto it = sessions_.begin(); it != sessions_.end();) it = it->second.empty() ? sessions_.erase(it) : std::next(it);
    }
  } else {
    return false;
  }
  return online() != before;
}

std::vector<OnlineRoster::Contact> OnlineRoster::online() const {
  std::vector<Contact> out;
  for (const auto& c : contacts_)
    if (auto it = sessions_.find(c.jid); it != sessions_.end() && !it->second.empty()) out.push_back(c);
  return out;
}

}  // namespace sh::online
