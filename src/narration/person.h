// A player's grammatical gender, for the sentences that agree with them ("Eva skončila",
// "Petr skončil"). The name list carries it after a colon ("Eva:ž", "Míša:m"); without
// one it is guessed from the name (guess_gender). A catalog template picks the agreeing
// form with {name:g:MASCULINE|FEMININE} (narration/language.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sh {

enum class PersonGender { Masculine, Feminine };

struct NamedPlayer {
  std::string name;
  std::optional<PersonGender> gender;  // nullopt: not given, guessed from the name
  bool operator==(const NamedPlayer&) const = default;
};

// "m", "muž", "male" -> masculine; "ž", "z", "f", "žena", "female" -> feminine (any case).
std::optional<PersonGender> gender_from_mark(std::string_view mark);
// One entry of a name list: "Eva:ž" -> Eva, feminine; "Eva" -> Eva, not given. Only a
// known mark after the last colon counts, so "Tým: modří" stays a name as written.
NamedPlayer parse_named_player(const std::string& entry);
// Back to the entry form: "Eva:ž" when the gender was given, the bare name otherwise.
std::string named_player_entry(const NamedPlayer& p);

// The gender a Czech first name most likely has, by a simple documented rule: the first
// word ending in -a or -e (Eva, Jana, Marie, Lucie) is feminine, anything else masculine
// (Petr, Hráč 2), with two lists of exceptions: masculine names in -a/-e (Honza, Jirka,
// Kuba, René...) and feminine ones with other endings (Dagmar, Ingrid, Nikol...). Names
// used by both (Míša, Saša, Nikola) count as masculine, like the default "Hráč"; a mark
// in the name list says otherwise.
PersonGender guess_gender(std::string_view name);

// The genders given with the names in use, looked up by name; a name not given any is
// guessed.
class People {
 public:
  People() = default;
  explicit People(const std::vector<NamedPlayer>& players);
  void set(const std::string& name, PersonGender g) { given_[name] = g; }
  PersonGender gender_of(const std::string& name) const;
  bool operator==(const People&) const = default;

 private:
  std::map<std::string, PersonGender> given_;
};

}  // namespace sh
