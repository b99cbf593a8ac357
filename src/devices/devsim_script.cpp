#include "devices/devsim_script.h"

#include <charconv>
#include <sstream>

namespace sh::devsim {

namespace {

std::optional<int> to_int(const std::string& s, int lo, int hi) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc{} || p != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// "FF 00 0d" or "0xFF00" or "ff,00" -> bytes
std::optional<std::string> hex_bytes(const std::vector<std::string>& words) {
  std::string digits;
  for (auto w : words) {
    if (w.starts_with("0x") || w.starts_with("0X")) w = w.substr(2);
    for (char c : w)
      if (c != ',') digits += c;
  }
  if (digits.empty() || digits.size() % 2) return std::nullopt;
  std::string out;
  for (std::size_t i = 0; i < digits.size(); i += 2) {
    const int hi = hex_digit(digits[i]);
    const int lo = hex_digit(digits[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out += static_cast<char>(hi * 16 + lo);
  }
  return out;
}

std::string rest_after_word(const std::string& line) {
  auto start = line.find_first_not_of(" \t");
  auto space = line.find_first_of(" \t", start);
  if (space == std::string::npos) return {};
  auto rest = line.find_first_not_of(" \t", space);
  return rest == std::string::npos ? std::string{} : line.substr(rest);
}

}  // namespace

ParseResult parse_script(std::istream& in) {
  ParseResult r;
  std::string line;
  int number = 0;
  auto fail = [&](const std::string& why) {
    r.error = "line " + std::to_string(number) + ": " + why;
    return r;
  };
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::string text = rest_after_word(line);  // for raw/frame: keep '#' and spaces
    std::string code = line;
    std::istringstream words(code);
    std::vector<std::string> w;
    for (std::string s; words >> s;) {
      if (s.starts_with('#')) break;
      w.push_back(s);
    }
    if (w.empty()) continue;
    Command c;
    c.line = number;
    const std::string& op = w[0];
    const std::vector<std::string> args(w.begin() + 1, w.end());
    if (key_from_name(op)) {
      for (auto& name : w) {
        auto k = key_from_name(name);
        if (!k) return fail("'" + name + "' is not a key name");
        c.op = Op::Key;
        c.key = *k;
        r.commands.push_back(c);
      }
      continue;
    }
    if (op == "key" && args.size() == 1) {
      auto k = key_from_name(args[0]);
      if (!k) return fail("'" + args[0] + "' is not a key name");
      c.op = Op::Key;
      c.key = *k;
    } else if (op == "counter" && args.size() == 2) {
      auto i = to_int(args[0], 0, 31);
      auto v = to_int(args[1], -32768, 32767);
      if (!i || !v) return fail("counter INDEX(0-31) VALUE(-32768..32767)");
      c.op = Op::Counter;
      c.a = *i;
      c.b = *v;
    } else if (op == "tag" && (args.size() == 1 || args.size() == 2)) {
      if (args[0].size() != 10 || !hex_bytes({args[0]})) return fail("tag needs 10 hex digits");
      c.op = Op::Tag;
      c.text = args[0];
      c.a = 200;
      if (args.size() == 2) {
        auto ms = to_int(args[1], 0, 600000);
        if (!ms) return fail("tag hold time in ms");
        c.a = *ms;
      }
    } else if (op == "garbage" && !args.empty()) {
      auto b = hex_bytes(args);
      if (!b) return fail("garbage takes hex bytes, e.g. 'garbage FF 00 13'");
      c.op = Op::Garbage;
      c.bytes = *b;
    } else if (op == "raw" || op == "frame") {
      if (text.empty()) return fail(op + " needs text");
      c.op = op == "raw" ? Op::Raw : Op::Frame;
      c.text = text;
    } else if ((op == "sleep" || op == "gap") && args.size() == 1) {
      auto ms = to_int(args[0], 0, 600000);
      if (!ms) return fail(op + " takes milliseconds");
      c.op = op == "sleep" ? Op::Sleep : Op::Gap;
      c.a = *ms;
    } else if (args.empty() && (op == "replay" || op == "unplug" || op == "replug" ||
                                op == "reset" || op == "wait_host" || op == "wait_ack" ||
                                op == "hold")) {
      c.op = op == "replay"      ? Op::Replay
             : op == "unplug"    ? Op::Unplug
             : op == "replug"    ? Op::Replug
             : op == "reset"     ? Op::Reset
             : op == "wait_host" ? Op::WaitHost
             : op == "wait_ack"  ? Op::WaitAck
                                 : Op::Hold;
    } else {
      return fail("unknown command '" + line + "'");
    }
    r.commands.push_back(c);
  }
  return r;
}

}  // namespace sh::devsim
