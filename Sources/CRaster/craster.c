// Analytic-coverage polygon fill, after the way browsers' CPU rasterizer (Skia's analytic
// anti-aliasing) covers pixels: every edge end point's y is snapped to a quarter pixel, so
// all vertices lie on quarter-row boundaries; inside each quarter-row strip every active edge
// is then a straight segment spanning the strip, and the area between the edges that bound
// the inside is added exactly, column by column. Written from the description of the method,
// not from Skia's code.
#include "craster_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  double x;      // x at the snapped top
  double ytop;   // snapped top y (a multiple of 0.25)
  double slope;  // dx/dy between the snapped end points
  int64_t qtop;  // first quarter row covered
  int64_t qbot;  // first quarter row below the edge
  int dir;       // +1 downwards, -1 upwards
} edge;

typedef struct {
  int index;
  int64_t qbot;  // the edge's, copied so dropping finished edges reads only this array
  double xt, xb, mid;
} active;

// Columns (relative to the mask, inclusive) whose coverage differences one edge crossing
// wrote; between them a row's coverage is constant.
struct touched {
  int lo, hi;
};

struct craster {
  edge *edges;
  int count, capacity;
  int *order;
  int order_capacity;
  active *act;
  int act_capacity;
  double *acc;
  int acc_capacity;
  double bx0, by0, bx1, by1;
  int has_bounds;
  int *buckets;  // edges per first quarter row of the mask, for the counting sort
  int bucket_capacity;
  struct touched *spans;
  int span_capacity;
  int strips_only;  // non-zero: one quarter row at a time, never a band (tests compare the two)
  float *hairs;     // hairline segments (x0, y0, x1, y1), drawn instead of the edges when any
  int hair_count, hair_capacity;  // segments held; floats allocated
  uint8_t *hair_buf;  // their coverage over the fill's rectangle
  size_t hair_buf_capacity;
};

craster *craster_create(void) { return calloc(1, sizeof(craster)); }

void craster_set_strips_only(craster *r, int on) { r->strips_only = on != 0; }

void craster_destroy(craster *r) {
  if (!r) return;
  free(r->edges);
  free(r->order);
  free(r->act);
  free(r->acc);
  free(r->buckets);
  free(r->spans);
  free(r->hairs);
  free(r->hair_buf);
  free(r);
}

void craster_reset(craster *r) {
  r->count = 0;
  r->hair_count = 0;
  r->has_bounds = 0;
}

// Coordinates beyond this are clamped: far outside any mask, and small enough that quarter
// indices fit in 64 bits.
static const double kLimit = 1e15;

static double clampd(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

// Grows the bounds to hold the box (lo_x, lo_y)–(hi_x, hi_y).
static void widen_bounds(craster *r, double lo_x, double lo_y, double hi_x, double hi_y) {
  if (!r->has_bounds) {
    r->has_bounds = 1;
    r->bx0 = lo_x, r->by0 = lo_y, r->bx1 = hi_x, r->by1 = hi_y;
  }
  r->bx0 = fmin(r->bx0, lo_x);
  r->by0 = fmin(r->by0, lo_y);
  r->bx1 = fmax(r->bx1, hi_x);
  r->by1 = fmax(r->by1, hi_y);
}

int craster_add_edge(craster *r, double x0, double y0, double x1, double y1) {
  if (!isfinite(x0) || !isfinite(y0) || !isfinite(x1) || !isfinite(y1)) return 0;
  x0 = clampd(x0, -kLimit, kLimit);
  x1 = clampd(x1, -kLimit, kLimit);
  y0 = clampd(y0, -kLimit, kLimit);
  y1 = clampd(y1, -kLimit, kLimit);
  widen_bounds(r, fmin(x0, x1), fmin(y0, y1), fmax(x0, x1), fmax(y0, y1));
  // Round half up to a quarter row, as the reference does.
  double q0 = floor(y0 * 4 + 0.5);
  double q1 = floor(y1 * 4 + 0.5);
  if (q0 == q1) {
    // Horizontal once snapped: covers nothing (it still counts for the bounds).
    return 0;
  }
  if (r->count == r->capacity) {
    int capacity = r->capacity ? r->capacity * 2 : 256;
    edge *grown = realloc(r->edges, (size_t)capacity * sizeof(edge));
    if (!grown) return -1;
    r->edges = grown;
    r->capacity = capacity;
  }
  edge *e = &r->edges[r->count++];
  if (q0 < q1) {
    e->dir = 1;
  } else {
    double t;
    t = q0, q0 = q1, q1 = t;
    t = x0, x0 = x1, x1 = t;
    e->dir = -1;
  }
  e->qtop = (int64_t)q0;
  e->qbot = (int64_t)q1;
  e->ytop = q0 / 4;
  e->x = x0;
  e->slope = (x1 - x0) / ((q1 - q0) / 4);
  return 0;
}

int craster_bounds(const craster *r, double *out4) {
  out4[0] = r->bx0;
  out4[1] = r->by0;
  out4[2] = r->bx1;
  out4[3] = r->by1;
  return r->has_bounds;
}

// The integral of clamp(u, 0, 1): the area right of a point at distance u left of a column's
// right side.
static inline double P(double u) {
  if (u <= 0) return 0;
  if (u >= 1) return u - 0.5;
  return u * u * 0.5;
}

// Adds `w` times the part of each column right of the segment from xa (strip top) to xb
// (strip bottom), as differences between neighbouring columns (prefix sums give coverage).
// The column runs a row's differences touch, to visit only those and fill between them.
typedef struct {
  struct touched *runs;
  int count;
} touched_list;

static inline void touch(touched_list *list, int lo, int hi) {
  list->runs[list->count++] = (struct touched){lo, hi};
}

static void accumulate(double *acc, touched_list *range, int x0, int width, double xa, double xb, double w) {
  double xl = xa < xb ? xa : xb;
  double xr = xa < xb ? xb : xa;
  if (xr < x0) {
    acc[0] += w;
    touch(range, 0, 0);
    return;
  }
  if (xl >= (double)x0 + width) return;
  int cmin = xl < x0 ? x0 - 1 : (int)floor(xl);
  int cmax = (int)floor(xr);
  int lo = cmin < x0 ? x0 : cmin;
  int hi = cmax > x0 + width - 1 ? x0 + width - 1 : cmax;
  touch(range, lo - x0, hi + 1 - x0 < width ? hi + 1 - x0 : width - 1);
  double span = xb - xa;
  double prev = 0;
  int vertical = fabs(span) < 1e-9;
  for (int c = lo; c <= hi; c++) {
    double right = (double)c + 1;
    double f;
    if (vertical) {
      f = clampd(right - xa, 0, 1);
    } else {
      f = (P(right - xa) - P(right - xb)) / span;
      f = clampd(f, 0, 1);
    }
    acc[c - x0] += w * (f - prev);
    prev = f;
  }
  if (hi + 1 < x0 + width) acc[hi + 1 - x0] += w * (1 - prev);
}

// Coverage 0…1 to 0…255, rounded to nearest.
static inline uint8_t alpha(double coverage) {
  if (!(coverage > 0)) return 0;
  if (coverage >= 1) return 255;
  return (uint8_t)(int)(coverage * 255 + 0.5);
}

static int grow(void **p, int *capacity, int need, size_t size) {
  if (need <= *capacity) return 0;
  int capacity2 = *capacity ? *capacity : 64;
  while (capacity2 < need) capacity2 *= 2;
  void *grown = realloc(*p, (size_t)capacity2 * size);
  if (!grown) return -1;
  *p = grown;
  *capacity = capacity2;
  return 0;
}

// Drops the active edges that end at or above quarter row q (keeping their order) and
// admits the edges that start there; returns the new active count.
static int admit(const craster *r, active *act, int nact, int *next, int64_t q) {
  const edge *edges = r->edges;
  int kept = 0;
  for (int i = 0; i < nact; i++)
    if (act[i].qbot > q) {
      if (kept != i) act[kept] = act[i];
      kept++;
    }
  nact = kept;
  while (*next < r->count && edges[r->order[*next]].qtop <= q) {
    int index = r->order[(*next)++];
    if (edges[index].qbot > q) {
      act[nact].index = index;
      act[nact++].qbot = edges[index].qbot;
    }
  }
  return nact;
}

// Puts each active edge's x at the band's top (yt) and bottom (yt + height), then sorts
// them by the band's middle x (insertion sort: the order changes little between bands).
static void place(const edge *edges, active *act, int nact, double yt, double height) {
  double yb = yt + height;
  for (int i = 0; i < nact; i++) {
    const edge *e = &edges[act[i].index];
    act[i].xt = e->x + (yt - e->ytop) * e->slope;
    act[i].xb = e->x + (yb - e->ytop) * e->slope;
    act[i].mid = (act[i].xt + act[i].xb) * 0.5;
  }
  for (int i = 1; i < nact; i++) {
    if (act[i - 1].mid < act[i].mid) continue;  // already in place, the common case
    active a = act[i];
    int j = i - 1;
    while (j >= 0 && (act[j].mid > a.mid || (act[j].mid == a.mid && act[j].index > a.index))) {
      act[j + 1] = act[j];
      j--;
    }
    act[j + 1] = a;
  }
}

// Adds the band (of `height` pixel rows) between the edges where the fill rule's inside
// begins or ends.
static void wind(const edge *edges, const active *act, int nact, int even_odd, double *acc, touched_list *range, int x,
                 int width, double height) {
  int winding = 0;
  for (int i = 0; i < nact; i++) {
    const edge *e = &edges[act[i].index];
    int before = even_odd ? (winding & 1) : (winding != 0);
    winding += e->dir;
    int after = even_odd ? (winding & 1) : (winding != 0);
    if (before != after) accumulate(acc, range, x, width, act[i].xt, act[i].xb, after ? height : -height);
  }
}

// Puts the edges in `order` by their first quarter row (a counting sort, stable). Edges
// starting above the mask share its first row's bucket and those starting below it the
// last: the fill admits the first together and never the last, and sorts what it admits
// by x with ties by index, so their order among themselves never shows.
static void sort_by_top(craster *r, int64_t base, int quarters) {
  int *bucket = r->buckets;
  memset(bucket, 0, (size_t)(quarters + 1) * sizeof(int));
  for (int i = 0; i < r->count; i++) {
    int64_t k = r->edges[i].qtop - base;
    k = k < 0 ? 0 : (k >= quarters ? quarters - 1 : k);
    bucket[k + 1]++;
  }
  for (int k = 0; k < quarters; k++) bucket[k + 1] += bucket[k];
  for (int i = 0; i < r->count; i++) {
    int64_t k = r->edges[i].qtop - base;
    k = k < 0 ? 0 : (k >= quarters ? quarters - 1 : k);
    r->order[bucket[k]++] = i;
  }
}

int cr_add_hair_segment(craster *r, float x0, float y0, float x1, float y1) {
  if (r->hair_count >= (1 << 26)) return -1;  // 256 MiB of segments: past any budget
  if (grow((void **)&r->hairs, &r->hair_capacity, 4 * (r->hair_count + 1), sizeof(float))) return -1;
  float *s = r->hairs + 4 * r->hair_count++;
  s[0] = x0, s[1] = y0, s[2] = x1, s[3] = y1;
  // A hairline reaches a pixel and a half past its centre line across, half a pixel along.
  widen_bounds(r, fmin(x0, x1) - 2, fmin(y0, y1) - 2, fmax(x0, x1) + 2, fmax(y0, y1) + 2);
  return 0;
}

// Where a fill's rows go: an 8-bit mask (`dst` is its row 0, `color` unused), or straight
// onto premultiplied 32-bit pixels with a solid colour (`dst` is pixel (x, y) of the fill's
// rectangle), as craster_fill_over describes.
typedef struct {
  uint8_t *dst;
  int stride;
  int over;  // 0: the mask; CRASTER_OP_OVER or CRASTER_OP_MULTIPLY: onto the pixels
  uint32_t color;
} sink;

// Pixman's rounded x * a / 255 on each 8-bit channel of x (UN8x4_MUL_UN8).
static inline uint32_t mul_un8x4(uint32_t x, uint32_t a) {
  uint32_t rb = (x & 0xff00ffu) * a + 0x800080u;
  rb = ((rb + ((rb >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  uint32_t ag = ((x >> 8) & 0xff00ffu) * a + 0x800080u;
  ag = ((ag + ((ag >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  return rb | (ag << 8);
}

// Pixman's OVER of a premultiplied pixel `s` onto `d`: d * (255 - s.alpha) / 255 rounded,
// plus s, each channel saturating (UN8x4_MUL_UN8_ADD_UN8x4).
static inline uint32_t over_un8x4(uint32_t s, uint32_t d) {
  uint32_t a = (~s) >> 24;
  uint32_t rb = (d & 0xff00ffu) * a + 0x800080u;
  rb = ((rb + ((rb >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  rb += s & 0xff00ffu;
  rb |= 0x1000100u - ((rb >> 8) & 0xff00ffu);
  rb &= 0xff00ffu;
  uint32_t ag = ((d >> 8) & 0xff00ffu) * a + 0x800080u;
  ag = ((ag + ((ag >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  ag += (s >> 8) & 0xff00ffu;
  ag |= 0x1000100u - ((ag >> 8) & 0xff00ffu);
  ag &= 0xff00ffu;
  return rb | (ag << 8);
}

// Pixman's saturating per-channel sum of two premultiplied pixels (UN8x4_ADD_UN8x4).
static inline uint32_t add_un8x4(uint32_t x, uint32_t y) {
  uint32_t rb = (x & 0xff00ffu) + (y & 0xff00ffu);
  rb |= 0x1000100u - ((rb >> 8) & 0xff00ffu);
  uint32_t ag = ((x >> 8) & 0xff00ffu) + ((y >> 8) & 0xff00ffu);
  ag |= 0x1000100u - ((ag >> 8) & 0xff00ffu);
  return (rb & 0xff00ffu) | ((ag & 0xff00ffu) << 8);
}

// Pixman's rounded channel-by-channel product x * a / 255 (UN8x4_MUL_UN8x4).
static inline uint32_t mul_un8x4_un8x4(uint32_t x, uint32_t a) {
  uint32_t out = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    uint32_t t = ((x >> shift) & 0xffu) * ((a >> shift) & 0xffu) + 0x80u;
    out |= (((t + (t >> 8)) >> 8) & 0xffu) << shift;
  }
  return out;
}

// Pixman's MULTIPLY of a premultiplied `s` onto `d` (combine_multiply_u): s × (1 − d.alpha)
// plus d × (1 − s.alpha), each rounded, saturating, plus s × d rounded, saturating.
static inline uint32_t multiply_un8x4(uint32_t s, uint32_t d) {
  uint32_t src_ia = (~s) >> 24;
  uint32_t dest_ia = (~d) >> 24;
  uint32_t outside = add_un8x4(mul_un8x4(s, dest_ia), mul_un8x4(d, src_ia));
  return add_un8x4(mul_un8x4_un8x4(d, s), outside);
}

// `count` pixels from `px` under the same coverage `m`, multiplied as pixman's general
// path composites a solid colour through an 8-bit mask: nothing at 0 (the colour scaled to
// nothing leaves every pixel as it was), else the colour scaled by the coverage, then
// MULTIPLY.
static inline void multiply_run(uint32_t *px, int count, uint32_t color, uint8_t m) {
  if (m == 0 || count <= 0) return;
  uint32_t s = m == 255 ? color : mul_un8x4(color, m);
  for (int i = 0; i < count; i++) px[i] = multiply_un8x4(s, px[i]);
}

// `count` pixels from `px` under the same coverage `m`, as pixman's over_n_8_8888 composites
// a solid colour through an 8-bit mask: nothing at 0, the colour itself where both it and
// the coverage are opaque, else the colour scaled by the coverage, then OVER.
static inline void over_run(uint32_t *px, int count, uint32_t color, uint8_t m) {
  if (m == 0 || count <= 0) return;
  if (m == 255 && (color >> 24) == 255) {
    for (int i = 0; i < count; i++) px[i] = color;
    return;
  }
  uint32_t s = m == 255 ? color : mul_un8x4(color, m);
  for (int i = 0; i < count; i++) px[i] = over_un8x4(s, px[i]);
}

// Row `row`'s `count` pixels from column `c` under the same coverage `m`: written to the
// mask, or composited.
static inline void emit(const sink *out, int row, int c, int count, uint8_t m) {
  if (count <= 0) return;
  uint8_t *line = out->dst + (size_t)row * out->stride;
  if (!out->over) {
    memset(line + c, m, (size_t)count);
  } else if (out->over == CRASTER_OP_MULTIPLY) {
    multiply_run((uint32_t *)line + c, count, out->color, m);
  } else {
    over_run((uint32_t *)line + c, count, out->color, m);
  }
}

static int fill_core(craster *r, int even_odd, double gain, int x, int y, int width, int height, sink out);

int craster_fill(craster *r, int even_odd, double gain, int x, int y, int width, int height, uint8_t *mask, int stride) {
  if (width <= 0 || height <= 0 || stride < width) return -1;
  for (int row = 0; row < height; row++) memset(mask + (size_t)row * stride, 0, (size_t)width);
  sink out = {mask, stride, 0, 0};
  return fill_core(r, even_odd, gain, x, y, width, height, out);
}

int craster_fill_over(
    craster *r, int even_odd, double gain, int x, int y, int width, int height, uint8_t *pixels, int stride,
    uint32_t color) {
  return craster_fill_onto(r, even_odd, gain, x, y, width, height, pixels, stride, color, CRASTER_OP_OVER);
}

int craster_fill_onto(
    craster *r, int even_odd, double gain, int x, int y, int width, int height, uint8_t *pixels, int stride,
    uint32_t color, int op) {
  if (width <= 0 || height <= 0 || stride < 4 * width) return -1;
  if (op != CRASTER_OP_OVER && op != CRASTER_OP_MULTIPLY) return -1;
  if (color == 0) return 0;  // OVER or MULTIPLY with nothing changes nothing
  sink out = {pixels, stride, op, color};
  return fill_core(r, even_odd, gain, x, y, width, height, out);
}

// Hairlines: their coverage drawn into the mask itself (already cleared), or into a buffer
// over the rectangle that is then composited; times the gain either way.
static int hair_fill(craster *r, double gain, int x, int y, int width, int height, sink out) {
  uint8_t *cov = out.dst;
  int stride = out.stride;
  if (out.over) {
    size_t need = (size_t)width * (size_t)height;
    if (need > r->hair_buf_capacity) {
      uint8_t *grown = realloc(r->hair_buf, need);
      if (!grown) return -1;
      r->hair_buf = grown;
      r->hair_buf_capacity = need;
    }
    memset(r->hair_buf, 0, need);
    cov = r->hair_buf;
    stride = width;
  }
  cr_draw_hairs(r->hairs, r->hair_count, cov, x, y, width, height, stride);
  if (!out.over && gain == 1) return 0;
  for (int row = 0; row < height; row++) {
    uint8_t *k = cov + (size_t)row * stride;
    for (int c = 0; c < width; c++) {
      if (k[c] == 0) continue;
      uint8_t m = gain == 1 ? k[c] : alpha(k[c] / 255.0 * gain);
      if (out.over) emit(&out, row, c, 1, m);
      else k[c] = m;
    }
  }
  return 0;
}

static int fill_core(craster *r, int even_odd, double gain, int x, int y, int width, int height, sink out) {
  if (r->hair_count > 0) return hair_fill(r, gain, x, y, width, height, out);
  if (r->count == 0) return 0;
  if (grow((void **)&r->order, &r->order_capacity, r->count, sizeof(int))) return -1;
  if (grow((void **)&r->act, &r->act_capacity, r->count, sizeof(active))) return -1;
  if (grow((void **)&r->acc, &r->acc_capacity, width + 1, sizeof(double))) return -1;
  // Cleared once here; each row puts back zeros where it wrote.
  memset(r->acc, 0, (size_t)(width + 1) * sizeof(double));
  // Quarter rows of the mask, plus one bucket for edges starting below it.
  int quarters = height * 4 + 1;
  if (grow((void **)&r->buckets, &r->bucket_capacity, quarters + 1, sizeof(int))) return -1;
  // Each strip adds at most one run per active edge.
  if (grow((void **)&r->spans, &r->span_capacity, 4 * r->count, sizeof(struct touched))) return -1;
  sort_by_top(r, (int64_t)y * 4, quarters);

  const edge *edges = r->edges;
  active *act = r->act;
  double *acc = r->acc;
  int nact = 0;
  int next = 0;
  for (int row = 0; row < height; row++) {
    int64_t qrow = ((int64_t)y + row) * 4;
    if (nact == 0 && (next >= r->count || edges[r->order[next]].qtop >= qrow + 4)) {
      // Nothing crosses this row; jump over empty rows cheaply.
      if (next >= r->count) break;
      continue;
    }
    touched_list range = {r->spans, 0};
    // Quarter rows are taken together as one band while no edge starts or ends among them
    // and no two edges cross: each edge is straight across the band, so the area right of
    // it is the sum of its strips' areas, and the winding order is the same in every strip.
    // A row no edge starts, ends or crosses in is one band; strokes' short pieces cut rows
    // into two or three.
    int64_t q = qrow;
    while (q < qrow + 4) {
      nact = admit(r, act, nact, &next, q);
      if (nact == 0) {
        q++;
        continue;
      }
      // Admitted edges end below q and the next edge starts below q, so the band is not empty.
      int64_t end = q + 1;
      if (!r->strips_only) {
        end = qrow + 4;
        if (next < r->count && edges[r->order[next]].qtop < end) end = edges[r->order[next]].qtop;
        for (int i = 0; i < nact; i++)
          if (act[i].qbot < end) end = act[i].qbot;
      }
      if (end - q > 1) {
        double height = (double)(end - q) / 4;
        place(edges, act, nact, (double)q / 4, height);
        int ordered = 1;
        for (int i = 1; ordered && i < nact; i++)
          if (act[i].xt < act[i - 1].xt || act[i].xb < act[i - 1].xb) ordered = 0;
        if (ordered) {
          wind(edges, act, nact, even_odd, acc, &range, x, width, height);
          q = end;
          continue;
        }
      }
      place(edges, act, nact, (double)q / 4, 0.25);
      wind(edges, act, nact, even_odd, acc, &range, x, width, 0.25);
      q++;
    }
    if (range.count == 0) continue;
    // Runs in order of their first column (each strip's are nearly in order already).
    struct touched *runs = range.runs;
    for (int i = 1; i < range.count; i++) {
      if (runs[i - 1].lo <= runs[i].lo) continue;
      struct touched t = runs[i];
      int j = i - 1;
      while (j >= 0 && runs[j].lo > t.lo) {
        runs[j + 1] = runs[j];
        j--;
      }
      runs[j + 1] = t;
    }
    // Columns left of the first run stay 0 (the mask was cleared). Between runs the
    // differences are all zero, so the coverage is the last one; the sums meet the same
    // non-zero terms in the same order as a walk over every column would.
    double cov = 0;
    int c = runs[0].lo;
    for (int i = 0; i < range.count; i++) {
      int lo = runs[i].lo, hi = runs[i].hi;
      if (hi < c) continue;
      if (lo > c) {
        emit(&out, row, c, lo - c, alpha(cov * gain));
        c = lo;
      }
      for (; c <= hi; c++) {
        cov += acc[c];
        acc[c] = 0;
        emit(&out, row, c, 1, alpha(cov * gain));
      }
    }
    emit(&out, row, c, width - c, alpha(cov * gain));
  }
  return 0;
}
