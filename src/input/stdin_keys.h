// The scripted contract's input: whitespace-separated logical key names from a stream.
// Times are synthetic (100 ms apart) so a script is replayed identically every run.
#pragma once

#include <istream>

#include "input/key_source.h"

namespace sh {

class StreamKeys final : public KeySource {
 public:
  explicit StreamKeys(std::istream& in) : in_(in) {}
  void run(const std::function<void(InputItem)>& sink) override;

 private:
  std::istream& in_;
};

}  // namespace sh
