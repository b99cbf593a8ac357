#include <gtest/gtest.h>

#include "devices/serial_key_source.h"
#include "devices/serial_port.h"

namespace sh {
namespace {

TEST(SerialSpec, UsbIdsAreHex) {
  EXPECT_EQ(parse_usb_spec("usb:1a86:7523"), (std::pair{0x1a86, 0x7523}));
  EXPECT_EQ(parse_usb_spec("usb:2341:43"), (std::pair{0x2341, 0x43}));
  EXPECT_EQ(parse_usb_spec("usb:1a86"), std::nullopt);
  EXPECT_EQ(parse_usb_spec("usb:xyz:1"), std::nullopt);
  EXPECT_EQ(parse_usb_spec("/dev/ttyUSB0"), std::nullopt);
}

TEST(SerialSpec, DisplayNameIsTheFileName) {
  EXPECT_EQ(device_display_name("/dev/spoluhrac-keypad"), "spoluhrac-keypad");
  EXPECT_EQ(device_display_name("/dev/ttyUSB0@115200"), "ttyUSB0");
  EXPECT_EQ(device_display_name("usb:1a86:7523"), "keypad");
  EXPECT_EQ(device_display_name("auto"), "keypad");
}

TEST(SerialSpec, MissingDeviceIsAnErrorNotACrash) {
  std::string error;
  auto port = SerialPort::open("/nonexistent/spoluhrac-keypad", 9600, &error);
  EXPECT_FALSE(port.has_value());
  EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace sh
