// The one page the phone server serves: a seat's page, or (with no code in the address)
// the page that asks for the code. Plain HTML, CSS and JavaScript embedded in the program:
// no framework, no build step, nothing from the internet. Its words come from the same
// catalogs as the speech ("phones.page.*"), filled in with the language of the program.
#pragma once

#include <map>
#include <string>

#include "play/voice.h"

namespace sh::phones {

// The page's words in the program's language, rendered once when the server starts.
struct PageWords {
  std::string lang = "cs";
  std::map<std::string, std::string> words;  // "title" -> "Spoluhráč: místo u stolu"
};

PageWords page_words(const Voice& voice);
// The page; `wrong_code` shows that a code in the address opens nothing.
std::string phone_page(const PageWords& words, bool wrong_code);

}  // namespace sh::phones
