// The layers of src/ import one way: app -> games -> play -> core, with narration, speech,
// sound, input, storage and devices as side layers that know none of app, games or play;
// phones (a seat service) and display (the window) know neither the shell nor each other.
// Reads every source file's #include lines and fails on an include against the arrows.
// Within games/, a game includes only its own folder: games/registry.h, which knows every
// game, is for the app and main() alone (a game's entry builds a play/game_entry.h).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <string>

#include <unistd.h>

namespace {

namespace fs = std::filesystem;

// For each top folder of src/, the folders of src/ it must not include.
const std::map<std::string, std::set<std::string>> kForbidden = {
    {"core", {"app", "games", "play", "narration", "speech", "sound", "input", "storage", "devices"}},
    {"play", {"app", "games", "devices"}},
    {"games", {"app", "devices"}},
    {"narration", {"app", "games", "play"}},
    {"speech", {"app", "games", "play"}},
    {"sound", {"app", "games", "play"}},
    {"input", {"app", "games", "play"}},
    {"storage", {"app", "games", "play"}},
    {"devices", {"app", "games", "play"}},
    // The phones are a seat service the shell owns (play/seat_service.h): they know nothing
    // of its screens, nor of the games; the window draws what it is handed.
    {"phones", {"app", "games", "devices", "display"}},
    {"display", {"app", "phones", "devices"}},
};

std::vector<std::string> violations(const fs::path& src) {
  std::vector<std::string> found;
  const std::regex include(R"(^\s*#\s*include\s*"([a-z_]+)/)");
  const std::regex game_include(R"re(^\s*#\s*include\s*"games/([^"]+)")re");
  for (const auto& entry : fs::recursive_directory_iterator(src)) {
    if (!entry.is_regular_file()) continue;
    const auto ext = entry.path().extension();
    if (ext != ".h" && ext != ".cpp") continue;
    const fs::path rel = fs::relative(entry.path(), src);
    const std::string layer = rel.begin()->string();
    auto rule = kForbidden.find(layer);
    if (rule == kForbidden.end()) continue;
    // A file inside a game's folder: "games/<game>/..." may include "games/<game>/" only.
    const bool in_game = layer == "games" && std::distance(rel.begin(), rel.end()) > 2;
    const std::string own_game = in_game ? std::next(rel.begin())->string() + "/" : "";
    std::ifstream in(entry.path());
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      std::smatch m;
      if (std::regex_search(line, m, include) && rule->second.count(m[1].str()))
        found.push_back(rel.string() + ":" + std::to_string(number) + ": " + line);
      else if (in_game && std::regex_search(line, m, game_include) && m[1].str().rfind(own_game, 0) != 0)
        found.push_back(rel.string() + ":" + std::to_string(number) + ": " + line);
    }
  }
  return found;
}

TEST(LayerBoundaries, NoSourceIncludesAgainstTheArrows) {
  const auto found = violations(fs::path(SPOLUHRAC_SOURCE_DIR) / "src");
  std::string all;
  for (const auto& v : found) all += v + "\n";
  EXPECT_TRUE(found.empty()) << "includes against app -> games -> play -> core:\n" << all;
}

TEST(LayerBoundaries, TheCheckSeesAnAppIncludeInAGame) {
  // The check itself must be able to fail: a game file including the shell is found.
  const fs::path tmp = fs::temp_directory_path() / ("spoluhrac-layers-" + std::to_string(::getpid()));
  fs::create_directories(tmp / "games" / "demo");
  std::ofstream(tmp / "games" / "demo" / "demo.cpp") << "#include \"play/table.h\"\n#include \"app/app.h\"\n";
  const auto found = violations(tmp);
  fs::remove_all(tmp);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found[0].find("app/app.h"), std::string::npos);
}

TEST(LayerBoundaries, TheCheckSeesAGameIncludingTheRegistryOrAnotherGame) {
  const fs::path tmp = fs::temp_directory_path() / ("spoluhrac-layers-games-" + std::to_string(::getpid()));
  fs::create_directories(tmp / "games" / "demo");
  std::ofstream(tmp / "games" / "demo" / "demo.cpp")
      << "#include \"games/demo/demo.h\"\n#include \"play/game_entry.h\"\n"
      << "#include \"games/registry.h\"\n#include \"games/kivi/kivi_game.h\"\n";
  std::ofstream(tmp / "games" / "registry.cpp") << "#include \"games/demo/demo.h\"\n";
  const auto found = violations(tmp);
  fs::remove_all(tmp);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_NE(found[0].find("games/"), std::string::npos);
  EXPECT_NE(found[1].find("games/"), std::string::npos);
}

}  // namespace
