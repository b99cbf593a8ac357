#include "phones/seat_tokens.h"

#include <cctype>
#include <random>

namespace sh::phones {

std::string new_token() {
  std::random_device rd;
  std::uniform_int_distribution<std::size_t> pick(0, kTokenAlphabet.size() - 1);
  std::string token;
  token.reserve(kTokenLength);
  for (std::size_t i = 0; i < kTokenLength; ++i) token.push_back(kTokenAlphabet[pick(rd)]);
  return token;
}

bool token_shape(std::string_view text) {
  if (text.size() != kTokenLength) return false;
  for (char c : text)
    if (kTokenAlphabet.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c)))) == std::string_view::npos)
      return false;
  return true;
}

std::string normalize_token(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ' ' || c == '-' || c == ',' || c == '.' || c == '\t') continue;
    out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    if (out.size() > kTokenLength) break;  // too long: refused by token_shape
  }
  return out;
}

std::string spoken_code(std::string_view token) {
  std::string out;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (i == 4 || i == 8) out.push_back('-');
    out.push_back(token[i]);
  }
  return out;
}

void SeatTokens::renew(int seats) { renew(std::vector<bool>(static_cast<std::size_t>(seats > 0 ? seats : 0), true)); }

void SeatTokens::renew(const std::vector<bool>& coded) {
  tokens_.assign(coded.size(), std::string());
  for (std::size_t s = 0; s < coded.size(); ++s)
    if (coded[s]) renew_seat(static_cast<int>(s));
}

void SeatTokens::renew_seat(int seat) {
  std::string t;
  do t = new_token();
  while (seat_of(t));  // never two seats with one token
  tokens_.at(static_cast<std::size_t>(seat)) = std::move(t);
}

std::optional<int> SeatTokens::seat_of(std::string_view token) const {
  const std::string wanted = normalize_token(token);
  if (!token_shape(wanted)) return std::nullopt;
  std::optional<int> found;
  for (std::size_t s = 0; s < tokens_.size(); ++s) {
    if (tokens_[s].size() != kTokenLength) continue;  // a seat without a code
    unsigned diff = 0;  // constant time per token: no early exit on the first differing character
    for (std::size_t i = 0; i < kTokenLength; ++i)
      diff |= static_cast<unsigned>(tokens_[s][i] ^ wanted[i]);
    if (diff == 0) found = static_cast<int>(s);
  }
  return found;
}

}  // namespace sh::phones
