// The online account file: read when only its owner may read it; refused with the reason
// (a message id to say, a detail to print that never holds the password) otherwise.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>
#include <variant>

#include "online/xmpp_account.h"
#include "test_support.h"

namespace sh::online {
namespace {

std::filesystem::path write(const test::TempHome& home, const std::string& text, mode_t mode) {
  const std::filesystem::path file = home.file("xmpp.json");
  std::ofstream(file) << text;
  ::chmod(file.c_str(), mode);
  return file;
}

TEST(OnlineAccount, AFileOnlyItsOwnerReadsIsRead) {
  test::TempHome home("online-account");
  const auto file = write(home, R"({"jid":"eva@localhost","password":"tajne-heslo","server":"127.0.0.1","port":5299})", 0600);
  const auto got = load_xmpp_account(file);
  ASSERT_TRUE(std::holds_alternative<XmppAccount>(got));
  const auto& a = std::get<XmppAccount>(got);
  EXPECT_EQ(a.jid, "eva@localhost");
  EXPECT_EQ(a.password, "tajne-heslo");
  EXPECT_EQ(a.server, "127.0.0.1");
  EXPECT_EQ(a.port, 5299);
}

TEST(OnlineAccount, AFileOthersMayReadIsRefusedAndThePasswordIsNeverInTheReason) {
  test::TempHome home("online-account");
  for (mode_t mode : {0644, 0640, 0604, 0660}) {
    const auto file = write(home, R"({"jid":"eva@localhost","password":"tajne-heslo"})", mode);
    const auto got = load_xmpp_account(file);
    ASSERT_TRUE(std::holds_alternative<AccountProblem>(got)) << mode;
    EXPECT_EQ(std::get<AccountProblem>(got).message.id, "online.account_readable");
    EXPECT_EQ(std::get<AccountProblem>(got).detail.find("tajne-heslo"), std::string::npos);
  }
}

TEST(OnlineAccount, MissingAndDamagedFilesAreRefusedWithTheirReason) {
  test::TempHome home("online-account");
  auto problem = [&](const std::string& text) {
    const auto got = load_xmpp_account(write(home, text, 0600));
    return std::holds_alternative<AccountProblem>(got) ? std::get<AccountProblem>(got) : AccountProblem{};
  };
  EXPECT_EQ(std::get<AccountProblem>(load_xmpp_account(home.file("none.json"))).message.id, "online.account_missing");
  EXPECT_EQ(problem("not json").message.id, "online.account_damaged");
  EXPECT_EQ(problem(R"({"jid":"no-at-sign","password":"x"})").message.id, "online.account_damaged");
  EXPECT_EQ(problem(R"({"jid":"eva@localhost"})").message.id, "online.account_damaged");
  EXPECT_EQ(problem(R"({"jid":"eva@localhost","password":"tajne-heslo","port":70000})").message.id, "online.account_damaged");
  EXPECT_EQ(problem(R"({"jid":"eva@localhost","password":"tajne-heslo","port":70000})").detail.find("tajne"), std::string::npos);
}

}  // namespace
}  // namespace sh::online
