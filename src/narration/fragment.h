// Sentences a narration assembles from several catalog pieces (a list of cells, pieces or
// cards): each piece is rendered on its own and joined. Rendering capitalizes a whole
// sentence, so a piece keeps the first letter its template gives it: a lower-case word
// stays lower case, a text placeholder keeps its text's own first letter ("červená",
// "Zelený"), and a spelled number that opens it is lower case ("dvacet jedna polí").
#pragma once

#include <string>
#include <vector>

#include "narration/language.h"
#include "narration/message.h"

namespace sh {

// people: the genders its {name:g:…} choices agree with (null: guessed from the names).
std::string render_fragment(const Language& lang, const Message& m, const People* people = nullptr);
std::string join_texts(const std::vector<std::string>& parts, const std::string& separator);

}  // namespace sh
