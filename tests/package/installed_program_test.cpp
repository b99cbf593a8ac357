// The installed program (issue 28): it finds its data beside itself, never in the source
// tree unless it runs from its build folder; started from a desktop menu (nothing on stdin)
// without a display it says how to start it; the main menu's help says where the guide is.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "storage/user_dirs.h"
#include "test_support.h"

namespace fs = std::filesystem;
namespace test = sh::test;

namespace {

// A fresh folder under /tmp for one test.
fs::path fresh(const std::string& name) {
  fs::path dir = test::temp_path(name);
  fs::create_directories(dir);
  return dir;
}

}  // namespace

TEST(ProgramDataDir, TheVariableWins) {
  EXPECT_EQ(sh::program_data_dir_for("/opt/x/bin/spoluhrac", "/my/data", "/opt/x/bin", "/src"), fs::path("/my/data"));
}

TEST(ProgramDataDir, AnInstalledProgramReadsShareBesideItsBin) {
  const fs::path root = fresh("installed-root");
  fs::create_directories(root / "usr/bin");
  fs::create_directories(root / "usr/share/spoluhrac/locales");
  EXPECT_EQ(sh::program_data_dir_for(root / "usr/bin/spoluhrac", nullptr, "/elsewhere/build", "/elsewhere/src"),
            root / "usr/share/spoluhrac");
  // An empty variable is no variable.
  EXPECT_EQ(sh::program_data_dir_for(root / "usr/bin/spoluhrac", "", root / "usr/bin", "/elsewhere/src"),
            root / "usr/share/spoluhrac");
  fs::remove_all(root);
}

TEST(ProgramDataDir, OutsideItsBuildFolderItNeverReadsTheSourceTree) {
  const fs::path root = fresh("moved-program");
  fs::create_directories(root / "bin");
  const fs::path got = sh::program_data_dir_for(root / "bin/spoluhrac", nullptr, SPOLUHRAC_BUILD_TREE, SPOLUHRAC_SOURCE_DIR);
  EXPECT_EQ(got, root / "share/spoluhrac");
  fs::remove_all(root);
}

TEST(ProgramDataDir, InItsBuildFolderItReadsTheSourceTree) {
  EXPECT_EQ(sh::program_data_dir_for(fs::path(SPOLUHRAC_BUILD_TREE) / "spoluhrac", nullptr, SPOLUHRAC_BUILD_TREE,
                                     SPOLUHRAC_SOURCE_DIR),
            fs::path(SPOLUHRAC_SOURCE_DIR));
}

TEST(ProgramDocDir, TheGuideIsInShareDocOrInTheSourceDocs) {
  EXPECT_EQ(sh::program_doc_dir("/usr/share/spoluhrac"), fs::path("/usr/share/doc/spoluhrac"));
  EXPECT_EQ(sh::program_doc_dir(SPOLUHRAC_SOURCE_DIR), fs::path(SPOLUHRAC_SOURCE_DIR) / "docs");
  EXPECT_TRUE(fs::exists(fs::path(SPOLUHRAC_SOURCE_DIR) / "docs/prirucka.md"));
  EXPECT_TRUE(fs::exists(fs::path(SPOLUHRAC_SOURCE_DIR) / "docs/guide.md"));
}

// Started from a menu with no display: stdin closed or /dev/null, no terminal. Before, the
// program read the empty stdin as a finished script and ended silently with status 0.
TEST(MenuStart, WithoutADisplayItSaysHowToStart) {
  for (const std::string stdin_redirect : {"<&-", "</dev/null"}) {
    const fs::path dir = fresh("menu-start");
    const std::string out = (dir / "out.txt").string(), err = (dir / "err.txt").string();
    const std::string cmd = "env -u DISPLAY -u WAYLAND_DISPLAY XDG_DATA_HOME=" + (dir / "data").string() +
                            " XDG_CONFIG_HOME=" + (dir / "config").string() + " " + SPOLUHRAC_BINARY +
                            " --data-dir " + SPOLUHRAC_SOURCE_DIR + " --audio none --speech text " + stdin_redirect +
                            " > " + out + " 2> " + err;
    const int raw = std::system(cmd.c_str());
    ASSERT_TRUE(WIFEXITED(raw)) << stdin_redirect;
    EXPECT_EQ(WEXITSTATUS(raw), 1) << stdin_redirect;
    const std::string said = test::read_file(out), printed = test::read_file(err);
    EXPECT_NE(said.find("SAY Spoluhráč nemá odkud brát klávesy: chybí terminál i obrazovka. Spusť ho z nabídky "
                        "aplikací, ze skupiny Hry, nebo v terminálu napiš příkaz spoluhrac."),
              std::string::npos)
        << stdin_redirect << '\n' << said;
    EXPECT_NE(printed.find("Start Spoluhráč from the desktop's menu"), std::string::npos) << printed;
    fs::remove_all(dir);
  }
}

// A pipe is still a script of key names (the scripted contract), as before.
TEST(MenuStart, APipeIsStillAScript) {
  const fs::path dir = fresh("pipe-start");
  const std::string out = (dir / "out.txt").string();
  const std::string cmd = "echo 0 | env -u DISPLAY XDG_DATA_HOME=" + (dir / "data").string() + " XDG_CONFIG_HOME=" +
                          (dir / "config").string() + " " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR +
                          " --lang en --audio none --speech text > " + out + " 2>&1";
  const int raw = std::system(cmd.c_str());
  ASSERT_TRUE(WIFEXITED(raw));
  EXPECT_EQ(WEXITSTATUS(raw), 0);
  EXPECT_EQ(test::read_file(out).find("nowhere to take keys"), std::string::npos) << test::read_file(out);
  fs::remove_all(dir);
}

TEST(Guide, TheMainMenusHelpSaysWhereItIs) {
  auto cs = test::run_spoluhrac("--audio none --speech text", "help\n");
  EXPECT_NE(cs.out.find(std::string("SAY Příručka pro hráče i pro pomocníka je ve složce ") + SPOLUHRAC_SOURCE_DIR +
                        "/docs, soubor prirucka.md."),
            std::string::npos)
      << cs.out;
  auto en = test::run_spoluhrac("--lang en --audio none --speech text", "help\n");
  EXPECT_NE(en.out.find(std::string("SAY The guide for the player and the helper is in the folder ") +
                        SPOLUHRAC_SOURCE_DIR + "/docs, file guide.md."),
            std::string::npos)
      << en.out;
}

TEST(Guide, TheCommandLineHelpNamesIt) {
  auto r = test::run_spoluhrac("--help", "");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("prirucka.md (Czech)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("guide.md (English)"), std::string::npos) << r.out;
}
