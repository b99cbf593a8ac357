#include "sound/sdl_sound.h"

#include <SDL_mixer.h>

#include <algorithm>

#include "sound/cue_names.h"

namespace sh {

void SdlSound::ChunkFree::operator()(Mix_Chunk* chunk) const { Mix_FreeChunk(chunk); }

SdlSound::SdlSound(AudioDevice&, std::filesystem::path cue_dir, int volume_percent)
    : dir_(std::move(cue_dir)), volume_(std::clamp(volume_percent, 0, 100)) {
  for (std::string_view name : kCueNames) load(name);
}

SdlSound::~SdlSound() {
  Mix_HaltChannel(-1);  // no channel may still point at a chunk we free
}

Mix_Chunk* SdlSound::load(std::string_view cue) {
  if (auto it = chunks_.find(cue); it != chunks_.end()) return it->second.get();
  ChunkPtr chunk;
  // Cue names come from code; still refuse anything that could leave the folder.
  if (!cue.empty() && cue.find_first_of("/\\.") == std::string_view::npos) {
    const std::filesystem::path file = dir_ / (std::string(cue) + ".wav");
    chunk.reset(Mix_LoadWAV(file.c_str()));
    if (chunk) Mix_VolumeChunk(chunk.get(), volume_ * MIX_MAX_VOLUME / 100);
  }
  Mix_Chunk* raw = chunk.get();
  chunks_.emplace(std::string(cue), std::move(chunk));
  return raw;
}

void SdlSound::play(std::string_view cue) {
  if (Mix_Chunk* chunk = load(cue)) Mix_PlayChannel(-1, chunk, 0);
}

void SdlSound::silence() { Mix_HaltChannel(-1); }

void SdlSound::set_volume(int percent) {
  volume_ = std::clamp(percent, 0, 100);
  for (auto& [name, chunk] : chunks_)
    if (chunk) Mix_VolumeChunk(chunk.get(), volume_ * MIX_MAX_VOLUME / 100);
}

bool SdlSound::has(std::string_view cue) const {
  auto it = chunks_.find(cue);
  return it != chunks_.end() && it->second != nullptr;
}

std::string SdlSound::missing() const {
  std::string out;
  for (const auto& [name, chunk] : chunks_) {
    if (chunk) continue;
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
}

}  // namespace sh
