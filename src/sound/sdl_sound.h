// Sound cues through SDL_mixer: every audio/<name>.wav is loaded once as a chunk and played
// on a free mixer channel, so cues overlap each other and mix with speech. Cues have their
// own volume, separate from speech. Unknown names are ignored (and remembered as missing).
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "sound/sound.h"

struct Mix_Chunk;

namespace sh {

class AudioDevice;

class SdlSound final : public Sound {
 public:
  // Loads every known cue (kCueNames) found in `cue_dir`; `device` must outlive this.
  SdlSound(AudioDevice& device, std::filesystem::path cue_dir, int volume_percent = 80);
  ~SdlSound() override;
  SdlSound(const SdlSound&) = delete;
  SdlSound& operator=(const SdlSound&) = delete;

  void play(std::string_view cue) override;
  void silence() override;  // stops every cue that is playing

  int volume() const { return volume_; }
  void set_volume(int percent);  // 0..100
  bool has(std::string_view cue) const;
  // Cue names that were asked for but have no file (a packaging mistake worth reporting).
  std::string missing() const;

 private:
  struct ChunkFree {
    void operator()(Mix_Chunk* chunk) const;
  };
  using ChunkPtr = std::unique_ptr<Mix_Chunk, ChunkFree>;
  Mix_Chunk* load(std::string_view cue);

  std::filesystem::path dir_;
  int volume_;
  std::map<std::string, ChunkPtr, std::less<>> chunks_;  // null: known to be missing
};

}  // namespace sh
