#include "online/online_link.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>

#include "online/online_host.h"
#include "online/online_protocol.h"

namespace sh::online {

namespace {
constexpr std::string_view kScheme = "xmpp:";
constexpr std::string_view kQuery = "?spoluhrac;seat=";
constexpr std::string_view kSecret = ";secret=";
}  // namespace

std::string link_uri(const InvitationLink& link) {
  return std::string(kScheme) + link.host + std::string(kQuery) + std::to_string(link.seat + 1) + std::string(kSecret) +
         link.secret;
}

std::optional<InvitationLink> parse_link(std::string_view text) {
  if (text.size() > 1024) return std::nullopt;
  const auto query = text.find(kQuery);
  if (query == std::string_view::npos) return std::nullopt;
  const auto scheme = text.rfind(kScheme, query);
  if (scheme == std::string_view::npos) return std::nullopt;
  InvitationLink link;
  link.host = bare_jid(std::string(text.substr(scheme + kScheme.size(), query - scheme - kScheme.size())));
  const auto at = link.host.find('@');
  if (at == std::string::npos || at == 0 || at + 1 == link.host.size() || link.host.size() > 256 ||
      link.host.find_first_of(" \t/?;") != std::string::npos)
    return std::nullopt;
  std::string_view rest = text.substr(query + kQuery.size());
  if (rest.empty() || rest[0] < '1' || rest[0] > '8') return std::nullopt;
  link.seat = rest[0] - '1';
  rest.remove_prefix(1);
  if (rest.substr(0, kSecret.size()) != kSecret) return std::nullopt;
  rest.remove_prefix(kSecret.size());
  link.secret = std::string(rest.substr(0, kSecretLength));
  if (!secret_shape(link.secret)) return std::nullopt;
  // Nothing of the URI may follow the secret (a longer hex run is another secret).
  if (rest.size() > kSecretLength && std::isxdigit(static_cast<unsigned char>(rest[kSecretLength])))
    return std::nullopt;
  return link;
}

std::string write_private_file(const std::filesystem::path& path, const std::string& text) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  const std::string tmp = path.string() + ".new";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return tmp + ": " + std::strerror(errno);
  ::fchmod(fd, 0600);
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string why = std::strerror(errno);
      ::close(fd);
      return tmp + ": " + why;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  ::close(fd);
  if (::rename(tmp.c_str(), path.c_str()) != 0) return path.string() + ": " + std::strerror(errno);
  return "";
}

}  // namespace sh::online
