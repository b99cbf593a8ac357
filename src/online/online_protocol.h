// The online tables' protocol (docs/online.md), version 2: what a host's Spoluhráč and a
// guest's send each other inside XMPP message stanzas, as one JSON object in the element
// <table xmlns="urn:spoluhrac:online:2">. Every word a guest hears comes as message ids and
// arguments (numbers, players' names, nested pieces of language: narration/message.h), so
// the guest renders it in its own language. This file holds the payloads and their reader: a
// pure function over the bytes of one payload, total (anything it does not read whole is
// refused with a reason), with size caps and a strict schema per kind. Every payload is
// hostile input until read here. Fuzzed by tests/fuzz/online_payload_fuzzer.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "narration/message.h"
#include "play/seat_pages.h"

namespace sh::online {

inline constexpr int kProtocolVersion = 2;
inline constexpr const char* kNamespace = "urn:spoluhrac:online:2";
inline constexpr const char* kElement = "table";
// Caps of one payload: its bytes, its nesting, its lists and texts, the pieces of language
// nested in an argument (a card in a list in a sentence: 2) and its messages in all.
inline constexpr std::size_t kMaxPayloadBytes = 32768;  // a view of messages: 40 cards and 40 buttons ~ 14.8 KiB
inline constexpr int kMaxDepth = 24;
inline constexpr int kMaxPieceDepth = 3;
inline constexpr std::size_t kMaxMessages = 512;
inline constexpr std::size_t kMaxText = 256;
inline constexpr std::size_t kMaxList = 64;
inline constexpr std::size_t kMaxArgs = 16;
inline constexpr std::size_t kTableIdLength = 16;  // hex digits
inline constexpr std::size_t kSecretLength = 32;   // hex digits: 128 random bits
inline constexpr int kMaxSeats = 8;

enum class Kind { Invite, Accept, Decline, View, Say, Act, Rejoin };

// One payload. Which fields a kind carries is in docs/online.md; the rest stay default.
struct Payload {
  Kind kind = Kind::Say;
  std::string table;        // the table's id (a new game: a new id)
  int seat = -1;            // the player's index (the seat the game started him at)
  std::string secret;       // invite, accept, decline, act, rejoin: the seat's secret
  std::string game;         // invite: the game's name as the host says it ("Numeramis Quist")
  std::string host;         // invite: the host's name as the host gave it
  std::string lang;         // accept, rejoin: the guest's language ("cs", "en")
  std::uint64_t seq = 0;    // act: grows with each action of the seat; say: with each sentence
  PageAct act = PageAct::Lay;  // act
  int value = -1;           // act: the card (0..99), or -1
  Message message;          // say: id, arguments, and audience (table or the seat)
  std::uint64_t version = 0;  // view: grows with each view of the seat
  SeatPage page;            // view: the seat's page (messages; the guest renders them)
};

struct Refused {
  std::string reason;
};

std::variant<Payload, Refused> parse_payload(std::string_view bytes);
// The payload as its JSON text (what parse_payload reads back).
std::string to_json(const Payload& p);

std::string_view kind_name(Kind k);
std::string_view act_name(PageAct a);
// Shapes: a table id (kTableIdLength lower-case hex), a secret (kSecretLength lower-case hex).
bool table_id_shape(std::string_view s);
bool secret_shape(std::string_view s);
// A message id as payloads may carry it: 1..64 of [a-z0-9._].
bool message_id_shape(std::string_view s);
// A fresh random id of n lower-case hex digits (tables and secrets).
std::string random_hex(std::size_t n);

}  // namespace sh::online
