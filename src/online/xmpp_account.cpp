#include "online/xmpp_account.h"

#include <sys/stat.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "storage/settings.h"

namespace sh::online {

std::filesystem::path default_xmpp_account_path() { return default_settings_path().parent_path() / "xmpp.json"; }

std::variant<XmppAccount, AccountProblem> load_xmpp_account(const std::filesystem::path& file) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) return AccountProblem{Message("online.account_missing"), file.string() + " does not exist"};
  if ((st.st_mode & 077) != 0)
    return AccountProblem{Message("online.account_readable"),
                          file.string() + " may be read by others than its owner; chmod 600 it (the password is in it)"};
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  if (!in || text.str().size() > 4096) return AccountProblem{Message("online.account_damaged"), file.string() + " cannot be read"};
  const auto o = nlohmann::json::parse(text.str(), nullptr, false);
  // The reasons name the field, never its value.
  if (o.is_discarded() || !o.is_object()) return AccountProblem{Message("online.account_damaged"), file.string() + " is not a JSON object"};
  XmppAccount a;
  auto str = [&](const char* key, std::string& out, bool required) {
    auto it = o.find(key);
    if (it == o.end()) return !required;
    if (!it->is_string()) return false;
    out = it->get<std::string>();
    return !(required && out.empty());
  };
  if (!str("jid", a.jid, true) || a.jid.find('@') == std::string::npos)
    return AccountProblem{Message("online.account_damaged"), file.string() + ": \"jid\" is missing or not name@server"};
  if (!str("password", a.password, true))
    return AccountProblem{Message("online.account_damaged"), file.string() + ": \"password\" is missing"};
  if (!str("server", a.server, false) || !str("cafile", a.cafile, false))
    return AccountProblem{Message("online.account_damaged"), file.string() + ": \"server\" or \"cafile\" is not text"};
  if (auto it = o.find("port"); it != o.end()) {
    if (!it->is_number_integer() || it->get<long>() < 1 || it->get<long>() > 65535)
      return AccountProblem{Message("online.account_damaged"), file.string() + ": \"port\" is not 1..65535"};
    a.port = static_cast<int>(it->get<long>());
  }
  return a;
}

}  // namespace sh::online
