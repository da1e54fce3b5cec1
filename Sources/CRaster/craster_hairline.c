// Anti-aliased hairlines as browsers' CPU rasterizer draws them (lines no wider than a device
// pixel): every segment walked on its own in 26.6 fixed point along its major axis, one column
// (or row) at a time, its coverage split between the two pixels nearest the line's centre by
// the fraction of the centre's position, the ends weighted by how much of their pixel the
// segment spans; cubics cut into 2^n equal-parameter lines, n from how far the controls stray
// from the chord; round and square caps move the open ends out along the tangent. Written from
// the description of the method (Skia's anti-aliased hairline scan), not from its code.
#include "craster_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// Merges coverage `a` into the pixel: what painting the same colour twice gives,
// 1 - (1 - old)(1 - a), rounded.
static inline void merge(uint8_t *px, unsigned a) {
  unsigned b = *px;
  unsigned t = a * b + 128;
  *px = (uint8_t)(a + b - ((t + (t >> 8)) >> 8));
}

typedef struct {
  uint8_t *buf;
  int x, y, w, h, stride;
} hair_target;

static inline void put(const hair_target *t, int px, int py, unsigned a) {
  if (a == 0) return;
  px -= t->x;
  py -= t->y;
  if (px < 0 || py < 0 || px >= t->w || py >= t->h) return;
  merge(t->buf + (size_t)py * t->stride + px, a);
}

static inline unsigned scale_cov(unsigned value, int coverage) { return (value * (unsigned)coverage) >> 6; }
static inline unsigned frac_alpha(int32_t f) { return (unsigned)((f >> 8) & 0xFF); }

// One segment in 26.6 fixed point.
static void hair_line(const hair_target *t, int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
  if (abs(x1 - x0) > (511 << 6) || abs(y1 - y0) > (511 << 6)) {
    int32_t hx = (x0 >> 1) + (x1 >> 1), hy = (y0 >> 1) + (y1 >> 1);
    hair_line(t, x0, y0, hx, hy);
    hair_line(t, hx, hy, x1, y1);
    return;
  }
  int horizontal = abs(x1 - x0) > abs(y1 - y0);
  if (!horizontal) {
    // Walk rows: swap the axes, and swap them back when writing.
    int32_t s;
    s = x0, x0 = y0, y0 = s;
    s = x1, x1 = y1, y1 = s;
  }
  if (x0 > x1) {
    int32_t s;
    s = x0, x0 = x1, x1 = s;
    s = y0, y0 = y1, y1 = s;
  }
  if (x0 == x1) return;  // zero length (x0 == x1 and y0 == y1 once major)
  int istart = x0 >> 6;
  int istop = (x1 + 63) >> 6;
  // 16.16 minor-axis position at the centre of the first major-axis pixel (a level line's
  // slope is 0 and its position its own).
  int32_t slope = (int32_t)(((int64_t)(y1 - y0) * 65536) / (x1 - x0));
  int32_t fstart = y0 * 1024 + ((slope * (32 - (x0 & 63)) + 32) >> 6);
  int start_cov, stop_cov;
  if (istop - istart == 1) {
    start_cov = x1 - x0;
    stop_cov = 0;
  } else {
    start_cov = 64 - (x0 & 63);
    stop_cov = x1 & 63;
  }
#define PIX(major, minor, a) (horizontal ? put(t, (major), (minor), (a)) : put(t, (minor), (major), (a)))
  // The first pixel, the full ones, the last one.
  int32_t fy = fstart + 0x8000;
  for (int i = istart; i < istop; i++) {
    int cov = i == istart ? start_cov : (i == istop - 1 && stop_cov > 0 ? stop_cov : 64);
    int lower = fy >> 16;
    unsigned a = frac_alpha(fy);
    PIX(i, lower - 1, scale_cov(255 - a, cov));
    PIX(i, lower, scale_cov(a, cov));
    fy += slope;
  }
#undef PIX
}

static inline int32_t to_dot6(float v) { return (int32_t)(v * 64.0f); }

void cr_draw_hairs(const float *segs, int count, uint8_t *buf, int x, int y, int w, int h, int stride) {
  hair_target t = {buf, x, y, w, h, stride};
  for (int i = 0; i < count; i++) {
    const float *s = segs + 4 * i;
    hair_line(&t, to_dot6(s[0]), to_dot6(s[1]), to_dot6(s[2]), to_dot6(s[3]));
  }
}

// MARK: - Paths

static void add_line(craster *r, float x0, float y0, float x1, float y1) {
  if (!isfinite(x0) || !isfinite(y0) || !isfinite(x1) || !isfinite(y1)) return;
  // Cut to the square 26.6 fixed point can hold, as browsers cut such lines first
  // (Liang-Barsky: the part of the segment inside, if any).
  const double lim = 32000.0;
  double t0 = 0, t1 = 1, dx = (double)x1 - x0, dy = (double)y1 - y0;
  double p[4] = {-dx, dx, -dy, dy};
  double q[4] = {x0 + lim, lim - x0, y0 + lim, lim - y0};
  for (int i = 0; i < 4; i++) {
    if (p[i] == 0) {
      if (q[i] < 0) return;
      continue;
    }
    double t = q[i] / p[i];
    if (p[i] < 0) {
      if (t > t1) return;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return;
      if (t < t1) t1 = t;
    }
  }
  if (t0 > 0 || t1 < 1) {
    float nx0 = (float)(x0 + t0 * dx), ny0 = (float)(y0 + t0 * dy);
    float nx1 = (float)(x0 + t1 * dx), ny1 = (float)(y0 + t1 * dy);
    x0 = nx0, y0 = ny0, x1 = nx1, y1 = ny1;
  }
  cr_add_hair_segment(r, x0, y0, x1, y1);
}

typedef struct {
  float x, y;
} fpt;

static void add_polyline(craster *r, const fpt *p, int n) {
  for (int i = 0; i + 1 < n; i++) add_line(r, p[i].x, p[i].y, p[i + 1].x, p[i + 1].y);
}

// The number of lines a cubic is cut into: the controls' distance from the chord's thirds,
// each doubling of the lines cutting it by four, from an eighth of a pixel.
static int cubic_lines(const fpt *p) {
  float p13x = (1.0f / 3.0f) * p[3].x + (2.0f / 3.0f) * p[0].x, p13y = (1.0f / 3.0f) * p[3].y + (2.0f / 3.0f) * p[0].y;
  float p23x = (1.0f / 3.0f) * p[0].x + (2.0f / 3.0f) * p[3].x, p23y = (1.0f / 3.0f) * p[0].y + (2.0f / 3.0f) * p[3].y;
  float diff = fmaxf(fmaxf(fabsf(p[1].x - p13x), fabsf(p[2].x - p23x)), fmaxf(fabsf(p[1].y - p13y), fabsf(p[2].y - p23y)));
  float tol = 1.0f / 8;
  for (int i = 0; i < 9; i++) {
    if (diff < tol) return 1 << i;
    tol *= 4;
  }
  return 1 << 9;
}

static void add_cubic(craster *r, const fpt *p) {
  int lines = cubic_lines(p);
  fpt tmp[(1 << 9) + 1];
  tmp[0] = p[0];
  if (lines > 1) {
    float ax = p[3].x + 3 * (p[1].x - p[2].x) - p[0].x, ay = p[3].y + 3 * (p[1].y - p[2].y) - p[0].y;
    float bx = 3 * (p[2].x - 2 * p[1].x + p[0].x), by = 3 * (p[2].y - 2 * p[1].y + p[0].y);
    float cx = 3 * (p[1].x - p[0].x), cy = 3 * (p[1].y - p[0].y);
    float dt = 1.0f / lines, t = 0;
    for (int i = 1; i < lines; i++) {
      t = t + dt;
      tmp[i].x = ((ax * t + bx) * t + cx) * t + p[0].x;
      tmp[i].y = ((ay * t + by) * t + cy) * t + p[0].y;
      if (!isfinite(tmp[i].x) || !isfinite(tmp[i].y)) return;
    }
  }
  tmp[lines] = p[3];
  add_polyline(r, tmp, lines + 1);
}

// Moves an open end (and control points equal to it) out along its tangent: half a pixel for
// square caps, pi/8 (half a unit circle's area) for round ones.
static void extend(int at_start, int at_end, fpt *p, int n, int cap) {
  float out = cap == CRASTER_CAP_SQUARE ? 0.5f : (float)(M_PI / 8);
  if (at_start) {
    int k = 1;
    float tx = 0, ty = 0;
    for (; k < n; k++) {
      tx = p[0].x - p[k].x;
      ty = p[0].y - p[k].y;
      if (tx != 0 || ty != 0) break;
    }
    int moved = k < n ? k : n - 1;
    if (tx == 0 && ty == 0) tx = 1, ty = 0;
    else {
      float len = sqrtf(tx * tx + ty * ty);
      tx /= len, ty /= len;
    }
    for (int i = 0; i < moved; i++) p[i].x += tx * out, p[i].y += ty * out;
  }
  if (at_end) {
    int k = n - 2;
    float tx = 0, ty = 0;
    for (; k >= 0; k--) {
      tx = p[n - 1].x - p[k].x;
      ty = p[n - 1].y - p[k].y;
      if (tx != 0 || ty != 0) break;
    }
    int moved = k >= 0 ? n - 1 - k : n - 1;
    if (tx == 0 && ty == 0) tx = -1, ty = 0;
    else {
      float len = sqrtf(tx * tx + ty * ty);
      tx /= len, ty /= len;
    }
    for (int i = 0; i < moved; i++) p[n - 1 - i].x += tx * out, p[n - 1 - i].y += ty * out;
  }
}

int craster_add_hairline_path(
    craster *r, const uint8_t *verbs, int verb_count, const double *points, int point_count, const double m[6],
    int cap) {
  int pi = 0;
  int prev = -1;  // the previous verb (caps only), -1 before the first
  fpt first = {0, 0}, last = {0, 0};
  for (int v = 0; v < verb_count; v++) {
    int verb = verbs[v];
    int next = v + 1 < verb_count ? verbs[v + 1] : -1;
    int need = verb == CRASTER_MOVE || verb == CRASTER_LINE ? 1 : verb == CRASTER_CUBIC ? 3 : 0;
    if (pi + need > point_count) return -1;
    fpt p[4];
    p[0] = last;
    for (int k = 0; k < need; k++) {
      double x = points[2 * (pi + k)], y = points[2 * (pi + k) + 1];
      p[verb == CRASTER_MOVE ? 0 : k + 1] = (fpt){(float)(m[0] * x + m[2] * y + m[4]), (float)(m[1] * x + m[3] * y + m[5])};
    }
    pi += need;
    int caps = cap != CRASTER_CAP_BUTT;
    int start = caps && prev == CRASTER_MOVE;
    int end = caps && (next == CRASTER_MOVE || next == -1 || next == CRASTER_CLOSE);
    switch (verb) {
      case CRASTER_MOVE:
        first = last = p[0];
        break;
      case CRASTER_LINE:
        if (caps) extend(start, end, p, 2, cap);
        add_polyline(r, p, 2);
        last = p[1];
        break;
      case CRASTER_CUBIC:
        if (caps) extend(start, end, p, 4, cap);
        add_cubic(r, p);
        last = p[3];
        break;
      default: {  // close
        fpt q[2] = {last, first};
        if (caps && prev == CRASTER_MOVE) extend(1, end, q, 2, cap);
        add_polyline(r, q, 2);
        break;
      }
    }
    if (caps) {
      if (prev == CRASTER_MOVE && (verb == CRASTER_LINE || verb == CRASTER_CUBIC)) first = p[0];
      prev = verb;
    }
  }
  return 0;
}
