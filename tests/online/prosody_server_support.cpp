#include "prosody_server.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <random>
#include <thread>

#include "online/xmpp_client.h"

namespace sh::online::test {

namespace {

bool on_path(const std::string& program) {
  return std::system(("command -v " + program + " > /dev/null 2>&1").c_str()) == 0;
}

// A port nobody listens on now (the kernel's choice for a socket bound to port 0).
int free_port() {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = 0;
  socklen_t len = sizeof a;
  int port = 0;
  if (::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &len) == 0)
    port = ntohs(a.sin_port);
  ::close(s);
  return port;
}

bool accepts(int port) {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = htons(static_cast<std::uint16_t>(port));
  const bool ok = ::connect(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
  ::close(s);
  return ok;
}

int run(const std::string& cmd) { return std::system((cmd + " > /dev/null 2>&1").c_str()); }

}  // namespace

ProsodyServer::ProsodyServer(const std::vector<std::pair<std::string, std::string>>& accounts) {
  if (!XmppClient::supported()) {
    missing_ = "this build has no libstrophe (apt-get install libstrophe-dev)";
    return;
  }
  if (!on_path("prosody") || !on_path("prosodyctl") || !on_path("openssl")) {
    missing_ = "prosody or openssl is not installed (apt-get install prosody)";
    return;
  }
  std::random_device rd;
  dir_ = std::filesystem::temp_directory_path() / ("spoluhrac-prosody-" + std::to_string(::getpid()) + "-" + std::to_string(rd() % 100000));
  std::filesystem::create_directories(dir_ / "data");
  ::chmod(dir_.c_str(), 0755);
  const std::string d = dir_.string();
  // An EC key is made in milliseconds (an RSA one takes a while on a busy machine).
  if (run("openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout '" + d +
          "/localhost.key' -out '" + d + "/localhost.crt' -days 2 -subj /CN=localhost -addext subjectAltName=DNS:localhost") != 0) {
    missing_ = "openssl could not make a certificate";
    return;
  }
  ::chmod((dir_ / "localhost.key").c_str(), 0644);
  ::chmod((dir_ / "localhost.crt").c_str(), 0644);
  port_ = free_port();
  std::ofstream(dir_ / "prosody.cfg.lua")
      << "pidfile = \"" << d << "/prosody.pid\"\n"
      << "data_path = \"" << d << "/data\"\n"
      << "daemonize = false\n"
      << "interfaces = { \"127.0.0.1\" }\n"
      << "c2s_ports = { " << port_ << " }\n"
      << "s2s_ports = { }\nhttp_ports = { }\nhttps_ports = { }\nc2s_direct_tls_ports = { }\n"
      << "modules_enabled = { \"roster\"; \"saslauth\"; \"tls\"; \"disco\"; \"ping\"; \"presence\"; \"message\"; \"iq\" }\n"
      << "modules_disabled = { \"s2s\"; \"posix\" }\n"
      << "authentication = \"internal_hashed\"\n"
      << "c2s_require_encryption = true\n"
      << "allow_unencrypted_plain_auth = false\n"
      << "log = { info = \"" << d << "/prosody.log\"; error = \"" << d << "/prosody.err\" }\n"
      << "certificates = \"" << d << "\"\n"
      << "VirtualHost \"localhost\"\n"
      << "  ssl = { key = \"" << d << "/localhost.key\"; certificate = \"" << d << "/localhost.crt\" }\n";
  ::chmod((dir_ / "prosody.cfg.lua").c_str(), 0644);
  if (::getuid() == 0) run("chown -R prosody '" + d + "/data'");
  const std::string cfg = "prosodyctl --config '" + d + "/prosody.cfg.lua' ";
  for (const auto& [name, password] : accounts)
    if (run(cfg + "register " + name + " localhost " + password) != 0) {
      missing_ = "prosodyctl could not make the account " + name;
      return;
    }
  start();
}

void ProsodyServer::start() {
  if (pid_ > 0) return;
  const std::string d = dir_.string();
  pid_ = ::fork();
  if (pid_ == 0) {
    ::setpgid(0, 0);
    const int null = ::open("/dev/null", 0);
    ::dup2(null, 0);
    const std::string log = d + "/stdout.log";
    const int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(out, 1);
    ::dup2(out, 2);
    const std::string config = d + "/prosody.cfg.lua";
    ::execlp("prosody", "prosody", "--config", config.c_str(), "-F", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  for (int i = 0; i < 400 && !accepts(port_); ++i) {
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      missing_ = "prosody ended at its start (" + d + "/stdout.log)";
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  if (!accepts(port_)) missing_ = "prosody does not listen after 10 s";
}

void ProsodyServer::pause() {
  if (pid_ > 0) ::kill(pid_, SIGSTOP);
}

void ProsodyServer::resume() {
  if (pid_ > 0) ::kill(pid_, SIGCONT);
}

void ProsodyServer::stop() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGTERM);
  ::kill(pid_, SIGCONT);  // a paused server ends too
  int status = 0;
  for (int i = 0; i < 200 && ::waitpid(pid_, &status, WNOHANG) == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  if (::waitpid(pid_, &status, WNOHANG) == 0) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, &status, 0);
  }
  pid_ = -1;
}

ProsodyServer::~ProsodyServer() {
  stop();
  if (!dir_.empty() && !std::getenv("SPOLUHRAC_KEEP_PROSODY")) {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
}

XmppAccount ProsodyServer::account(const std::string& name, const std::string& password) const {
  XmppAccount a;
  a.jid = name + "@localhost";
  a.password = password;
  a.server = "127.0.0.1";
  a.port = port_;
  a.cafile = (dir_ / "localhost.crt").string();
  return a;
}

std::filesystem::path ProsodyServer::account_file(const std::string& name, const std::string& password) const {
  const auto a = account(name, password);
  const auto file = dir_ / (name + ".json");
  std::ofstream(file) << "{\"jid\":\"" << a.jid << "\",\"password\":\"" << a.password << "\",\"server\":\"" << a.server
                      << "\",\"port\":" << a.port << ",\"cafile\":\"" << a.cafile << "\"}";
  ::chmod(file.c_str(), 0600);
  return file;
}

}  // namespace sh::online::test
