#include "online/online_protocol.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>
#include <set>

namespace sh::online {

namespace {

using nlohmann::json;

bool hex_of(std::string_view s, std::size_t n) {
  return s.size() == n && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// The deepest nesting of [ and { outside strings, read before the JSON reader (which
// recurses) sees the bytes.
int depth_of(std::string_view s) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (char c : s) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

struct Bad {
  std::string reason;
};

const json& field(const json& o, const char* key) {
  auto it = o.find(key);
  if (it == o.end()) throw Bad{std::string("missing ") + key};
  return *it;
}

std::string text(const json& o, const char* key, std::size_t max = kMaxText) {
  const json& v = field(o, key);
  if (!v.is_string()) throw Bad{std::string(key) + " is not text"};
  const auto& s = v.get_ref<const std::string&>();
  if (s.size() > max) throw Bad{std::string(key) + " is too long"};
  return s;
}

std::int64_t integer(const json& o, const char* key, std::int64_t lo, std::int64_t hi) {
  const json& v = field(o, key);
  if (!v.is_number_integer()) throw Bad{std::string(key) + " is not a whole number"};
  const std::int64_t n = v.is_number_unsigned() ? (v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi) ? hi + 1 : static_cast<std::int64_t>(v.get<std::uint64_t>()))
                                                : v.get<std::int64_t>();
  if (n < lo || n > hi) throw Bad{std::string(key) + " is out of range"};
  return n;
}

bool flag(const json& o, const char* key) {
  const json& v = field(o, key);
  if (!v.is_boolean()) throw Bad{std::string(key) + " is not true or false"};
  return v.get<bool>();
}

void only_keys(const json& o, std::initializer_list<const char*> allowed) {
  for (auto it = o.begin(); it != o.end(); ++it) {
    if (std::none_of(allowed.begin(), allowed.end(), [&](const char* k) { return it.key() == k; }))
      throw Bad{"unknown key " + it.key().substr(0, 32)};
  }
}

constexpr std::int64_t kMaxSeq = (std::int64_t{1} << 53) - 1;
constexpr std::int64_t kMaxNumber = 1000000000;

const std::pair<Kind, const char*> kKinds[] = {{Kind::Invite, "invite"}, {Kind::Accept, "accept"}, {Kind::Decline, "decline"},
                                               {Kind::View, "view"},     {Kind::Say, "say"},       {Kind::Act, "act"},
                                               {Kind::Rejoin, "rejoin"}};
const std::pair<PageAct, const char*> kActs[] = {
    {PageAct::Lay, "lay"}, {PageAct::Draw, "draw"}, {PageAct::End, "end"}, {PageAct::Claim, "claim"}};

PageAct act_of(const std::string& s) {
  for (const auto& [a, name] : kActs)
    if (s == name) return a;
  throw Bad{"unknown act"};
}

bool arg_name_shape(std::string_view s) {
  return !s.empty() && s.size() <= 32 &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

// Messages read so far in one payload (kMaxMessages).
struct Budget {
  std::size_t messages = 0;
};

Message read_message(const json& o, int depth, Budget& budget);

// The id and arguments of a message from an object holding "id" and "args" (and maybe more).
void read_message_into(const json& o, Message& m, int depth, Budget& budget) {
  if (++budget.messages > kMaxMessages) throw Bad{"too many messages"};
  m.id = text(o, "id", 64);
  if (!message_id_shape(m.id)) throw Bad{"bad message id"};
  const json& args = field(o, "args");
  if (!args.is_array() || args.size() > kMaxArgs) throw Bad{"args is not a short list"};
  std::set<std::string> names;
  for (const auto& a : args) {
    if (!a.is_array() || a.size() != 2 || !a[0].is_string()) throw Bad{"an argument is not [name, value]"};
    const std::string name = a[0].get<std::string>();
    if (!arg_name_shape(name) || !names.insert(name).second) throw Bad{"bad argument name"};
    const json& v = a[1];
    if (v.is_number_integer()) {
      const json wrap = {{"n", v}};
      m.args.emplace_back(name, static_cast<long>(integer(wrap, "n", -kMaxNumber, kMaxNumber)));
    } else if (v.is_string() && v.get_ref<const std::string&>().size() <= kMaxText) {
      m.args.emplace_back(name, v.get<std::string>());
    } else if (v.is_object()) {  // a piece of language: {"items": [message...], "join": id or ""}
      if (depth >= kMaxPieceDepth) throw Bad{"pieces nested too deep"};
      only_keys(v, {"items", "join"});
      Pieces pieces;
      pieces.join = text(v, "join", 64);
      if (!pieces.join.empty() && !message_id_shape(pieces.join)) throw Bad{"bad join id"};
      const json& items = field(v, "items");
      // (an empty list is a list too: a hand with no card left)
      if (!items.is_array() || items.size() > kMaxList) throw Bad{"items is not a short list"};
      for (const auto& item : items) pieces.items.push_back(read_message(item, depth + 1, budget));
      m.args.emplace_back(name, std::move(pieces));
    } else {
      throw Bad{"bad argument value"};
    }
  }
}

// A message object {"id", "args"}.
Message read_message(const json& o, int depth, Budget& budget) {
  if (!o.is_object()) throw Bad{"a message is not an object"};
  only_keys(o, {"id", "args"});
  Message m;
  read_message_into(o, m, depth, budget);
  return m;
}

// A page's line: a short list of messages.
PageLine read_line(const json& v, Budget& budget) {
  if (!v.is_array() || v.size() > kMaxList) throw Bad{"a line is not a short list"};
  PageLine line;
  for (const auto& m : v) line.push_back(read_message(m, 0, budget));
  return line;
}

std::vector<PageLine> read_lines(const json& o, const char* key, Budget& budget) {
  const json& v = field(o, key);
  if (!v.is_array() || v.size() > kMaxList) throw Bad{std::string(key) + " is not a short list"};
  std::vector<PageLine> out;
  for (const auto& l : v) out.push_back(read_line(l, budget));
  return out;
}

json args_json(const Message& m);

json message_json(const Message& m) { return {{"id", m.id}, {"args", args_json(m)}}; }

json args_json(const Message& m) {
  json args = json::array();
  for (const auto& [name, value] : m.args) {
    if (const long* n = std::get_if<long>(&value)) args.push_back({name, *n});
    else if (const std::string* t = std::get_if<std::string>(&value)) args.push_back({name, *t});
    else {
      const Pieces& pieces = std::get<Pieces>(value);
      json items = json::array();
      for (const Message& item : pieces.items) items.push_back(message_json(item));
      args.push_back({name, {{"items", std::move(items)}, {"join", pieces.join}}});
    }
  }
  return args;
}

json line_json(const PageLine& line) {
  json out = json::array();
  for (const Message& m : line) out.push_back(message_json(m));
  return out;
}

json lines_json(const std::vector<PageLine>& lines) {
  json out = json::array();
  for (const PageLine& l : lines) out.push_back(line_json(l));
  return out;
}

Payload read(const json& o) {
  if (!o.is_object()) throw Bad{"not an object"};
  if (integer(o, "v", 0, 1000) != kProtocolVersion) throw Bad{"another protocol version"};
  const std::string t = text(o, "t", 16);
  Payload p;
  bool known = false;
  for (const auto& [k, name] : kKinds)
    if (t == name) {
      p.kind = k;
      known = true;
    }
  if (!known) throw Bad{"unknown kind"};
  p.table = text(o, "table", kTableIdLength);
  if (!table_id_shape(p.table)) throw Bad{"bad table id"};
  p.seat = static_cast<int>(integer(o, "seat", 0, kMaxSeats - 1));
  auto secret = [&] {
    p.secret = text(o, "secret", kSecretLength);
    if (!secret_shape(p.secret)) throw Bad{"bad secret"};
  };
  auto lang = [&] {
    p.lang = text(o, "lang", 2);
    if (p.lang != "cs" && p.lang != "en") throw Bad{"unknown language"};
  };
  switch (p.kind) {
    case Kind::Invite:
      only_keys(o, {"v", "t", "table", "seat", "secret", "game", "host"});
      secret();
      p.game = text(o, "game", 64);
      p.host = text(o, "host", 64);
      break;
    case Kind::Accept:
    case Kind::Rejoin:
      only_keys(o, {"v", "t", "table", "seat", "secret", "lang"});
      secret();
      lang();
      break;
    case Kind::Decline:
      only_keys(o, {"v", "t", "table", "seat", "secret"});
      secret();
      break;
    case Kind::Act: {
      only_keys(o, {"v", "t", "table", "seat", "secret", "seq", "act", "value"});
      secret();
      p.seq = static_cast<std::uint64_t>(integer(o, "seq", 1, kMaxSeq));
      p.act = act_of(text(o, "act", 8));
      p.value = static_cast<int>(integer(o, "value", -1, 99));
      if (p.act == PageAct::Lay && p.value < 0) throw Bad{"lay needs a card"};
      if ((p.act == PageAct::Draw || p.act == PageAct::End) && p.value != -1) throw Bad{"this act takes no card"};
      break;
    }
    case Kind::Say: {
      only_keys(o, {"v", "t", "table", "seat", "seq", "id", "args", "to"});
      p.seq = static_cast<std::uint64_t>(integer(o, "seq", 1, kMaxSeq));
      Budget budget;
      read_message_into(o, p.message, 0, budget);
      const std::string to = text(o, "to", 8);
      if (to == "table") p.message.to_table();
      else if (to == "seat") p.message.to(p.seat);
      else throw Bad{"bad audience"};
      break;
    }
    case Kind::View: {
      only_keys(o, {"v", "t", "table", "seat", "version", "name", "game", "my_turn", "turn", "hand", "public", "players",
                    "actions"});
      p.version = static_cast<std::uint64_t>(integer(o, "version", 1, kMaxSeq));
      Budget budget;
      p.page.name = text(o, "name");
      p.page.game = read_message(field(o, "game"), 0, budget);
      p.page.my_turn = flag(o, "my_turn");
      p.page.turn = read_line(field(o, "turn"), budget);
      p.page.hand = read_lines(o, "hand", budget);
      p.page.table = read_lines(o, "public", budget);
      p.page.players = read_lines(o, "players", budget);
      const json& acts = field(o, "actions");
      if (!acts.is_array() || acts.size() > 2 * kMaxList) throw Bad{"actions is not a short list"};
      for (const auto& a : acts) {
        if (!a.is_object()) throw Bad{"an action is not an object"};
        only_keys(a, {"act", "value", "label"});
        SeatPage::Button b;
        b.act = act_of(text(a, "act", 8));
        b.value = static_cast<int>(integer(a, "value", -1, 99));
        b.label = read_message(field(a, "label"), 0, budget);
        p.page.actions.push_back(std::move(b));
      }
      break;
    }
  }
  return p;
}

}  // namespace

std::variant<Payload, Refused> parse_payload(std::string_view bytes) {
  if (bytes.empty()) return Refused{"empty"};
  if (bytes.size() > kMaxPayloadBytes) return Refused{"too large"};
  if (depth_of(bytes) > kMaxDepth) return Refused{"nested too deep"};
  const json o = json::parse(bytes.begin(), bytes.end(), nullptr, false);
  if (o.is_discarded()) return Refused{"not JSON"};
  try {
    return read(o);
  } catch (const Bad& b) {
    return Refused{b.reason};
  } catch (const json::exception&) {
    return Refused{"bad value"};
  }
}

std::string to_json(const Payload& p) {
  json o = {{"v", kProtocolVersion}, {"t", std::string(kind_name(p.kind))}, {"table", p.table}, {"seat", p.seat}};
  switch (p.kind) {
    case Kind::Invite:
      o["secret"] = p.secret;
      o["game"] = p.game;
      o["host"] = p.host;
      break;
    case Kind::Accept:
    case Kind::Rejoin:
      o["secret"] = p.secret;
      o["lang"] = p.lang;
      break;
    case Kind::Decline: o["secret"] = p.secret; break;
    case Kind::Act:
      o["secret"] = p.secret;
      o["seq"] = p.seq;
      o["act"] = std::string(act_name(p.act));
      o["value"] = p.value;
      break;
    case Kind::Say: {
      o["seq"] = p.seq;
      o["id"] = p.message.id;
      o["args"] = args_json(p.message);
      o["to"] = p.message.audience.is_seat() ? "seat" : "table";
      break;
    }
    case Kind::View: {
      o["version"] = p.version;
      o["name"] = p.page.name;
      o["game"] = message_json(p.page.game);
      o["my_turn"] = p.page.my_turn;
      o["turn"] = line_json(p.page.turn);
      o["hand"] = lines_json(p.page.hand);
      o["public"] = lines_json(p.page.table);
      o["players"] = lines_json(p.page.players);
      json acts = json::array();
      for (const auto& b : p.page.actions)
        acts.push_back({{"act", std::string(act_name(b.act))}, {"value", b.value}, {"label", message_json(b.label)}});
      o["actions"] = std::move(acts);
      break;
    }
  }
  return o.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string_view kind_name(Kind k) {
  for (const auto& [kind, name] : kKinds)
    if (kind == k) return name;
  return "say";
}

std::string_view act_name(PageAct a) {
  for (const auto& [act, name] : kActs)
    if (act == a) return name;
  return "lay";
}

bool table_id_shape(std::string_view s) { return hex_of(s, kTableIdLength); }
bool secret_shape(std::string_view s) { return hex_of(s, kSecretLength); }

bool message_id_shape(std::string_view s) {
  return !s.empty() && s.size() <= 64 && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_';
  });
}

std::string random_hex(std::size_t n) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::random_device rd;
  std::string s;
  while (s.size() < n) {
    const unsigned r = rd();
    for (int i = 0; i < 8 && s.size() < n; ++i) s += kHex[(r >> (4 * i)) & 0xF];
  }
  return s;
}

}  // namespace sh::online
