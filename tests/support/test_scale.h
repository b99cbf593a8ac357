// How much of a long randomized test to run: all of it normally, a fraction in the
// AddressSanitizer/UBSan build (which runs the same code several times slower), so the
// whole suite stays well inside CI's time. Assertions stay the same.
#pragma once

namespace sh::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// `n` normally, n / divisor (at least 1) under the sanitizers.
constexpr int scaled(int n, int divisor) { return kSanitized ? (n / divisor > 0 ? n / divisor : 1) : n; }

}  // namespace sh::test
