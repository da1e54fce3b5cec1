// Paths to fill: sub-paths closed, cubics flattened as the browsers' rasterizer does.
#include "craster_internal.h"

#include <math.h>
#include <stdlib.h>

static cr_vec map(const double *m, double x, double y) {
  return (cr_vec){m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]};
}

// Adds the closed polygon in `poly` as edges.
static int flush(craster *r, cr_poly *poly) {
  int failed = poly->failed;
  for (int i = 0; i + 1 < poly->n; i++)
    if (craster_add_edge(r, poly->p[i].x, poly->p[i].y, poly->p[i + 1].x, poly->p[i + 1].y)) failed = 1;
  if (poly->n > 1) {
    cr_vec a = poly->p[poly->n - 1], b = poly->p[0];
    if (craster_add_edge(r, a.x, a.y, b.x, b.y)) failed = 1;
  }
  poly->n = 0;
  return failed;
}

int craster_add_path(
    craster *r, const uint8_t *verbs, int verb_count, const double *points, int point_count, const double matrix[6]) {
  cr_poly poly = {0};
  int failed = 0;
  int k = 0;
  // The path's current point as written: a curve's polygon ends on its walk's last point
  // (snapped), but the next curve starts from the point the path gives.
  cr_vec current = {0, 0};
  for (int i = 0; i < verb_count; i++) {
    switch (verbs[i]) {
    case CRASTER_MOVE:
      if (k + 1 > point_count) goto done;
      failed |= flush(r, &poly);
      current = map(matrix, points[2 * k], points[2 * k + 1]);
      cr_poly_push(&poly, current);
      k += 1;
      break;
    case CRASTER_LINE:
      if (k + 1 > point_count) goto done;
      current = map(matrix, points[2 * k], points[2 * k + 1]);
      cr_poly_push(&poly, current);
      k += 1;
      break;
    case CRASTER_CUBIC:
      if (k + 3 > point_count) goto done;
      if (poly.n == 0) {
        current = map(matrix, points[2 * k], points[2 * k + 1]);
        cr_poly_push(&poly, current);
      }
      {
        cr_vec p0 = current;
        cr_vec p1 = map(matrix, points[2 * k], points[2 * k + 1]);
        cr_vec p2 = map(matrix, points[2 * k + 2], points[2 * k + 3]);
        cr_vec p3 = map(matrix, points[2 * k + 4], points[2 * k + 5]);
        if (isfinite(p0.x) && isfinite(p0.y) && isfinite(p1.x) && isfinite(p1.y) && isfinite(p2.x) &&
            isfinite(p2.y) && isfinite(p3.x) && isfinite(p3.y))
          cr_poly_cubic(&poly, p0, p1, p2, p3);
        else
          cr_poly_push(&poly, p3);
        current = p3;
      }
      k += 3;
      break;
    case CRASTER_CLOSE:
      failed |= flush(r, &poly);
      break;
    default:
      break;
    }
  }
done:
  failed |= flush(r, &poly);
  free(poly.p);
  return failed ? -1 : 0;
}
