// Arguments that are language (narration/message.h: Pieces): a nested message and a list of
// messages are rendered in the listener's language, with that language's own list words,
// and each piece keeps the first letter its template gives it.
#include <gtest/gtest.h>

#include "narration/language.h"
#include "narration/message.h"

namespace sh {
namespace {

struct Langs {
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Language en = Language::load(SPOLUHRAC_SOURCE_DIR, "en");
};

const Langs& langs() {
  static const Langs l;
  return l;
}

Message label(long value) {
  return value == 1 ? Message("numberfloor.label_one") : Message("numberfloor.label").with("value", value);
}

Message floor_card(long value) { return Message("numberfloor.card.floor").with("value", Pieces{{label(value)}, {}}); }

TEST(MessagePieces, ANestedMessageIsRenderedInTheListenersLanguage) {
  const Message m = Message("numberfloor.hand.all").with("n", 1).with("cards", floor_card(1));
  EXPECT_EQ(langs().cs.render(m), "Jedna karta: poschodí jedna.");
  EXPECT_EQ(langs().en.render(m), "1 card: floor 1.");
}

TEST(MessagePieces, AListIsJoinedByTheListenersOwnListWords) {
  const Pieces cards = list_of({floor_card(7), Message("numberfloor.card.balloon").with("value", 2), Message("numberfloor.card.skip")},
                               "numberfloor.list.and");
  EXPECT_EQ(langs().cs.render_arg(cards), "poschodí 7, balón 2 a balón vynechání tahu");
  EXPECT_EQ(langs().en.render_arg(cards), "floor 7, balloon 2 and balloon skip turn");
  const Pieces fits = list_of({label(8), label(6), label(1)}, "numberfloor.list.or");
  EXPECT_EQ(langs().cs.render_arg(fits), "8, 6 nebo jedna");
  EXPECT_EQ(langs().en.render_arg(fits), "8, 6 or 1");
  // One item is the item; none is nothing; a list without its join message is joined by commas.
  EXPECT_EQ(langs().cs.render_arg(list_of({label(1)}, "numberfloor.list.or")), "jedna");
  EXPECT_EQ(langs().cs.render_arg(list_of({}, "numberfloor.list.or")), "");
  EXPECT_EQ(langs().en.render_arg(list_of({label(3), label(4)}, "")), "3, 4");
}

TEST(MessagePieces, APieceOpeningASentenceGetsItsCapitalAndNamesStayAsGiven) {
  // "{what}" opens numberfloor.code: the sentence gets its capital, the piece inside a list not.
  const Message code = Message("numberfloor.code").with("what", floor_card(5));
  EXPECT_EQ(langs().cs.render(code).rfind("Poschodí 5", 0), 0u) << langs().cs.render(code);
  // Players' names in a list stay as written (the name's own first letter).
  const Pieces names = list_of({Message("numberfloor.list.name").with("player", "eva"),
                                Message("numberfloor.list.name").with("player", "Petr")},
                               "numberfloor.list.and");
  EXPECT_EQ(langs().cs.render_arg(names), "eva a Petr");
  EXPECT_EQ(langs().en.render_arg(names), "eva and Petr");
}

TEST(MessagePieces, PiecesCompareByTheirItemsAndJoin) {
  EXPECT_EQ(Message("a").with("x", floor_card(2)), Message("a").with("x", floor_card(2)));
  EXPECT_NE(Message("a").with("x", floor_card(2)), Message("a").with("x", floor_card(3)));
  EXPECT_NE(Message("a").with("x", list_of({label(2)}, "numberfloor.list.or")),
            Message("a").with("x", list_of({label(2)}, "numberfloor.list.and")));
}

}  // namespace
}  // namespace sh
