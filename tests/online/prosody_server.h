// A private XMPP server for the online tests: Debian's prosody started in the foreground on
// loopback with a config of its own (its own data folder, a self-signed certificate, TLS
// required, no federation), accounts made with prosodyctl, stopped and removed with the
// object. missing() says why it cannot run here (no prosody, no libstrophe): the test then
// skips with that reason.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

#include "online/xmpp_account.h"

namespace sh::online::test {

class ProsodyServer {
 public:
  // Starts the server with these accounts (name, password) on localhost.
  explicit ProsodyServer(const std::vector<std::pair<std::string, std::string>>& accounts);
  ~ProsodyServer();
  ProsodyServer(const ProsodyServer&) = delete;
  ProsodyServer& operator=(const ProsodyServer&) = delete;

  // Stops the server (SIGTERM, as an administrator's restart would) and starts it again on the
  // same port with the same accounts; start() waits until it listens (missing() says if not).
  void stop();
  void start();
  // Freezes the server (SIGSTOP) and thaws it (SIGCONT): its sockets stay open and nothing
  // answers, as a server or a network that hangs without closing the connection.
  void pause();
  void resume();
  // Why the server cannot run here ("": it runs).
  const std::string& missing() const { return missing_; }
  int port() const { return port_; }
  // The account of `name` on this server (server, port and the certificate to trust).
  XmppAccount account(const std::string& name, const std::string& password) const;
  // The same, written as an account file only its owner reads.
  std::filesystem::path account_file(const std::string& name, const std::string& password) const;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::string missing_;
  std::filesystem::path dir_;
  int port_ = 0;
  pid_t pid_ = -1;
};

}  // namespace sh::online::test
