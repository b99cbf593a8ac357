// The program's online options: an account file others may read is refused before anything
// connects, said (in the program's language) and printed, with the program ending; the
// password appears nowhere. A --invite that names no seat or no address is refused.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>

#include "test_support.h"

namespace sh::online {
namespace {

TEST(OnlineProgram, AnAccountFileOthersMayReadIsRefusedAloudAndPrintedAndThePasswordNeverShows) {
  sh::test::TempHome home("online-program");
  const std::string file = home.file("xmpp.json");
  std::ofstream(file) << R"({"jid":"eva@localhost","password":"tajne-heslo-42"})";
  ::chmod(file.c_str(), 0644);
  for (const char* role : {"--join", "--game quist --mode dealer --invite 2=petr@localhost"}) {
    const auto r = sh::test::run_spoluhrac(std::string(role) + " --xmpp-account " + file +
                                               " --speech text --audio none --input stdin --no-window",
                                           "", home.env());
    EXPECT_EQ(r.status, 1) << role;
    EXPECT_NE(r.out.find("SAY Soubor s účtem pro hru přes internet mohou číst i jiní."), std::string::npos) << r.out;
    EXPECT_NE(r.err.find("may be read by others than its owner"), std::string::npos) << r.err;
    EXPECT_EQ((r.out + r.err).find("tajne-heslo-42"), std::string::npos);
  }
  ::chmod(file.c_str(), 0600);
  const auto bad = sh::test::run_spoluhrac("--invite petr@localhost --xmpp-account " + file +
                                               " --speech text --audio none --input stdin --no-window",
                                           "", home.env());
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--invite needs SEAT=name@server"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace sh::online
