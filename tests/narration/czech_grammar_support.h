// A check of rendered Czech sentences for what a listener hears as wrong and the catalog
// tests used to miss: a number in digits before a noun form that does not agree with it
// ("3 her", "5 hráči", "1 bodů"), a double full stop ("nejlepší výsledek 8.."), a capital
// inside a sentence on a word that is never a name ("Tempo tahů počítače, Dvě sekundy."),
// and a percent sign, which eSpeak reads "sto procento".
// The noun forms come from the catalog's noun.X entries (nominative, and the genitive
// plural that follows 5 and more). Used on every catalog message rendered with sample
// numbers, and on the transcripts of the statistics and settings screens.
#pragma once

#include <string>
#include <vector>

#include "narration/catalog.h"

namespace sh::test {

// The problems in one rendered text (empty: none), each naming the words at fault.
std::vector<std::string> czech_grammar_problems(const std::string& text, const Catalog& cs);

// Problems of a template itself: a plain number placeholder ("{games} her") or a bare
// literal number before a noun, and a template that begins with a noun form meant to
// follow a number the code puts before it ("her").
std::vector<std::string> czech_template_problems(const std::string& tmpl, const Catalog& cs);

}  // namespace sh::test
