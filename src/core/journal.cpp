#include "core/journal.h"

#include "core/user_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace sh {

namespace {
constexpr const char* kFormat = "spoluhrac-journal";
constexpr int kVersion = 2;  // 2: seats from 1 in every game's options (JournalHeader::version)
}  // namespace

JournalContents parse_journal(const std::string& text, const std::string& name) {
  JournalContents j;
  std::istringstream in(text);
  std::string line;
  if (!std::getline(in, line)) throw std::runtime_error(name + ": the journal is empty");
  try {
    auto h = nlohmann::json::parse(line);
    if (h.value("format", "") != kFormat) throw std::runtime_error("not a Spoluhráč journal");
    const int version = h.value("version", 0);
    if (version < 1 || version > kVersion)
      throw std::runtime_error("journal version " + std::to_string(version) + " is not supported");
    j.header.version = version;
    j.header.game = h.at("game").get<std::string>();
    j.header.options = h.at("options").get<GameOptions>();
    j.header.mode = h.at("mode").get<std::string>();
    j.header.seed = h.at("seed").get<std::uint64_t>();
    j.header.names = h.value("names", std::vector<std::string>{});
    if (h.contains("online"))
      for (const auto& seat : h.at("online"))
        j.header.remote.push_back(
            {seat.at("seat").get<int>() - 1, seat.at("jid").get<std::string>(), seat.at("secret").get<std::string>()});
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(name + ":1: bad header: " + e.what());
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(name + ":1: " + e.what());
  }
  const bool ends_with_newline = !text.empty() && text.back() == '\n';
  std::vector<Action> group;  // the open key's actions: kept once its last line is read
  std::vector<int> group_lines;
  int lineno = 1;
  while (std::getline(in, line)) {
    ++lineno;
    const bool last = in.peek() == std::char_traits<char>::eof();
    if (line.empty()) continue;
    if (last && !ends_with_newline) break;  // cut off mid-write by a crash: dropped below
    const bool more = line[0] == '+';
    const std::size_t start = more ? 1 : 0;
    std::size_t used = 0;
    long value = -1;
    if (start < line.size() && std::isdigit(static_cast<unsigned char>(line[start]))) {
      try {
        value = std::stol(line.substr(start), &used);
      } catch (const std::exception&) {
        used = 0;
      }
    }
    used += start;
    const bool well_formed = used > start && (used == line.size() || line[used] == '\t') && value >= 0 && value < 1000000;
    if (!well_formed) {
      // Damaged from here: the whole keys before it stand, it and the rest are counted out.
      j.bad_line = lineno;
      j.problem = name + ":" + std::to_string(lineno) + ": not an action: '" + line.substr(0, 40) + "'";
      j.dropped = group.size() + 1;
      while (std::getline(in, line))
        if (!line.empty()) ++j.dropped;
      return j;
    }
    group.push_back(static_cast<Action>(value));
    group_lines.push_back(lineno);
    if (more) continue;
    j.actions.insert(j.actions.end(), group.begin(), group.end());
    j.lines.insert(j.lines.end(), group_lines.begin(), group_lines.end());
    j.key_ends.push_back(j.actions.size());
    group.clear();
    group_lines.clear();
  }
  // A line cut mid-write, or a key whose last line never came: that key is left out.
  if (!group.empty() || (!text.empty() && !ends_with_newline && lineno > 1)) j.truncated = true;
  return j;
}

void drop_from(JournalContents& j, std::size_t index, const std::string& problem) {
  if (index >= j.actions.size()) return;
  std::size_t keep = 0;  // the end of the last whole key before `index`
  for (std::size_t end : j.key_ends)
    if (end <= index) keep = end;
  if (j.bad_line == 0 || j.lines[index] < j.bad_line) {
    j.bad_line = j.lines[index];
    j.problem = problem;
  }
  j.dropped += j.actions.size() - keep;
  j.actions.resize(keep);
  j.lines.resize(keep);
  std::erase_if(j.key_ends, [keep](std::size_t end) { return end > keep; });
}

JournalContents read_journal(const std::string& path) {
  return parse_journal(read_user_file(path, kJournalFileLimit), path);
}

JournalWriter::JournalWriter(const std::string& path, const JournalHeader& header,
                             const std::vector<std::pair<Action, std::string>>& played)
    : path_(path) {
  // Written beside and renamed into place, so the old file survives a failure here.
  const std::string tmp = path + ".new";
  // For its owner only: the seed deals every hand, and the seats online keep their secrets here.
  fd_ = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd_ < 0) throw std::runtime_error(path + ": cannot be written: " + std::strerror(errno));
  ::fchmod(fd_, 0600);  // a .new left by a crash may have had another mode
  nlohmann::json h = {{"format", kFormat}, {"version", kVersion}, {"game", header.game},
                      {"options", header.options}, {"mode", header.mode}, {"seed", header.seed},
                      {"names", header.names}};
  if (!header.remote.empty()) {
    nlohmann::json seats = nlohmann::json::array();
    for (const auto& r : header.remote) seats.push_back({{"seat", r.player + 1}, {"jid", r.jid}, {"secret", r.secret}});
    h["online"] = seats;
  }
  write_line(h.dump(), false);
  for (const auto& [a, description] : played) write_line(std::to_string(a) + '\t' + description, false);
  ::fdatasync(fd_);  // once for the whole file before it replaces the old one
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    ::close(fd_);
    fd_ = -1;
    throw std::runtime_error(path + ": cannot be written: " + std::strerror(errno));
  }
}

JournalWriter::~JournalWriter() {
  if (fd_ >= 0) ::close(fd_);
}

void JournalWriter::write_line(const std::string& text, bool sync) { write_all(text + '\n', sync); }

void JournalWriter::write_all(const std::string& text, bool sync) {
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd_, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error(path_ + ": writing failed: " + std::strerror(errno));
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  if (sync) ::fdatasync(fd_);
}

void JournalWriter::append(Action a, const std::string& description) {
  write_line(std::to_string(a) + '\t' + description);
}

void JournalWriter::append_group(const std::vector<std::pair<Action, std::string>>& actions, bool finished) {
  std::string text;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!finished || i + 1 < actions.size()) text += '+';
    text += std::to_string(actions[i].first) + '\t' + actions[i].second + '\n';
  }
  if (!text.empty()) write_all(text, true);
}

}  // namespace sh
