// Reading a file a person names (issue 39, item 3): a regular file is read whole; a device,
// a pipe with no writer and a folder are refused at once without reading; a file over the
// cap is refused; each refusal says why and of which kind.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <string>

#include "core/journal.h"
#include "core/user_file.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;
using Kind = UserFileError::Kind;

// The kind and text of the refusal of reading `path`, or nullopt when it was read.
std::optional<std::pair<Kind, std::string>> refusal(const fs::path& path, std::size_t limit = 1000) {
  try {
    read_user_file(path, limit);
  } catch (const UserFileError& e) {
    return std::make_pair(e.kind(), std::string(e.what()));
  }
  return std::nullopt;
}

TEST(UserFile, ARegularFileIsReadWhole) {
  const std::string path = test::temp_path("plain.txt");
  test::write_file(path, std::string("a\0b\n", 4));
  EXPECT_EQ(read_user_file(path, 4), std::string("a\0b\n", 4)) << "exactly the cap is allowed";
  fs::remove(path);
}

TEST(UserFile, DevicesAreRefusedWithoutReading) {
  for (const char* device : {"/dev/zero", "/dev/full", "/dev/urandom"}) {
    const auto r = refusal(device);
    ASSERT_TRUE(r) << device;
    EXPECT_EQ(r->first, Kind::NotRegular) << device;
    EXPECT_EQ(r->second, std::string(device) + ": not a regular file but a character device; not read");
  }
}

TEST(UserFile, APipeWithNoWriterAndAFolderAreRefusedAtOnce) {
  const std::string fifo = test::temp_path("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto pipe = refusal(fifo);  // would block in open() if it were opened for reading
  ASSERT_TRUE(pipe);
  EXPECT_EQ(pipe->first, Kind::NotRegular);
  EXPECT_NE(pipe->second.find("a pipe"), std::string::npos) << pipe->second;
  fs::remove(fifo);
  const auto folder = refusal(fs::temp_directory_path());
  ASSERT_TRUE(folder);
  EXPECT_EQ(folder->first, Kind::NotRegular);
  EXPECT_NE(folder->second.find("a folder"), std::string::npos) << folder->second;
}

TEST(UserFile, AFileOverTheCapAndAMissingOneAreRefused) {
  const std::string path = test::temp_path("big.txt");
  test::write_file(path, std::string(1001, 'x'));
  const auto big = refusal(path, 1000);
  ASSERT_TRUE(big);
  EXPECT_EQ(big->first, Kind::TooLarge);
  EXPECT_EQ(big->second, path + ": larger than 1000 bytes; not read");
  fs::remove(path);
  const auto missing = refusal(path);
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->first, Kind::Missing);
}

TEST(UserFile, AJournalOnADeviceIsRefusedNotReadForever) {
  // Before: read_journal("/dev/zero") grew past gigabytes and never returned.
  EXPECT_THROW(read_journal("/dev/zero"), UserFileError);
  EXPECT_THROW(read_journal("/dev/full"), UserFileError);
}

}  // namespace
}  // namespace sh
