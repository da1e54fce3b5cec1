// Curves flattened the way browsers' rasterizer turns them into edges: each curve is cut at
// its vertical turning points, then split into 2^n pieces of equal parameter, n chosen from
// how far the control points stray from the chord, measured in 1/256 pixel units (the
// rasterizer's fixed-point grid). Conics become 2^k quadratics first. Written from the
// description of the method.
#include "craster_internal.h"

#include <math.h>
#include <stdlib.h>

int cr_poly_push(cr_poly *poly, cr_vec p) {
  if (poly->n == poly->capacity) {
    int capacity = poly->capacity ? poly->capacity * 2 : 64;
    cr_vec *grown = realloc(poly->p, (size_t)capacity * sizeof(cr_vec));
    if (!grown) {
      poly->failed = 1;
      return -1;
    }
    poly->p = grown;
    poly->capacity = capacity;
  }
  poly->p[poly->n++] = p;
  return 0;
}

// A coordinate on the 1/256 pixel grid, as an integer (saturated far outside any canvas).
static int64_t grid(double v) {
  double s = floor(v * 256 + 0.5);
  if (!(s > -1e15)) return (int64_t)-1e15;
  if (s > 1e15) return (int64_t)1e15;
  return (int64_t)s;
}

static int shift_for(int64_t dx, int64_t dy) {
  if (dx < 0) dx = -dx;
  if (dy < 0) dy = -dy;
  int64_t dist = dx > dy ? dx + (dy >> 1) : dy + (dx >> 1);
  // To 1/8 pixel units; each halving of the step cuts the error by four.
  dist = (dist + (1 << 4)) >> 5;
  int bits = 0;
  while (dist > 0) {
    bits++;
    dist >>= 1;
  }
  return bits >> 1;
}

static cr_vec lerp(cr_vec a, cr_vec b, double t) { return (cr_vec){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

static double snap_quarter(double y) { return floor(y * 4 + 0.5) / 4; }

// One y-monotonic quadratic. The reference walks it top to bottom in 2^n steps: a step of two
// pixels or more ends on a whole pixel row (x moved along the step to match), a shorter one on
// a quarter row, and a step that stays in the row it started in is merged into the next.
static void quad_piece(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2) {
  int64_t x0 = grid(p0.x), x1 = grid(p1.x), x2 = grid(p2.x);
  int64_t y0 = grid(p0.y), y1 = grid(p1.y), y2 = grid(p2.y);
  int shift = shift_for((2 * x1 - x0 - x2) >> 2, (2 * y1 - y0 - y2) >> 2);
  if (shift == 0) shift = 1;
  if (shift > 6) shift = 6;
  int n = 1 << shift;
  int down = p2.y >= p0.y;
  cr_vec pts[65];
  for (int i = 0; i <= n; i++) {
    double t = (double)(down ? i : n - i) / n;
    cr_vec a = lerp(p0, p1, t), b = lerp(p1, p2, t);
    pts[i] = lerp(a, b, t);
  }
  pts[0] = down ? p0 : p2;
  pts[n] = down ? p2 : p0;
  cr_vec out[65];
  int count = 0;
  double last_y = snap_quarter(pts[n].y);
  double sx = pts[0].x, sy = snap_quarter(pts[0].y);
  out[count++] = (cr_vec){sx, sy};
  for (int i = 1; i <= n; i++) {
    double nx = pts[i].x, ny = pts[i].y, nsx, nsy;
    if (i < n) {
      if (fabs(ny - pts[i - 1].y) >= 2 && ny != sy) {
        double slope = (nx - sx) / (ny - sy);
        nsy = fmin(last_y, floor(ny + 0.5));
        nsx = nx - slope * (ny - nsy);
      } else {
        nsy = fmin(last_y, snap_quarter(ny));
        nsx = nx;
      }
    } else {
      nsy = last_y;
      nsx = nx;
    }
    if (nsy != sy || i == n) {
      out[count++] = (cr_vec){nsx, nsy};
      sx = nsx;
      sy = nsy;
    }
  }
  if (down) {
    for (int i = 1; i < count; i++) cr_poly_push(poly, out[i]);
  } else {
    for (int i = count - 2; i >= 0; i--) cr_poly_push(poly, out[i]);
  }
}

void cr_poly_quad(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2) {
  // Cut where y turns, so every piece runs one way vertically.
  double denom = p0.y - 2 * p1.y + p2.y;
  double t = denom != 0 ? (p0.y - p1.y) / denom : -1;
  if (t > 0 && t < 1) {
    cr_vec a = lerp(p0, p1, t), b = lerp(p1, p2, t), m = lerp(a, b, t);
    // Level at the turning point, as the reference makes it.
    a.y = m.y;
    b.y = m.y;
    quad_piece(poly, p0, a, m);
    quad_piece(poly, m, b, p2);
  } else {
    quad_piece(poly, p0, p1, p2);
  }
}

static int64_t cubic_delta(int64_t a, int64_t b, int64_t c, int64_t d) {
  int64_t one = ((a * 8 - b * 15 + 6 * c + d) * 19) >> 9;
  int64_t two = ((a + 6 * b - c * 15 + d * 8) * 19) >> 9;
  if (one < 0) one = -one;
  if (two < 0) two = -two;
  return one > two ? one : two;
}

// The browser's walk of one y-monotonic cubic, in its own fixed point: end points on the
// 1/256 pixel grid (truncated, as a float-to-int cast does), 2^n steps by forward
// differencing in 16.16 from the snapped top, every step's y snapped to a quarter row while
// its x is kept. The x error this leaves (up to a quarter row times the slope) is part of
// what the browser draws: lottie-web writes even straight segments as cubics, so its
// straight edges carry it too. Returns 0 when the cubic is too large for that fixed point
// (the caller then walks it in floating point).
static int stepped_cubic(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2, cr_vec p3) {
  const cr_vec in[4] = {p0, p1, p2, p3};
  int64_t x[4], y[4];
  for (int i = 0; i < 4; i++) {
    if (!(fabs(in[i].x) < 16000) || !(fabs(in[i].y) < 16000)) return 0;
    x[i] = (int64_t)((float)in[i].x * 256.0f);
    y[i] = (int64_t)((float)in[i].y * 256.0f);
  }
  int reversed = y[0] > y[3];
  if (reversed) {
    int64_t t;
    t = x[0], x[0] = x[3], x[3] = t;
    t = x[1], x[1] = x[2], x[2] = t;
    t = y[0], y[0] = y[3], y[3] = t;
    t = y[1], y[1] = y[2], y[2] = t;
  }
  int shift = shift_for(cubic_delta(x[0], x[1], x[2], x[3]), cubic_delta(y[0], y[1], y[2], y[3])) + 1;
  if (shift > 6) shift = 6;
  int up = 6, down = shift + up - 10;
  if (down < 0) {
    down = 0;
    up = 10 - shift;
  }
  int64_t c[2], d1[2], d2[2], d3[2], last[2];
  for (int k = 0; k < 2; k++) {
    const int64_t *v = k ? y : x;
    int64_t B = (3 * (v[1] - v[0])) * ((int64_t)1 << up);
    int64_t C = (3 * (v[0] - v[1] - v[1] + v[2])) * ((int64_t)1 << up);
    int64_t D = (v[3] + 3 * (v[1] - v[2]) - v[0]) * ((int64_t)1 << up);
    // Everything at four times the pixel grid, then brought to 16.16 (>> 2), as the
    // anti-aliasing rasterizer does.
    c[k] = (v[0] * 1024) >> 2;
    d1[k] = (B + (C >> shift) + (D >> (2 * shift))) >> 2;
    d2[k] = (2 * C + ((3 * D) >> (shift - 1))) >> 2;
    d3[k] = ((3 * D) >> (shift - 1)) >> 2;
    last[k] = (v[3] * 1024) >> 2;
  }
  const int64_t half = 65536 >> 3;
#define SNAP_Y(v) ((((v) + half) >> 14) << 14)
  c[1] = SNAP_Y(c[1]);
  last[1] = SNAP_Y(last[1]);
  cr_vec walk[66];
  int n = 0;
  walk[n++] = (cr_vec){c[0] / 65536.0, c[1] / 65536.0};
  int64_t oldx = c[0], oldy = c[1];
  int count = -(1 << shift);
  do {
    int64_t nx, ny;
    if (++count < 0) {
      nx = oldx + (d1[0] >> down);
      d1[0] += d2[0] >> shift;
      d2[0] += d3[0];
      ny = oldy + (d1[1] >> down);
      d1[1] += d2[1] >> shift;
      d2[1] += d3[1];
    } else {
      nx = last[0];
      ny = last[1];
    }
    if (ny < oldy) ny = oldy;
    int64_t snapped = SNAP_Y(ny);
    if (last[1] < snapped) {
      snapped = last[1];
      count = 0;
    }
    walk[n++] = (cr_vec){nx / 65536.0, snapped / 65536.0};
    oldx = nx;
    oldy = ny;
  } while (count < 0 && n < 66);
#undef SNAP_Y
  if (reversed) {
    for (int i = n - 2; i >= 0; i--) cr_poly_push(poly, walk[i]);
  } else {
    for (int i = 1; i < n; i++) cr_poly_push(poly, walk[i]);
  }
  return 1;
}

static void cubic_piece(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2, cr_vec p3) {
  if (stepped_cubic(poly, p0, p1, p2, p3)) return;
  int64_t dx = cubic_delta(grid(p0.x), grid(p1.x), grid(p2.x), grid(p3.x));
  int64_t dy = cubic_delta(grid(p0.y), grid(p1.y), grid(p2.y), grid(p3.y));
  int shift = shift_for(dx, dy) + 1;
  if (shift > 6) shift = 6;
  int n = 1 << shift;
  for (int i = 1; i < n; i++) {
    double t = (double)i / n, u = 1 - t;
    double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    cr_poly_push(poly, (cr_vec){a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y});
  }
  cr_poly_push(poly, p3);
}

static void chop_cubic(const cr_vec *p, double t, cr_vec *out7) {
  cr_vec ab = lerp(p[0], p[1], t), bc = lerp(p[1], p[2], t), cd = lerp(p[2], p[3], t);
  cr_vec abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t), m = lerp(abc, bcd, t);
  out7[0] = p[0], out7[1] = ab, out7[2] = abc, out7[3] = m, out7[4] = bcd, out7[5] = cd, out7[6] = p[3];
}

void cr_poly_cubic(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2, cr_vec p3) {
  // Where dy/dt = 0: a t² + b t + c with the Bernstein derivative's coefficients.
  double A = -p0.y + 3 * (p1.y - p2.y) + p3.y;
  double B = 2 * (p0.y - 2 * p1.y + p2.y);
  double C = p1.y - p0.y;
  double roots[2];
  int count = 0;
  if (fabs(A) < 1e-12) {
    if (B != 0) roots[count++] = -C / B;
  } else {
    double disc = B * B - 4 * A * C;
    if (disc >= 0) {
      double s = sqrt(disc);
      double q = B < 0 ? -(B - s) / 2 : -(B + s) / 2;
      if (q != 0) {
        roots[count++] = q / A;
        roots[count++] = C / q;
      } else {
        roots[count++] = 0;
      }
    }
  }
  double ts[2];
  int n = 0;
  for (int i = 0; i < count; i++)
    if (roots[i] > 0 && roots[i] < 1) ts[n++] = roots[i];
  if (n == 2 && ts[0] > ts[1]) {
    double t = ts[0];
    ts[0] = ts[1];
    ts[1] = t;
  }
  if (n == 2 && ts[0] == ts[1]) n = 1;
  cr_vec cur[4] = {p0, p1, p2, p3};
  double done = 0;
  for (int i = 0; i < n; i++) {
    double t = (ts[i] - done) / (1 - done);
    cr_vec seven[7];
    chop_cubic(cur, t, seven);
    // Flatten the turning point's neighbours to its y, as the reference does.
    seven[2].y = seven[3].y;
    seven[4].y = seven[3].y;
    cubic_piece(poly, seven[0], seven[1], seven[2], seven[3]);
    cur[0] = seven[3], cur[1] = seven[4], cur[2] = seven[5], cur[3] = seven[6];
    done = ts[i];
  }
  cubic_piece(poly, cur[0], cur[1], cur[2], cur[3]);
}

// A conic cut in two at its middle, as a pair of conics with the new weight.
static void chop_conic(const cr_vec *p, double w, cr_vec *out5, double *w2) {
  double scale = 1 / (1 + w);
  cr_vec p1w = {p[1].x * w, p[1].y * w};
  cr_vec m = {(p[0].x + 2 * p1w.x + p[2].x) * scale * 0.5, (p[0].y + 2 * p1w.y + p[2].y) * scale * 0.5};
  out5[0] = p[0];
  out5[1] = (cr_vec){(p[0].x + p1w.x) * scale, (p[0].y + p1w.y) * scale};
  out5[2] = m;
  out5[3] = (cr_vec){(p1w.x + p[2].x) * scale, (p1w.y + p[2].y) * scale};
  out5[4] = p[2];
  *w2 = sqrt(0.5 + w * 0.5);
}

static void conic_quads(cr_poly *poly, const cr_vec *p, double w, int pow2) {
  if (pow2 == 0) {
    cr_poly_quad(poly, p[0], p[1], p[2]);
    return;
  }
  cr_vec five[5];
  double w2;
  chop_conic(p, w, five, &w2);
  conic_quads(poly, five, w2, pow2 - 1);
  conic_quads(poly, five + 2, w2, pow2 - 1);
}

void cr_poly_conic(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2, double w) {
  // How many halvings bring the conic within a quarter pixel of its quadratics.
  double a = w - 1;
  double k = a / (4 * (2 + a));
  double x = k * (p0.x - 2 * p1.x + p2.x), y = k * (p0.y - 2 * p1.y + p2.y);
  double error = sqrt(x * x + y * y);
  int pow2 = 0;
  while (pow2 < 4 && error > 0.25) {
    error *= 0.25;
    pow2++;
  }
  cr_vec p[3] = {p0, p1, p2};
  conic_quads(poly, p, w, pow2);
}
