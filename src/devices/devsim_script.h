// The device simulator's script language (hardware/README.md, "Device simulator"):
// one command per line, e.g. "5", "1 2 ok", "counter 0 7", "tag 62E3086CED 300",
// "garbage FF 00", "raw $K,1,5*00", "frame K,9,ok", "replay", "sleep 200", "gap 50",
// "unplug", "replug", "reset", "wait_host", "wait_ack", "hold". '#' starts a comment.
#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <variant>
#include <vector>

#include "input/key.h"

namespace sh::devsim {

enum class Op : std::uint8_t {
  Key,       // key: a key event frame
  Counter,   // a, b: counter index and value
  Tag,       // text: 10 hex digits; a: how long the card lies on the reader (ms)
  Garbage,   // bytes: sent as they are
  Raw,       // text: sent as is, then "\n"
  Frame,     // text: a payload, sent as a checksummed frame
  Replay,    // resend the last key/counter frame with its old sequence number
  Sleep,     // a: milliseconds
  Gap,       // a: pause after every key, counter and tag from now on (ms)
  Unplug,    // wait until the host acknowledged every event, then close the pty
  Replug,    // a new pty behind the same link; waits for the host
  Reset,     // device restart: sequence numbers from 0, unsolicited identity
  WaitHost,  // wait until the host opened the port (and asked who we are)
  WaitAck,   // wait until the host acknowledged every event
  Hold,      // stay plugged in until the simulator is terminated
};

struct Command {
  Op op = Op::Sleep;
  int line = 0;
  Key key = Key::D0;
  int a = 0;
  int b = 0;
  std::string text;
  std::string bytes;
};

struct ParseResult {
  std::vector<Command> commands;
  std::string error;  // "line 3: ..." when the script is wrong; commands then incomplete
};

ParseResult parse_script(std::istream& in);

}  // namespace sh::devsim
