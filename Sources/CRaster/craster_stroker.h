// Shared by the stroker's files (craster_stroke.c, craster_offset.c); not public.
#ifndef CRASTER_STROKER_H
#define CRASTER_STROKER_H

#include <math.h>

#include "craster_internal.h"

typedef cr_vec vec;

static inline vec v(double x, double y) { return (vec){x, y}; }
static inline vec add(vec a, vec b) { return v(a.x + b.x, a.y + b.y); }
static inline vec sub(vec a, vec b) { return v(a.x - b.x, a.y - b.y); }
static inline vec mul(vec a, double s) { return v(a.x * s, a.y * s); }
static inline double len(vec a) { return sqrt(a.x * a.x + a.y * a.y); }
static inline double cross(vec a, vec b) { return a.x * b.y - a.y * b.x; }
static inline double dot(vec a, vec b) { return a.x * b.x + a.y * b.y; }
static inline vec perp(vec a) { return v(-a.y, a.x); }
static inline vec lerp(vec a, vec b, double t) { return v(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

typedef struct {
  craster *r;
  const craster_stroke_style *style;
  double hw;
  /// Largest distance (in the points' units) of a fitted offset quadratic from the offset.
  double inv_res;
  int failed;
  cr_poly poly;
  cr_poly side;  // the inner side of a curve, reversed into `poly`
} stroker;

/// A user-space point in device pixels.
vec cr_dev(const stroker *s, vec p);
/// Adds the polygon built in the stroker's `poly` with positive orientation.
void cr_finish(stroker *s);
/// The derivative of a cubic at t (a chord where it vanishes at an end).
vec cr_cubic_tangent(const vec *c, double t);
/// Adds the band between the two offset sides of a cubic (user space).
void cr_cubic_band(stroker *s, const vec *c);

#endif
