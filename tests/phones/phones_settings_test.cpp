// The phones' settings item: on/off and the port, saved in phones.json beside the other
// settings; turned on from the keypad the server listens at once, the next run starts with
// it, and turned off it stops.
#include <gtest/gtest.h>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "phones/phones_service.h"
#include "test_support.h"

namespace sh::phones {
namespace {

// A port nothing listens on now.
int free_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
  socklen_t n = sizeof a;
  getsockname(fd, reinterpret_cast<sockaddr*>(&a), &n);
  close(fd);
  return ntohs(a.sin_port);
}

TEST(PhonesSettings, AreSavedAndADamagedFileLeavesThemOff) {
  sh::test::TempHome home("phones_settings_file");
  const auto file = home.dir / "phones.json";
  EXPECT_EQ(load_phones_choice(file), PhonesChoice{}) << "no file: off, port 8765";
  ASSERT_TRUE(save_phones_choice(file, {true, 9100}));
  EXPECT_EQ(load_phones_choice(file), (PhonesChoice{true, 9100}));
  sh::test::write_file(file.string(), "{\"enabled\": tr");
  EXPECT_EQ(load_phones_choice(file), PhonesChoice{});
  sh::test::write_file(file.string(), "{\"enabled\": true, \"port\": 80}");
  EXPECT_EQ(load_phones_choice(file), (PhonesChoice{true, 8765})) << "a port out of range is not taken";
}

TEST(PhonesSettings, TheSettingsItemTurnsThePhonesOnAndOffAndIsKept) {
  sh::test::TempHome home("phones_settings_item");
  const int port = free_port();
  std::filesystem::create_directories(home.config());
  ASSERT_TRUE(save_phones_choice(home.config() / "phones.json", {false, port}));
  const std::string args = "--input stdin --speech text --audio none --no-window --no-braille --phones-host 127.0.0.1";
  const std::string settings = sh::test::main_menu_key(sh::test::MainMenuItem::Settings);
  const std::string listening = "SAY Telefony zapnuty. Stránky míst jsou na adrese http://127.0.0.1:" + std::to_string(port) + ".";
  // The phones (off) and their port, before the last item (the online account); next turns them on.
  auto on = sh::test::run_spoluhrac(args, settings + " prev prev prev ok next", home.env());
  EXPECT_NE(on.out.find("SAY 4: Port telefonů, " + std::to_string(port) + "."), std::string::npos) << on.out;
  EXPECT_NE(on.out.find("SAY 3: Telefony u stolu, vypnuty."), std::string::npos) << on.out;
  ASSERT_NE(on.out.find(listening), std::string::npos) << on.out;
  EXPECT_NE(on.out.find("SAY 3: Telefony u stolu, zapnuty.", on.out.find(listening)), std::string::npos) << on.out;
  EXPECT_EQ(load_phones_choice(home.config() / "phones.json"), (PhonesChoice{true, port}));
  // The next run listens from the start, without --phones; turned off, it stops.
  auto again = sh::test::run_spoluhrac(args, settings + " prev prev prev ok next", home.env());
  EXPECT_LT(again.out.find(listening), again.out.find("SAY Nastavení")) << again.out;
  ASSERT_NE(again.out.find("SAY Telefony vypnuty."), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("SAY 3: Telefony u stolu, vypnuty.", again.out.find("SAY Telefony vypnuty.")), std::string::npos)
      << again.out;
  EXPECT_EQ(load_phones_choice(home.config() / "phones.json"), (PhonesChoice{false, port}));
  // Without the settings' phones nothing listens and no item changes that.
  auto off = sh::test::run_spoluhrac(args, "", home.env());
  EXPECT_EQ(off.out.find("Telefony"), std::string::npos) << off.out;
}

}  // namespace
}  // namespace sh::phones
