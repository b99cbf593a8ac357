#include "games/kivi/kivi_board.h"

#include <sstream>
#include <string>
#include <vector>

#include "core/user_file.h"

namespace sh::kivi {
namespace {

constexpr std::string_view kDefaultBoardText = R"(# KIVI default board (PRODUCT.md); the format is described in default_board.txt.
AA BB | ABCDE   | <=12     | AAA     | odd     | even     | AAA
even  | AAAA BB | AAA      | AA BB CC| ABCD    | AAA BBB  | >=30
ABCD  | AAAA    | >=30     | ABCDE   | AAAA BB | odd      | AAA BB
<=12  | AAA BB  | even     | AAA BBB | <=12    | AA BB    | ABCDE
AAA   | ABCDE   | AA BB CC | odd     | AAAA    | >=30     | AA BB
odd   | AAA BBB | ABCD     | AAAA BB | AAA BB  | AA BB CC | <=12
ABCD  | >=30    | AAAA     | AA BB   | odd     | AAAA     | AAA BB

1 2 2 1 2 2 1
2 3 1 3 1 3 2
1 2 2 2 3 2 1
2 1 2 3 2 1 2
1 2 3 2 2 2 1
2 3 1 3 1 3 2
1 2 2 1 2 2 1
)";

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r')) --e;
  return std::string(s.substr(b, e - b));
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : s) {
    if (ch == sep) {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += ch;
    }
  }
  out.push_back(trim(cur));
  return out;
}

}  // namespace

BoardError::BoardError(int line, const std::string& message)
    : std::runtime_error(line > 0 ? "line " + std::to_string(line) + ": " + message : message),
      line_(line) {}

Board parse_board(std::string_view text) {
  Board board;
  int combo_rows = 0, value_rows = 0, line_no = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string line = trim(text.substr(pos, end - pos));
    pos = end + 1;
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    if (combo_rows < kSize) {
      auto codes = split(line, '|');
      if (codes.size() != static_cast<std::size_t>(kSize))
        throw BoardError(line_no, "expected 7 combination codes separated by '|', found " +
                                      std::to_string(codes.size()));
      for (int col = 0; col < kSize; ++col) {
        const std::string& code = codes[static_cast<std::size_t>(col)];
        auto c = combination_from_code(code);
        if (!c)
          throw BoardError(line_no, "unknown combination '" + code + "' in column " +
                                        std::to_string(col + 1));
        board.combination[static_cast<std::size_t>(cell_of(combo_rows, col))] = *c;
      }
      ++combo_rows;
    } else if (value_rows < kSize) {
      std::istringstream in(line);
      std::vector<std::string> words;
      for (std::string w; in >> w;) words.push_back(w);
      if (words.size() != static_cast<std::size_t>(kSize))
        throw BoardError(line_no, "expected 7 cell values, found " + std::to_string(words.size()));
      for (int col = 0; col < kSize; ++col) {
        const std::string& w = words[static_cast<std::size_t>(col)];
        if (w.size() != 1 || w[0] < '1' || w[0] > '9')
          throw BoardError(line_no, "cell value '" + w + "' in column " + std::to_string(col + 1) +
                                        " is not a number from 1 to 9");
        board.value[static_cast<std::size_t>(cell_of(value_rows, col))] = w[0] - '0';
      }
      ++value_rows;
    } else {
      throw BoardError(line_no, "unexpected text after the 7 rows of values");
    }
  }
  if (combo_rows < kSize)
    throw BoardError(line_no, "only " + std::to_string(combo_rows) + " of 7 rows of combinations");
  if (value_rows < kSize)
    throw BoardError(line_no, "only " + std::to_string(value_rows) + " of 7 rows of values");
  return board;
}

Board load_board(const std::string& path) {
  std::string text;
  try {
    text = read_user_file(path, kGameDataFileLimit);
  } catch (const UserFileError& e) {
    throw OptionFileError(e, path);
  }
  return parse_board(text);
}

const Board& default_board() {
  static const Board board = parse_board(kDefaultBoardText);
  return board;
}

std::string_view default_board_text() { return kDefaultBoardText; }

}  // namespace sh::kivi
