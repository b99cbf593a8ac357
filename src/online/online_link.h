// An invitation link (issue 41): a seat at a host's online table for whoever shows the seat's
// secret first, passed on by any Jabber client, e-mail or SMS, for a friend who is not among
// the host's contacts. The link is an xmpp: URI (RFC 5122) naming the host's account, the seat
// (from 1) and the secret, e.g.
//   xmpp:eva@example.org?spoluhrac;seat=2;secret=0123456789abcdef0123456789abcdef
// The guest's program (--join LINK) asks the host for the seat with an `accept` carrying the
// link's secret and the table id kLinkTable (the guest knows no table yet); the host binds the
// seat to that address and answers with an ordinary `invite` from its full JID, which the
// guest's program takes at once. The host's file with the link is written for its owner only.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace sh::online {

struct InvitationLink {
  std::string host;    // the host's bare JID
  int seat = -1;       // the player's index (from 0); the URI says it from 1
  std::string secret;  // kSecretLength lower-case hex
  bool operator==(const InvitationLink&) const = default;
};

// The table id a link's `accept` carries: the guest has seen no table yet.
inline constexpr const char* kLinkTable = "0000000000000000";

std::string link_uri(const InvitationLink& link);
// The link in a text (the URI alone, or the whole line a friend got, the URI anywhere in it);
// nullopt when there is none or it is not well formed (a host without '@', a seat outside
// 1..8, a secret of another shape).
std::optional<InvitationLink> parse_link(std::string_view text);

// Writes `text` to `path` (replaced whole, mode 0600: it holds the seat's secret); "" when
// written, else why not.
std::string write_private_file(const std::filesystem::path& path, const std::string& text);

}  // namespace sh::online
