// Shared by the rasterizer's files; not part of the public header.
#ifndef CRASTER_INTERNAL_H
#define CRASTER_INTERNAL_H

#include "craster.h"

typedef struct {
  double x, y;
} cr_vec;

/// Device-space points of one closed polygon being built, reused between polygons.
typedef struct {
  cr_vec *p;
  int n, capacity;
  int failed;
} cr_poly;

int cr_poly_push(cr_poly *poly, cr_vec p);
/// Appends the points of the quadratic (p0 is the current last point) as browsers flatten it.
void cr_poly_quad(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2);
/// Appends the points of the cubic (p0 is the current last point) as browsers flatten it.
void cr_poly_cubic(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2, cr_vec p3);
/// Appends the points of a conic (weight w), via quadratics as browsers convert it.
void cr_poly_conic(cr_poly *poly, cr_vec p0, cr_vec p1, cr_vec p2, double w);

/// Adds one hairline segment (device pixels); the fill then draws hairlines, not edges.
int cr_add_hair_segment(craster *r, float x0, float y0, float x1, float y1);
/// Draws hairline segments (x0, y0, x1, y1 each) into the coverage of the pixel rectangle
/// (x, y, w, h), `stride` bytes a row, merging with what is there.
void cr_draw_hairs(const float *segs, int count, uint8_t *buf, int x, int y, int w, int h, int stride);

#endif
