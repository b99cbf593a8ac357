// The hand-over of the table picture from the game's thread to the window's and the
// braille display's threads: the game publishes an immutable picture after each key,
// readers take the newest one. Only a pointer is swapped under the lock, so publishing
// never waits for drawing and drawing never touches the live game state. The phones' join
// panel (join_panel.h) goes with the picture.
#pragma once

#include <cstdint>
#include <mutex>
#include <utility>

#include "display/join_panel.h"
#include "play/table_picture.h"

namespace sh::display {

class PictureBoard {
 public:
  // `joins`: the phones' join panel (null without phones at the table).
  void publish(TablePictureRef picture, JoinPanelRef joins = {}) {
    std::lock_guard lock(mutex_);
    picture_ = std::move(picture);
    joins_ = std::move(joins);
    ++version_;
  }
  // The newest picture (may be null) and its version (it grows with every publish).
  std::pair<TablePictureRef, std::uint64_t> get() const {
    std::lock_guard lock(mutex_);
    return {picture_, version_};
  }
  // The join panel published with the newest picture (may be null).
  JoinPanelRef joins() const {
    std::lock_guard lock(mutex_);
    return joins_;
  }

 private:
  mutable std::mutex mutex_;
  TablePictureRef picture_;
  JoinPanelRef joins_;
  std::uint64_t version_ = 0;
};

}  // namespace sh::display
