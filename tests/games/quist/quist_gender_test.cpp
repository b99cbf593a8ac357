// Quist agrees with the partner's gender (issue 30): the hint names the partner who holds
// the trick, "tvoje partnerka Jana" or "tvůj partner Petr".
#include <gtest/gtest.h>

#include "games/quist/quist_advice.h"
#include "narration/language.h"
#include "quist_test_support.h"

namespace sh::quist {
namespace {

TEST(QuistGender, TheHintSaysTvojePartnerkaOrTvujPartner) {
  const Names names = {"Eva", "Petr", "Jana", "Karel"};
  const Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  const Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
  int female = 0, male = 0;
  for (std::uint64_t seed = 1; seed <= 400 && (female == 0 || male == 0); ++seed) {
    auto m = testing::playout_position(seed);
    if (m->state->is_terminal()) continue;
    auto advice = advise_card(m->q(), names, seed);
    if (!advice || advice->says.empty() || advice->says[0].id != "quist.hint.partner") continue;
    const int seat = m->q().current_player();
    const std::string partner = seat_name(m->q(), names, partner_of(seat));
    const std::string card = std::to_string(advice->action);
    if (partner == "Eva" || partner == "Jana") {
      ++female;
      EXPECT_EQ(cs.render(advice->says[0]), "Polož " + card + ": zdvih zatím drží tvoje partnerka " + partner + ".");
    } else {
      ++male;
      EXPECT_EQ(cs.render(advice->says[0]), "Polož " + card + ": zdvih zatím drží tvůj partner " + partner + ".");
    }
    EXPECT_EQ(en.render(advice->says[0]), "Lay " + card + ": your partner " + partner + " holds the trick so far.");
  }
  EXPECT_GE(female, 1);
  EXPECT_GE(male, 1);
}

}  // namespace
}  // namespace sh::quist
