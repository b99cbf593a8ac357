// The program with --phones=1,2, over loopback: the phone seats' codes are printed, never
// said unasked; a seat's stream shows its hand, a card laid through the seat's address is
// played like the keypad's digit and OK, and the keypad's review no longer reads a hand
// held on a phone.
#include <gtest/gtest.h>

#include <httplib.h>
#include <nlohmann/json.hpp>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <thread>

#include "test_support.h"

namespace sh::phones {
namespace {

// The program running with keys written as the test goes; stdout and stderr go to files.
class Running {
 public:
  Running(const test::TempHome& home, const std::string& args) : out_(home.file("out.txt")), err_(home.file("err.txt")) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("pipe");
    const std::string cmd = home.env() + " exec " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " " +
                            args + " > " + out_ + " 2> " + err_;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(fds[0], 0);
      close(fds[0]);
      close(fds[1]);
      execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[0]);
    keys_ = fds[1];
  }
  ~Running() {
    if (keys_ >= 0) close(keys_);
    int status = 0;
    for (int i = 0; i < 100 && waitpid(pid_, &status, WNOHANG) == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (waitpid(pid_, &status, WNOHANG) == 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    }
  }
  void key(const std::string& name) {
    const std::string line = name + "\n";
    ASSERT_EQ(write(keys_, line.data(), line.size()), static_cast<ssize_t>(line.size()));
  }
  std::string out() const { return test::read_file(out_); }
  std::string err() const { return test::read_file(err_); }
  // Waits until `text` is in stdout (or stderr); false after 20 s (a sanitizer build beside
  // other tests on two cores may take seconds).
  bool wait_for(const std::string& text, bool in_err = false) const {
    for (int i = 0; i < 800; ++i) {
      if ((in_err ? err() : out()).find(text) != std::string::npos) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    return false;
  }

 private:
  std::string out_, err_;
  pid_t pid_ = -1;
  int keys_ = -1;
};

// The first view the seat's stream sends.
nlohmann::json first_view(httplib::Client& c, const std::string& path, const std::string& device) {
  std::string got;
  c.Get(path + "/events?device=" + device, [&](const char* d, std::size_t n) {
    got.append(d, n);
    return got.find("\n\n", got.find("event: view")) == std::string::npos;
  });
  const auto at = got.find("data: ", got.find("event: view"));
  if (at == std::string::npos) return {};
  return nlohmann::json::parse(got.substr(at + 6, got.find('\n', at) - at - 6));
}

TEST(PhonesEndToEnd, ACardLaidFromTheSeatsPagePlaysLikeTheKeypad) {
  test::TempHome home("phones_e2e");
  Running program(home,
                  "--input stdin --speech text --audio none --no-window --no-braille --phones=1,2 --phones-host 127.0.0.1 "
                  "--phones-port 0 --game quist --mode dealer --set computers=3,4 --set games=1 --set seating=chosen "
                  "--set level=easy --names Eva,Petr,Jana,Karel --seed 3");
  ASSERT_TRUE(program.wait_for("phone page for Petr: ", true)) << program.err();
  EXPECT_TRUE(program.wait_for("SAY Telefony zapnuty. Stránky míst jsou na adrese http://127.0.0.1:"));
  std::smatch m;
  const std::string err = program.err();
  ASSERT_TRUE(std::regex_search(err, m, std::regex("phone page for Petr: http://127.0.0.1:(\\d+)(/s/\\w+)")));
  EXPECT_EQ(err.find("phone page for Jana"), std::string::npos) << "computers get no code";
  httplib::Client c("127.0.0.1", std::stoi(m[1].str()));
  c.set_read_timeout(5, 0);
  const std::string petr = m[2].str();
  const std::string device = "0123456789abcdef";
  const auto view = first_view(c, petr, device);
  ASSERT_TRUE(view.contains("actions")) << view.dump();
  ASSERT_TRUE(view["my_turn"].get<bool>()) << "Petr leads with seed 3";
  // Who plays on a phone is said, a code never unasked; no page hears a code either.
  EXPECT_TRUE(program.wait_for("SAY Petr hraje na telefonu."));
  EXPECT_EQ(program.out().find("kód:"), std::string::npos) << program.out();
  for (const auto& said : view["said"]) EXPECT_EQ(said["text"].get<std::string>().find("kód:"), std::string::npos) << said;
  ASSERT_TRUE(program.wait_for("SAY Petr: telefon připojen."));
  // The keypad's review: the hand is on the phone, not read aloud.
  const auto said_on_phone = [&] {
    const std::string out = program.out();
    std::size_t n = 0;
    for (auto at = out.find("SAY Petr hraje na telefonu."); at != std::string::npos; at = out.find("SAY Petr hraje na telefonu.", at + 1)) ++n;
    return n;
  };
  const std::size_t before_review = said_on_phone();
  program.key("next");
  for (int i = 0; i < 400 && said_on_phone() == before_review; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(25));
  ASSERT_GT(said_on_phone(), before_review) << program.out();
  EXPECT_EQ(program.out().find("Tvoje karty, Petr"), std::string::npos);
  // The hint (help twice) names a card: not aloud either.
  program.key("help help");
  ASSERT_TRUE(program.wait_for("SAY Lomítko dvakrát rychle: rada")) << program.out();
  ASSERT_TRUE(program.wait_for("rada, kterou kartu položit a proč; Enter ji pak vynese.\nSOUND refused\nSAY Petr hraje na telefonu."))
      << program.out();
  EXPECT_EQ(program.out().find("Rada pro tebe, Petr"), std::string::npos);
  // Eva taps outside her turn: refused aloud, nothing played.
  ASSERT_TRUE(std::regex_search(err, m, std::regex("phone page for Eva: http://127.0.0.1:\\d+(/s/\\w+)")));
  const std::string eva = m[1].str();
  const std::string eva_device = "fedcba9876543210";
  const auto eva_view = first_view(c, eva, eva_device);
  EXPECT_TRUE(eva_view["actions"].empty());
  auto early = c.Post(eva + "/act", "device=" + eva_device + "&seq=1&act=lay&value=1", "text/plain");
  ASSERT_TRUE(early);
  EXPECT_EQ(early->status, 204);
  // Aloud only that it was refused; the reason goes to Eva's page.
  EXPECT_TRUE(program.wait_for("SAY Eva: tohle nejde, důvod je v telefonu."));
  EXPECT_EQ(program.out().find("teď nejsi na tahu"), std::string::npos);
  for (int i = 0; i < 500 && !first_view(c, eva, eva_device).contains("note"); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(first_view(c, eva, eva_device)["note"]["text"], "Eva, teď nejsi na tahu.");
  // Petr lays his first card from the page.
  const int card = view["actions"][0]["value"].get<int>();
  auto r = c.Post(petr + "/act", "device=" + device + "&seq=1&act=lay&value=" + std::to_string(card), "text/plain");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 204);
  for (int i = 0; i < 500 && first_view(c, petr, device)["my_turn"].get<bool>(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const auto now = first_view(c, petr, device);
  EXPECT_FALSE(now["my_turn"].get<bool>()) << now.dump();
  EXPECT_NE(now["hand"][0], view["hand"][0]) << "one card fewer";
  EXPECT_NE(now["said"].dump().find("Petr vynáší " + std::to_string(card) + "."), std::string::npos)
      << "the page hears what the table heard after the codes: " << now["said"].dump();
  // The same request again is a replay: refused without effect.
  auto replay = c.Post(petr + "/act", "device=" + device + "&seq=1&act=lay&value=" + std::to_string(card), "text/plain");
  ASSERT_TRUE(replay);
  EXPECT_EQ(replay->status, 409);
  // A second phone with Petr's code waits; the host's OK gives it the seat.
  const std::string second = "aaaaaaaaaaaaaaaa";
  std::string waited;
  c.Get(petr + "/events?device=" + second, [&](const char* d, std::size_t n) {
    waited.append(d, n);
    return waited.find("event: waiting") == std::string::npos;
  });
  EXPECT_EQ(waited.find("event: view"), std::string::npos) << waited;
  const std::string question = "SAY Petr: další telefon chce toto místo. Enter mu ho dá, zpět ho nechá prvnímu.";
  ASSERT_TRUE(program.wait_for(question));
  // Six more pages on the same code (a storm of tabs; up to eight may wait): each is told
  // once that it waits; the host is not asked again, and the keypad goes on answering its own sentences.
  for (int i = 0; i < 6; ++i) {
    std::string told;
    c.Get(petr + "/events?device=" + std::string(15, 'b') + static_cast<char>('a' + i), [&](const char* d, std::size_t n) {
      told.append(d, n);
      return told.find("event: waiting") == std::string::npos;
    });
    EXPECT_NE(told.find("event: waiting"), std::string::npos) << told;
  }
  const auto count = [&](const std::string& text) {
    const std::string out = program.out();
    std::size_t n = 0;
    for (auto at = out.find(text); at != std::string::npos; at = out.find(text, at + 1)) ++n;
    return n;
  };
  program.key("repeat");  // the keypad's repeat says the question again: the second time
  for (int i = 0; i < 400 && count(question) < 2; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(25));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(count(question), 2U) << "asked once, and again only for the repeat key: " << program.out();
  program.key("ok");
  ASSERT_TRUE(program.wait_for("SAY Petr: místo má teď nový telefon."));
  EXPECT_EQ(first_view(c, petr, second)["hand"], now["hand"]) << "the new phone has the seat";
  auto old = c.Post(petr + "/act", "device=" + device + "&seq=2&act=lay&value=" + std::to_string(card), "text/plain");
  ASSERT_TRUE(old);
  EXPECT_EQ(old->status, 403) << "the first phone acts no more";
  // The host revokes Eva's phone from the keypad: back (the "leave?" question), 9 (the
  // phones at the table), Eva's seat number, 2 (a new code). Her page sees nothing more; her
  // seat's new code (printed, not said) opens it again.
  program.key("back");
  ASSERT_TRUE(program.wait_for("SAY Devítka: telefony u stolu.")) << program.out();
  program.key("9");
  ASSERT_TRUE(program.wait_for("SAY 1: Eva, telefon připojen.\nSAY 2: Petr, telefon připojen.")) << program.out();
  program.key("1");
  ASSERT_TRUE(program.wait_for("SAY Eva hraje na telefonu. Co s tím místem?")) << program.out();
  program.key("2");
  ASSERT_TRUE(program.wait_for("SAY Eva: telefon odebrán, místo dostává nový kód.")) << program.out();
  ASSERT_TRUE(program.wait_for("phone page for Eva: ", true));
  std::string renewed;
  for (int i = 0; i < 100 && renewed.empty(); ++i) {
    const std::string e = program.err();
    const std::regex page_of_eva("phone page for Eva: http://127.0.0.1:\\d+(/s/\\w+)");
    std::sregex_iterator it(e.begin(), e.end(), page_of_eva), end;
    for (; it != end; ++it)
      if ((*it)[1].str() != eva) renewed = (*it)[1].str();
    if (renewed.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  ASSERT_FALSE(renewed.empty()) << program.err();
  auto gone = c.Get(eva + "/events?device=" + eva_device);
  ASSERT_TRUE(gone);
  EXPECT_EQ(gone->status, 404) << "the revoked code opens nothing";
  auto late = c.Post(eva + "/act", "device=" + eva_device + "&seq=5&act=lay&value=1", "text/plain");
  ASSERT_TRUE(late);
  EXPECT_EQ(late->status, 404);
  EXPECT_TRUE(first_view(c, renewed, eva_device).contains("hand")) << "the new code opens the seat";
  program.key("back");
  ASSERT_TRUE(program.wait_for("SAY Zpátky ve hře.")) << program.out();
}

}  // namespace
}  // namespace sh::phones
