// The keys to the seats' pages: one random token per seat per game. A token is 13
// characters of an alphabet without look-alikes (no 0/O, 1/I/L), 31 symbols: over 64 bits,
// so with the server's rate bound guessing one is hopeless. Tokens come from
// std::random_device, never from the game's seed, so one seat's code says nothing of
// another's.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sh::phones {

inline constexpr std::string_view kTokenAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
inline constexpr std::size_t kTokenLength = 13;  // 31^13 > 2^64

// A fresh random token (kTokenLength characters of kTokenAlphabet).
std::string new_token();
// Whether `text` has the shape of a token (length and alphabet); lower case is accepted.
bool token_shape(std::string_view text);
// Upper case; spaces, commas, dots and dashes dropped: what a person types from the spoken
// code ("y q b 5, n h j w, y e q c 9").
std::string normalize_token(std::string_view text);
// The code as spoken and shown: groups of four or five ("ABCD-EFGH-JKLMN").
std::string spoken_code(std::string_view token);
// The address that opens a seat's page ("http://192.168.1.20:8765/s/<token>"), from the
// server's address (no trailing slash).
inline std::string seat_address(std::string_view address, std::string_view token) {
  return std::string(address) + "/s/" + std::string(token);
}

// The tokens of one game's seats; a seat without a code (on the keypad) has "".
class SeatTokens {
 public:
  SeatTokens() = default;
  // New tokens for `seats` seats (a new game): every old token stops working.
  void renew(int seats);
  // A new game of coded.size() seats: a token only for the seats whose entry is true.
  void renew(const std::vector<bool>& coded);
  // The seat a token opens (compared in constant time per seat), or nullopt; never a seat
  // without a code.
  std::optional<int> seat_of(std::string_view token) const;
  // The seat's token, or "" when it has none.
  const std::string& token(int seat) const { return tokens_.at(static_cast<std::size_t>(seat)); }
  // A new token for one seat only (the host revoked that seat's device, or gave a keypad
  // seat to a phone).
  void renew_seat(int seat);
  // The seat has no code any more (it went back to the keypad).
  void clear_seat(int seat) { tokens_.at(static_cast<std::size_t>(seat)).clear(); }
  bool coded(int seat) const { return !token(seat).empty(); }
  int seats() const { return static_cast<int>(tokens_.size()); }

 private:
  std::vector<std::string> tokens_;
};

}  // namespace sh::phones
