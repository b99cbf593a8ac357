// The catalogs and the code agree: every message id the code uses exists in every catalog,
// no catalog message is unused, Czech and English have the same messages with the same
// placeholders, every placeholder's grammar names a real noun, gender, case and
// preposition, and no Czech template would have to decline a player's name.
//
// Ids are found by scanning src/ for string literals that look like message ids
// ("sipky.turn"), in files that build messages. Ids built by concatenation ("sipky." +
// refusal type) are listed in kDynamic below: when new code concatenates a prefix, add the
// ids it can make there.
#include <gtest/gtest.h>

#include <filesystem>
#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "narration/catalog.h"
#include "narration/language.h"
#include "narration/number_grammar.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------- explicit lists

std::vector<std::string> numbered(const std::string& prefix, int from, int to) {
  std::vector<std::string> ids;
  for (int i = from; i <= to; ++i) ids.push_back(prefix + std::to_string(i));
  return ids;
}

// Message ids built at run time: the literal prefix in the code and every id it can make.
struct Dynamic {
  std::string prefix;
  std::vector<std::string> ids;
  const char* where;
};

const std::vector<Dynamic> kDynamic = {
    {"sipky.",
     {"sipky.refused.no_card_left", "sipky.refused.first_throw_two", "sipky.refused.no_stop_in_exact",
      "sipky.refused.not_in_hand", "sipky.refused.dealing", "sipky.refused.not_dealing", "sipky.refused.not_now",
      "sipky.refused.game_over"},
     "sipky_narration.cpp refusal(): \"sipky.\" + refusal event type (sipky_game.cpp why_illegal)"},
    {"sipky.lesson.", numbered("sipky.lesson.", 1, 8), "sipky_entry.cpp lesson_steps()"},
    {"settings.lang.", {"settings.lang.cs", "settings.lang.en"}, "settings_screen.cpp: the language's code"},
    {"variant.",
     {"variant.placement", "variant.hits", "variant.presny", "variant.603"},
     "main_menu.cpp spoken_variant(): each word of a history variant code"},
    {"variant.count.", {"variant.count.games", "variant.count.players"},
     "main_menu.cpp spoken_variant(): a number and the word after it in a history variant code"},
    {"stats.best.", {"stats.best.quist", "stats.best.numberfloor"}, "main_menu.cpp stats_screen(): the unit of a game's best result"},
    {"settings.output.",
     {"settings.output.auto", "settings.output.espeak", "settings.output.speechd"},
     "settings_screen.cpp: the speech output's name"},
    {"speech.auto.", {"speech.auto.espeak", "speech.auto.speechd"}, "main.cpp: what --speech auto picked"},
    {"settings.verbosity.",
     {"settings.verbosity.beginner", "settings.verbosity.normal", "settings.verbosity.terse"},
     "settings_screen.cpp: the verbosity's name"},
    {"settings.voice.",
     {"settings.voice.f2", "settings.voice.f4", "settings.voice.m3", "settings.voice.m7"},
     "settings_screen.cpp: the eSpeak voice variant after '+' (settings.voice.default is a literal)"},
    // Quist and KIVI (as written on their branches; checked once their code is merged).
    {"quist.",
     {"quist.refused.match_over", "quist.refused.not_a_card", "quist.refused.not_in_hand",
      "quist.refused.value_exhausted"},
     "quist_narration.cpp refusal(): \"quist.\" + refusal event type"},
    {"quist.stake.", numbered("quist.stake.", 2, 9), "quist_narration.cpp stake_id()"},
    {"quist.review.count.", numbered("quist.review.count.", 0, 9), "quist_narration.cpp hand counts by value"},
    {"quist.help.rule.", numbered("quist.help.rule.", 1, 10), "quist_entry.cpp lesson_steps(), rule_summary()"},
    {"kivi.",
     {"kivi.refused.all_dice_held", "kivi.refused.cell_occupied", "kivi.refused.combination_not_rolled",
      "kivi.refused.dice_rolling", "kivi.refused.die_value", "kivi.refused.game_over",
      "kivi.refused.higher_combination", "kivi.refused.no_die_to_hold", "kivi.refused.no_held_die",
      "kivi.refused.no_rolls_left", "kivi.refused.not_rolling", "kivi.refused.nothing_to_relocate",
      "kivi.refused.own_stone", "kivi.refused.relocation_pending", "kivi.refused.unknown_action"},
     "kivi_narration.cpp refusal(): \"kivi.\" + refusal event type"},
    {"kivi.comb.", numbered("kivi.comb.", 0, 12), "kivi_narration.cpp combination_name()"},
    {"kivi.game_over_shared.",
     {"kivi.game_over_shared.2", "kivi.game_over_shared.2f", "kivi.game_over_shared.3", "kivi.game_over_shared.3f",
      "kivi.game_over_shared.4", "kivi.game_over_shared.4f"},
     "kivi_narration.cpp shared_win(): the number of winners, f when all are women"},
    {"sipky.setup.opponents.", numbered("sipky.setup.opponents.", 1, 3), "sipky_entry.cpp opponents_question()"},
    {"kivi.joker.", numbered("kivi.joker.", 1, 3), "kivi_narration.cpp joker_name()"},
    {"kivi.allowed_joker.", numbered("kivi.allowed_joker.", 1, 3), "kivi_narration.cpp allowed cells of a joker"},
    {"setup.computers.", numbered("setup.computers.", 1, 5), "registry.cpp computers_question()"},
    {"kivi.lesson.", numbered("kivi.lesson.", 1, 10), "kivi_entry.cpp lesson_steps()"},
};

// Literals that look like message ids in files that build messages but are something else.
// (Event types that rules engines emit, such as Quist's "game.start", are recognized by
// themselves: they occur in engine files, which build no messages.)
const std::set<std::string> kNotMessageIds = {
    "computer.thought",  // app.cpp: the internal notice that brings a computer's decision back
    "hint.thought",      // app.cpp: the internal notice that brings a hint's or the coach's answer back
    "speech.recheck",    // main.cpp: the internal notice of the outputs' watch (a screen reader appeared)
};

// Catalog messages no code uses yet, and why.
const std::map<std::string, std::string> kAllowedUnused = {
};

// Arguments that the code passes with a message although its normal text does not use
// them, so a verbosity variant may: message id -> argument names.
const std::map<std::string, std::set<std::string>> kVariantExtraArgs = {
    {"sipky.busted", {"target", "value", "missing"}},  // busted event fields
    {"kivi.allowed", {"list"}},  // kivi_narration.cpp allowed_cells(): every cell, for beginners (issue 30)
};

// ---------------------------------------------------------------- scanning the code

struct Literal {
  std::string text;
  std::string file;
  bool compared = false;  // next to == or != (an event type being tested, not a message)
};

struct SourceFile {
  std::string path;
  bool builds_messages = false;
  std::vector<Literal> literals;
};

// String literals of a C++ file, comments skipped.
SourceFile scan(const fs::path& path) {
  SourceFile f;
  f.path = fs::relative(path, SPOLUHRAC_SOURCE_DIR).string();
  const std::string s = test::read_file(path.string());
  std::string code;  // the file without comments and literals, to look for "Message"
  auto skip_space_back = [&](std::size_t i) {
    while (i > 0 && std::isspace(static_cast<unsigned char>(s[i - 1]))) --i;
    return i;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 2, "//") == 0) {
      i = s.find('\n', i);
      if (i == std::string::npos) break;
      continue;
    }
    if (s.compare(i, 2, "/*") == 0) {
      i = s.find("*/", i + 2);
      if (i == std::string::npos) break;
      ++i;
      continue;
    }
    if (s[i] == '\'') {  // a character literal
      for (++i; i < s.size() && s[i] != '\''; ++i)
        if (s[i] == '\\') ++i;
      continue;
    }
    if (s[i] == 'R' && i + 1 < s.size() && s[i + 1] == '"') {  // a raw string: R"delim( ... )delim"
      auto open = s.find('(', i);
      const std::string end = ")" + s.substr(i + 2, open - i - 2) + "\"";
      auto close = s.find(end, open);
      f.literals.push_back({s.substr(open + 1, close - open - 1), f.path});
      i = close + end.size() - 1;
      continue;
    }
    if (s[i] != '"') {
      code += s[i];
      continue;
    }
    const std::size_t start = i;
    std::string text;
    for (++i; i < s.size() && s[i] != '"'; ++i) {
      if (s[i] == '\\') text += s[i++];
      text += s[i];
    }
    Literal lit{text, f.path};
    const std::size_t before = skip_space_back(start);
    std::size_t after = i + 1;
    while (after < s.size() && std::isspace(static_cast<unsigned char>(s[after]))) ++after;
    auto is_cmp = [&](std::size_t at) { return s.compare(at, 2, "==") == 0 || s.compare(at, 2, "!=") == 0; };
    lit.compared = (before >= 2 && is_cmp(before - 2)) || is_cmp(after);
    f.literals.push_back(lit);
  }
  f.builds_messages = code.find("Message") != std::string::npos || code.find("notice(") != std::string::npos;
  return f;
}

std::vector<SourceFile> scan_sources() {
  std::vector<SourceFile> files;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(SPOLUHRAC_SOURCE_DIR) / "src")) {
    const auto ext = entry.path().extension();
    if (entry.is_regular_file() && (ext == ".cpp" || ext == ".h")) files.push_back(scan(entry.path()));
  }
  return files;
}

bool looks_like_id(const std::string& s) {
  static const std::regex id(R"([a-z][a-z0-9_]*(\.[a-z0-9_]+)+)");
  static const std::regex file(R"(.*\.(json|txt|po|md|wav|ogg|cpp|h|tmp|log)$)");
  return std::regex_match(s, id) && !std::regex_match(s, file);
}

bool looks_like_prefix(const std::string& s) {
  static const std::regex prefix(R"([a-z][a-z0-9_]*(\.[a-z0-9_]+)*\.)");
  return std::regex_match(s, prefix);
}

std::string namespace_of(const std::string& id) { return id.substr(0, id.find('.')); }

// ---------------------------------------------------------------- catalogs

struct Placeholder {
  std::string name, spec;
};

std::vector<Placeholder> placeholders(const std::string& tmpl) {
  std::vector<Placeholder> out;
  for (std::size_t i = tmpl.find('{'); i != std::string::npos; i = tmpl.find('{', i + 1)) {
    auto close = tmpl.find('}', i);
    if (close == std::string::npos) break;
    std::string body = tmpl.substr(i + 1, close - i - 1);
    auto colon = body.find(':');
    out.push_back({body.substr(0, colon), colon == std::string::npos ? "" : body.substr(colon + 1)});
  }
  return out;
}

// The arguments a template inserts; a gender choice {name:g:...|...} inserts none (English
// has no such agreement, so a Czech sentence may use it where the English one does not).
std::set<std::string> names_of(const std::string& tmpl) {
  std::set<std::string> names;
  for (const auto& p : placeholders(tmpl))
    if (p.spec.rfind("g:", 0) != 0) names.insert(p.name);
  return names;
}

bool is_noun(const std::string& id) { return id.rfind("noun.", 0) == 0; }
bool is_variant(const std::string& ctx) { return ctx == "terse" || ctx == "beginner"; }
bool is_case(const std::string& ctx) { return case_from_name(ctx).has_value(); }

std::string join(const std::set<std::string>& s) {
  std::string out;
  for (const auto& x : s) out += (out.empty() ? "" : ", ") + x;
  return out;
}

class CatalogConsistency : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const std::string dir = std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/";
    catalogs_ = new std::map<std::string, Catalog>{{"cs", Catalog::load(dir + "cs.po")}, {"en", Catalog::load(dir + "en.po")}};
    files_ = new std::vector<SourceFile>(scan_sources());
  }
  static void TearDownTestSuite() {
    delete catalogs_;
    delete files_;
  }

  static std::set<std::string> message_ids(const Catalog& c) {
    std::set<std::string> ids;
    for (const auto& [ctx, id] : c.keys())
      if (ctx.empty()) ids.insert(id);
    return ids;
  }
  static std::set<std::string> namespaces() {
    std::set<std::string> ns;
    for (const auto& [code, cat] : *catalogs_)
      for (const auto& id : message_ids(cat)) ns.insert(namespace_of(id));
    return ns;
  }
  // Literals that are message ids used by the code (message-building files, not comparisons).
  // Event types and other names the rules engines use: literals of files that build no messages.
  static std::set<std::string> engine_literals() {
    std::set<std::string> out;
    for (const auto& f : *files_)
      if (!f.builds_messages)
        for (const auto& lit : f.literals) out.insert(lit.text);
    return out;
  }
  static std::map<std::string, std::string> used_literals() {
    const auto ns = namespaces();
    const auto engine = engine_literals();
    std::map<std::string, std::string> used;  // id -> a file using it
    for (const auto& f : *files_) {
      if (!f.builds_messages) continue;
      for (const auto& lit : f.literals) {
        if (lit.compared || !looks_like_id(lit.text) || !ns.count(namespace_of(lit.text)) ||
            kNotMessageIds.count(lit.text))
          continue;
        bool in_catalog = false;
        for (const auto& [code, cat] : *catalogs_) in_catalog = in_catalog || cat.has(lit.text);
        if (engine.count(lit.text) && !in_catalog) continue;  // an event type, not a message
        used.emplace(lit.text, f.path);
      }
    }
    return used;
  }
  static std::set<std::string> prefixes_in_code() {
    const auto ns = namespaces();
    std::set<std::string> out;
    for (const auto& f : *files_)
      if (f.builds_messages)
        for (const auto& lit : f.literals)
          if (looks_like_prefix(lit.text) && ns.count(namespace_of(lit.text))) out.insert(lit.text);
    return out;
  }
  static std::set<std::string> all_used() {
    std::set<std::string> used;
    for (const auto& [id, file] : used_literals()) used.insert(id);
    const auto prefixes = prefixes_in_code();
    for (const auto& d : kDynamic)
      if (prefixes.count(d.prefix)) used.insert(d.ids.begin(), d.ids.end());
    // A lesson's titles are derived from its game and step ids (play/lesson_kit.cpp begin(),
    // open_chapter(), finish()): "<game>.lesson.title", "<game>.lesson.step.<id>",
    // "<game>.lesson.chapter.<id>"; tests/play/lesson_tries_test.cpp checks that each step or
    // chapter title names a step of that game's lesson.
    static const std::regex title(R"([a-z]+\.lesson\.((step|chapter)\.[a-z0-9_]+|title))");
    for (const auto& id : message_ids(catalogs_->at("cs")))
      if (std::regex_match(id, title)) used.insert(id);
    // A setup choice naming seats is said as its label's id + ".named" when the players
    // have names (main_menu.cpp choice_label()).
    for (const auto& id : std::set<std::string>(used)) used.insert(id + ".named");
    return used;
  }

  static std::map<std::string, Catalog>* catalogs_;
  static std::vector<SourceFile>* files_;
};

std::map<std::string, Catalog>* CatalogConsistency::catalogs_ = nullptr;
std::vector<SourceFile>* CatalogConsistency::files_ = nullptr;

TEST_F(CatalogConsistency, TheScanFindsTheKnownUses) {
  auto used = used_literals();
  for (const char* id : {"sipky.turn", "menu.main", "device.lost", "card.learn.saved", "game.sipky", "player.default",
                         "sipky.setup.variant", "sipky.review.player_busted", "input.no_display"})
    EXPECT_TRUE(used.count(id)) << id << " should be found in src/";
  EXPECT_FALSE(used.count("game.start")) << "Quist's event type is not a message";
  EXPECT_FALSE(used.count("cards.json"));
  EXPECT_GT(used.size(), 100u);
}

TEST_F(CatalogConsistency, EveryIdTheCodeUsesIsInEveryCatalog) {
  for (const auto& [id, file] : used_literals())
    for (const auto& [code, cat] : *catalogs_)
      EXPECT_TRUE(cat.has(id)) << file << " uses \"" << id << "\", missing in " << code
                               << ".po (or, if it is not a message, list it in kNotMessageIds)";
}

TEST_F(CatalogConsistency, EveryConcatenatedPrefixIsListedWithItsIds) {
  const auto prefixes = prefixes_in_code();
  for (const auto& p : prefixes) {
    bool listed = false;
    for (const auto& d : kDynamic) listed = listed || d.prefix == p;
    std::set<std::string> under;
    for (const auto& id : message_ids(catalogs_->at("cs")))
      if (id.rfind(p, 0) == 0) under.insert(id);
    EXPECT_TRUE(listed) << "the code builds message ids from \"" << p << "\": list them in kDynamic ("
                        << "catalog ids under it: " << join(under) << ")";
  }
  for (const auto& d : kDynamic) {
    if (!prefixes.count(d.prefix)) continue;
    for (const auto& id : d.ids)
      for (const auto& [code, cat] : *catalogs_)
        EXPECT_TRUE(cat.has(id)) << d.where << " makes \"" << id << "\", missing in " << code << ".po";
  }
}

TEST_F(CatalogConsistency, EveryRefusalEventHasItsMessage) {
  // The refusal types a game's engine emits are exactly the ids listed for "<game>." + type.
  const auto prefixes = prefixes_in_code();
  int games = 0;
  for (const char* game : {"sipky", "quist", "kivi"}) {
    const std::string prefix = std::string(game) + ".";
    if (!prefixes.count(prefix)) continue;
    ++games;
    std::set<std::string> emitted;
    for (const auto& f : *files_)
      if (f.path.rfind("src/games/" + std::string(game) + "/", 0) == 0)
        for (const auto& lit : f.literals)
          if (lit.text.rfind("refused.", 0) == 0 && looks_like_id(lit.text)) emitted.insert(prefix + lit.text);
    std::set<std::string> listed;
    for (const auto& d : kDynamic)
      if (d.prefix == prefix) listed.insert(d.ids.begin(), d.ids.end());
    EXPECT_EQ(emitted, listed) << game << ": refusal event types vs kDynamic";
  }
  EXPECT_GE(games, 1);
}

TEST_F(CatalogConsistency, NoCatalogMessageIsUnused) {
  const auto used = all_used();
  for (const auto& [code, cat] : *catalogs_)
    for (const auto& id : message_ids(cat)) {
      if (is_noun(id) || used.count(id) || kAllowedUnused.count(id)) continue;
      ADD_FAILURE() << code << ".po: \"" << id << "\" is used nowhere in src/ (remove it, or list it in "
                    << "kAllowedUnused with the reason)";
    }
  for (const auto& [id, why] : kAllowedUnused)
    EXPECT_FALSE(used.count(id)) << id << " is used now: take it off kAllowedUnused";
}

TEST_F(CatalogConsistency, ContextsAreVerbosityVariantsOrNounForms) {
  for (const auto& [code, cat] : *catalogs_)
    for (const auto& [ctx, id] : cat.keys()) {
      if (ctx.empty()) continue;
      if (is_variant(ctx)) {
        EXPECT_TRUE(cat.has(id)) << code << ".po: the " << ctx << " variant of \"" << id << "\" has no normal message";
        EXPECT_FALSE(is_noun(id)) << code << ".po: a noun has no verbosity variants";
      } else if (ctx == "gender" || is_case(ctx)) {
        EXPECT_TRUE(is_noun(id)) << code << ".po: msgctxt \"" << ctx << "\" belongs to nouns, not \"" << id << "\"";
        EXPECT_TRUE(cat.has(id)) << code << ".po: \"" << id << "\" has " << ctx << " forms but no nominative";
      } else {
        ADD_FAILURE() << code << ".po: unknown msgctxt \"" << ctx << "\" on \"" << id << "\"";
      }
    }
}

TEST_F(CatalogConsistency, CzechAndEnglishHaveTheSameMessagesAndVariants) {
  auto keys = [](const Catalog& c) {
    std::set<std::pair<std::string, std::string>> out;
    for (const auto& k : c.keys())
      if (!is_case(k.first)) out.insert(k);  // case forms exist only where a language has cases
    return out;
  };
  const auto cs = keys(catalogs_->at("cs")), en = keys(catalogs_->at("en"));
  for (const auto& [ctx, id] : cs) EXPECT_TRUE(en.count({ctx, id})) << "en.po lacks [" << ctx << "] " << id;
  for (const auto& [ctx, id] : en) EXPECT_TRUE(cs.count({ctx, id})) << "cs.po lacks [" << ctx << "] " << id;
}

TEST_F(CatalogConsistency, PlaceholdersMatchBetweenLanguagesAndVariants) {
  const Catalog &cs = catalogs_->at("cs"), &en = catalogs_->at("en");
  for (const auto& [ctx, id] : cs.keys()) {
    if (is_noun(id) || !(ctx.empty() || is_variant(ctx)) || !en.has(id, ctx)) continue;
    const auto a = names_of(*cs.get(id, ctx)), b = names_of(*en.get(id, ctx));
    EXPECT_EQ(a, b) << "[" << ctx << "] " << id << ": cs {" << join(a) << "} vs en {" << join(b) << "}";
  }
  for (const auto& [code, cat] : *catalogs_)
    for (const auto& [ctx, id] : cat.keys()) {
      if (!is_variant(ctx) || !cat.has(id)) continue;
      auto allowed = names_of(*cat.get(id));
      if (auto extra = kVariantExtraArgs.find(id); extra != kVariantExtraArgs.end())
        allowed.insert(extra->second.begin(), extra->second.end());
      for (const auto& name : names_of(*cat.get(id, ctx)))
        EXPECT_TRUE(allowed.count(name)) << code << ".po [" << ctx << "] " << id << " uses {" << name
                                         << "}, which the code may not pass (see kVariantExtraArgs)";
    }
}

TEST_F(CatalogConsistency, EveryPlaceholderGrammarIsValid) {
  for (const auto& [code, cat] : *catalogs_) {
    bool has_cases = false;
    for (const auto& [ctx, id] : cat.keys()) has_cases = has_cases || is_case(ctx);
    for (const auto& [ctx, id] : cat.keys()) {
      if (is_noun(id) || !(ctx.empty() || is_variant(ctx))) continue;
      for (const auto& p : placeholders(*cat.get(id, ctx))) {
        if (p.spec.empty()) continue;
        const std::string where = code + ".po " + id + " {" + p.name + ":" + p.spec + "}";
        if (p.spec.rfind("g:", 0) == 0) {
          const std::string forms = p.spec.substr(2);
          EXPECT_EQ(std::count(forms.begin(), forms.end(), '|'), 1) << where << ": g:MASCULINE|FEMININE";
          continue;
        }
        std::vector<std::string> parts;
        for (std::size_t start = 0;;) {
          auto colon = p.spec.find(':', start);
          parts.push_back(p.spec.substr(start, colon - start));
          if (colon == std::string::npos) break;
          start = colon + 1;
        }
        ASSERT_LE(parts.size(), 3u) << where << ": at most KIND:CASE:PREPOSITION";
        const std::string& kind = parts[0];
        std::optional<Case> c = parts.size() > 1 ? case_from_name(parts[1]) : Case::Nom;
        EXPECT_TRUE(c.has_value()) << where << ": unknown case (nom gen dat acc loc ins)";
        if (parts.size() > 2 && code == "cs") {
          EXPECT_TRUE(parts[2] == "s" || parts[2] == "z" || parts[2] == "k" || parts[2] == "v")
              << where << ": only s, z, k, v change form; write other prepositions outside the braces";
        }
        if (kind.rfind("noun.", 0) == 0) {
          EXPECT_TRUE(cat.has(kind)) << where << ": no noun " << kind;
          auto gender = cat.get(kind, "gender");
          EXPECT_TRUE(gender && gender_from_name(*gender)) << where << ": " << kind << " needs msgctxt \"gender\" m, ma, f or n";
          if (has_cases && c && *c != Case::Nom) {
            EXPECT_TRUE(cat.has(kind, case_name(*c)))
                << where << ": " << kind << " has no forms in msgctxt \"" << case_name(*c) << "\"";
          }
        } else if (kind.rfind("num", 0) == 0 || kind.rfind("ord", 0) == 0) {
          EXPECT_TRUE(kind == "num" || kind == "ord" ||
                      ((kind.rfind("num.", 0) == 0 || kind.rfind("ord.", 0) == 0) && gender_from_name(kind.substr(4))))
              << where << ": num.G or ord.G with G one of m, ma, f, n";
        } else {
          ADD_FAILURE() << where << ": unknown kind (noun.X, num.G, ord.G)";
        }
      }
    }
  }
}

// Czech declines names, and a name the program does not know cannot be declined safely: a
// player's name must never follow a preposition or go with a plain past tense ("{player}
// hodil"); a past tense agrees through a gender choice ("{player} {player:g:hodil|hodila}").
TEST_F(CatalogConsistency, CzechNeverDeclinesAPlayersName) {
  static const std::set<std::string> prepositions = {"s", "se", "z", "ze", "k", "ke", "v", "ve", "o", "u", "do", "od",
                                                     "na", "po", "pro", "před", "přes", "při", "za", "bez", "mezi",
                                                     "nad", "pod", "proti", "kromě", "podle", "díky", "vedle", "místo"};
  static const std::regex name_placeholder(R"(\{(player[a-z0-9_]*|dealer|winner|leader)\})");
  static const std::regex past_tense(R"(^\s+[a-záčďéěíňóřšťúůýž]+(l|la|lo|li|ly)([\s.,:;!?]|$))");
  const Catalog& cs = catalogs_->at("cs");
  int checked = 0;
  for (const auto& [ctx, id] : cs.keys()) {
    if (is_noun(id) || !(ctx.empty() || is_variant(ctx))) continue;
    const std::string t = *cs.get(id, ctx);
    for (auto it = std::sregex_iterator(t.begin(), t.end(), name_placeholder); it != std::sregex_iterator(); ++it) {
      ++checked;
      const auto pos = static_cast<std::size_t>(it->position());
      std::size_t end = pos;
      while (end > 0 && t[end - 1] == ' ') --end;
      std::size_t start = end;
      while (start > 0 && t[start - 1] != ' ' && t[start - 1] != '.' && t[start - 1] != ',') --start;
      const std::string before = t.substr(start, end - start);
      std::string lower = before;
      for (auto& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      EXPECT_FALSE(prepositions.count(lower)) << "[" << ctx << "] " << id << ": \"" << before << " " << it->str()
                                              << "\" would need a declined name";
      const std::string after = t.substr(pos + static_cast<std::size_t>(it->length()));
      EXPECT_FALSE(std::regex_search(after, past_tense))
          << "[" << ctx << "] " << id << ": a past tense after " << it->str() << " has the name's gender";
    }
  }
  EXPECT_GT(checked, 20);
}

}  // namespace
}  // namespace sh
