// The painted extent of a premultiplied 32-bit image: where a scratch surface holds anything.
#include "craster.h"

#include <string.h>

// True when any of the `count` 32-bit pixels is not 0. The OR over whole words is a loop the
// compiler turns into vector code; it is the cost of every empty row.
static int any_painted(const uint32_t *row, int count) {
  uint32_t acc = 0;
  for (int i = 0; i < count; i++) acc |= row[i];
  return acc != 0;
}

int craster_painted_bounds(const uint8_t *pixels, int stride, int x, int y, int width, int height, int out[4]) {
  out[0] = out[1] = out[2] = out[3] = 0;
  if (width <= 0 || height <= 0) return 0;
  int top = -1, bottom = -1;
  for (int r = 0; r < height; r++) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)(y + r) * stride) + x;
    if (any_painted(row, width)) {
      top = r;
      break;
    }
  }
  if (top < 0) return 0;
  for (int r = height - 1; r >= top; r--) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)(y + r) * stride) + x;
    if (any_painted(row, width)) {
      bottom = r;
      break;
    }
  }
  // Each row only needs looking at outside the columns already known to be painted.
  int left = width, right = -1;
  for (int r = top; r <= bottom; r++) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)(y + r) * stride) + x;
    int c = 0;
    while (c < left && row[c] == 0) c++;
    if (c < left) left = c;
    if (c == width) continue;  // an empty row inside the extent
    c = width - 1;
    while (c > right && row[c] == 0) c--;
    if (c > right) right = c;
  }
  out[0] = x + left;
  out[1] = y + top;
  out[2] = right - left + 1;
  out[3] = bottom - top + 1;
  return 1;
}

int craster_clamp_premultiplied(uint8_t *pixels, int stride, int width, int height) {
  int changed = 0;
  for (int r = 0; r < height; r++) {
    uint32_t *row = (uint32_t *)(pixels + (size_t)r * stride);
    for (int i = 0; i < width; i++) {
      uint32_t p = row[i];
      uint32_t a = p >> 24;
      uint32_t c2 = (p >> 16) & 0xff, c1 = (p >> 8) & 0xff, c0 = p & 0xff;
      if (c2 <= a && c1 <= a && c0 <= a) continue;
      c2 = c2 > a ? a : c2;
      c1 = c1 > a ? a : c1;
      c0 = c0 > a ? a : c0;
      row[i] = a << 24 | c2 << 16 | c1 << 8 | c0;
      changed++;
    }
  }
  return changed;
}
