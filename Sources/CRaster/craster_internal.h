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

#endif
