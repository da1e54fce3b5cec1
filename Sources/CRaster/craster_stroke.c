// Stroke outlines as pieces for a non-zero fill: each straight segment a quadrilateral, each
// curve the band between its two offset sides, each join a wedge on the outer side of the
// turn, each open end a cap. Every piece is added with the same orientation, so the fill of
// all of them is their union. The offset sides of a cubic are approximated by quadratics the
// way browsers' stroker fits them (split in half until the quadratic's middle lies within a
// quarter device pixel of the true offset), and round joins and caps are conic arcs; all are
// then flattened as the rasterizer flattens curves. Dashes cut a flattened polyline first
// (in the points' units, before the matrix). Written from the description of the method.
#include "craster_stroker.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

vec cr_dev(const stroker *s, vec p) {
  const double *m = s->style->matrix;
  return v(m[0] * p.x + m[2] * p.y + m[4], m[1] * p.x + m[3] * p.y + m[5]);
}

static void begin(stroker *s, vec user) {
  s->poly.n = 0;
  cr_poly_push(&s->poly, cr_dev(s, user));
}

static void to(stroker *s, vec user) { cr_poly_push(&s->poly, cr_dev(s, user)); }

// Adds the polygon built in `poly` with positive orientation in device space.
void cr_finish(stroker *s) {
  cr_poly *poly = &s->poly;
  if (poly->failed) s->failed = 1;
  int n = poly->n;
  if (n < 3) return;
  double area = 0;
  for (int i = 0; i < n; i++) area += cross(poly->p[i], poly->p[(i + 1) % n]);
  if (area == 0) return;
  for (int i = 0; i < n; i++) {
    vec a = poly->p[i], b = poly->p[(i + 1) % n];
    int failed = area > 0 ? craster_add_edge(s->r, a.x, a.y, b.x, b.y) : craster_add_edge(s->r, b.x, b.y, a.x, a.y);
    if (failed) s->failed = 1;
  }
}

// Appends an arc about `c` from offset `from` turning by `angle` radians as conics of at
// most a quarter turn each.
static void arc(stroker *s, vec c, vec from, double angle) {
  int quarters = (int)floor(fabs(angle) / (M_PI / 2) + 1e-9);
  double rest = fabs(angle) - quarters * (M_PI / 2);
  int pieces = quarters + (rest > 1e-6 ? 1 : 0);
  if (quarters > 4) return;
  double sign = angle < 0 ? -1 : 1;
  double a0 = atan2(from.y, from.x);
  double r = len(from);
  double at = a0;
  for (int i = 0; i < pieces; i++) {
    double phi = (i < quarters ? M_PI / 2 : rest) * sign;
    double mid = at + phi / 2, end = at + phi;
    double w = cos(phi / 2);
    vec p0 = add(c, v(cos(at) * r, sin(at) * r));
    vec p1 = add(c, v(cos(mid) * r / w, sin(mid) * r / w));
    vec p2 = add(c, v(cos(end) * r, sin(end) * r));
    cr_poly_conic(&s->poly, cr_dev(s, p0), cr_dev(s, p1), cr_dev(s, p2), w);
    at = end;
  }
}

static void fan(stroker *s, vec c, vec from, double angle) {
  begin(s, c);
  to(s, add(c, from));
  arc(s, c, from, angle);
  cr_finish(s);
}

static void segment(stroker *s, vec a, vec b) {
  vec d = sub(b, a);
  double l = len(d);
  if (l <= 0) return;
  vec n = mul(perp(d), s->hw / l);
  begin(s, add(a, n));
  to(s, add(b, n));
  to(s, sub(b, n));
  to(s, sub(a, n));
  cr_finish(s);
}

// The join at p between unit directions d0 (in) and d1 (out).
static void join(stroker *s, vec p, vec d0, vec d1) {
  double c = cross(d0, d1);
  double cosine = dot(d0, d1);
  if (fabs(c) < 1e-9 && cosine > 0) return;
  double side = c > 0 ? -1 : 1;
  vec n0 = mul(perp(d0), side * s->hw);
  vec n1 = mul(perp(d1), side * s->hw);
  vec o0 = add(p, n0), o1 = add(p, n1);
  switch (s->style->join) {
  case CRASTER_JOIN_ROUND: {
    double turn = atan2(cross(n0, n1), dot(n0, n1));
    // At a turn of (nearly) 180° the sign of the cross product is noise: the arc must pass
    // ahead of the corner (along d0 - d1), where a browser's round join bulges.
    double mid = turn / 2;
    vec m = v(n0.x * cos(mid) - n0.y * sin(mid), n0.x * sin(mid) + n0.y * cos(mid));
    if (dot(m, sub(d0, d1)) < 0) turn += turn > 0 ? -2 * M_PI : 2 * M_PI;
    fan(s, p, n0, turn);
    return;
  }
  case CRASTER_JOIN_MITER: {
    double half = (1 + cosine) / 2;  // cos² of half the turn
    double limit = s->style->miter_limit;
    if (half > 1e-12 && half * limit * limit >= 1) {
      vec bis = add(n0, n1);
      double bl = len(bis);
      if (bl > 0) {
        vec tip = add(p, mul(bis, s->hw / (bl * sqrt(half))));
        begin(s, p);
        to(s, o0);
        to(s, tip);
        to(s, o1);
        cr_finish(s);
        return;
      }
    }
    break;
  }
  default:
    break;
  }
  begin(s, p);
  to(s, o0);
  to(s, o1);
  cr_finish(s);
}

// The cap at end point p of a line leaving in unit direction d (pointing out of the line).
static void cap(stroker *s, vec p, vec d) {
  vec n = mul(perp(d), s->hw);
  switch (s->style->cap) {
  case CRASTER_CAP_SQUARE: {
    vec e = mul(d, s->hw);
    begin(s, add(p, n));
    to(s, add(add(p, n), e));
    to(s, add(sub(p, n), e));
    to(s, sub(p, n));
    cr_finish(s);
    break;
  }
  case CRASTER_CAP_ROUND:
    fan(s, p, n, -M_PI);
    break;
  default:
    break;
  }
}

// MARK: - Paths

typedef struct {
  int curve;    // 0 a line, 1 a cubic
  vec p[4];     // p[0] start … end (p[1] for a line, p[3] for a cubic)
  vec d0, d1;   // unit directions at the start and the end
} piece;

static vec unit(vec d) {
  double l = len(d);
  return l > 0 ? mul(d, 1 / l) : v(0, 0);
}

static void stroke_pieces(stroker *s, const piece *p, int n, int closed, vec dot_at, int is_dot) {
  if (n == 0) {
    if (is_dot && !closed) {
      // A dot: round and square caps still draw (facing +x), butt draws nothing.
      cap(s, dot_at, v(-1, 0));
      cap(s, dot_at, v(1, 0));
    }
    return;
  }
  for (int i = 0; i < n; i++) {
    if (p[i].curve) cr_cubic_band(s, p[i].p);
    else segment(s, p[i].p[0], p[i].p[1]);
    if (i > 0) join(s, p[i].p[0], p[i - 1].d1, p[i].d0);
  }
  if (closed) {
    join(s, p[0].p[0], p[n - 1].d1, p[0].d0);
  } else {
    cap(s, p[0].p[0], mul(p[0].d0, -1));
    vec end = p[n - 1].curve ? p[n - 1].p[3] : p[n - 1].p[1];
    cap(s, end, p[n - 1].d1);
  }
}

typedef struct {
  piece *p;
  int n, capacity;
} pieces;

static int push_piece(stroker *s, pieces *list, piece p) {
  if (list->n == list->capacity) {
    int capacity = list->capacity ? list->capacity * 2 : 32;
    piece *grown = realloc(list->p, (size_t)capacity * sizeof(piece));
    if (!grown) {
      s->failed = 1;
      return -1;
    }
    list->p = grown;
    list->capacity = capacity;
  }
  list->p[list->n++] = p;
  return 0;
}

static int finite_vec(vec p) { return isfinite(p.x) && isfinite(p.y); }

static void line_piece(stroker *s, pieces *list, vec a, vec b) {
  if (a.x == b.x && a.y == b.y) return;
  piece p = {0, {a, b, b, b}, unit(sub(b, a)), unit(sub(b, a))};
  push_piece(s, list, p);
}

static void cubic_piece(stroker *s, pieces *list, vec a, vec b, vec c, vec d) {
  // A cubic whose control points lie on its chord strokes as a line.
  vec chord = sub(d, a);
  double cl = len(chord);
  double tol = 1e-6 * fmax(cl, 1);
  if (cl > 0 && fabs(cross(chord, sub(b, a))) / cl < tol && fabs(cross(chord, sub(c, a))) / cl < tol &&
      dot(chord, sub(b, a)) >= 0 && dot(chord, sub(d, c)) >= 0) {
    line_piece(s, list, a, d);
    return;
  }
  if (a.x == d.x && a.y == d.y && a.x == b.x && a.y == b.y && a.x == c.x && a.y == c.y) return;
  vec cc[4] = {a, b, c, d};
  piece p = {1, {a, b, c, d}, unit(cr_cubic_tangent(cc, 0)), unit(cr_cubic_tangent(cc, 1))};
  push_piece(s, list, p);
}

int craster_add_path_stroke(
    craster *r, const uint8_t *verbs, int verb_count, const double *points, int point_count,
    const craster_stroke_style *style) {
  if (!(style->width > 0) || !isfinite(style->width)) return 0;
  const double *m = style->matrix;
  double sx = hypot(m[0], m[1]), sy = hypot(m[2], m[3]);
  double res = fmax(sx, sy);
  if (!(res > 0) || !isfinite(res)) res = 1;
  stroker s = {r, style, style->width / 2, 1 / (res * 4), 0, {0}, {0}};
  pieces list = {0};
  vec start = v(0, 0), cur = v(0, 0);
  int have = 0;
  // Whether the sub-path has a segment (a move alone draws nothing; a zero-length segment
  // is a dot that round and square caps draw).
  int segments = 0;
  int k = 0;
  for (int i = 0; i < verb_count && !s.failed; i++) {
    switch (verbs[i]) {
    case CRASTER_MOVE:
      if (k + 1 > point_count) goto done;
      if (have) stroke_pieces(&s, list.p, list.n, 0, start, segments > 0);
      list.n = 0;
      segments = 0;
      start = cur = v(points[2 * k], points[2 * k + 1]);
      k += 1;
      have = finite_vec(start);
      break;
    case CRASTER_LINE: {
      if (k + 1 > point_count) goto done;
      vec p = v(points[2 * k], points[2 * k + 1]);
      k += 1;
      if (have && finite_vec(p)) line_piece(&s, &list, cur, p);
      segments++;
      cur = p;
      break;
    }
    case CRASTER_CUBIC: {
      if (k + 3 > point_count) goto done;
      vec b = v(points[2 * k], points[2 * k + 1]), c = v(points[2 * k + 2], points[2 * k + 3]);
      vec d = v(points[2 * k + 4], points[2 * k + 5]);
      k += 3;
      if (have && finite_vec(b) && finite_vec(c) && finite_vec(d)) cubic_piece(&s, &list, cur, b, c, d);
      segments++;
      cur = d;
      break;
    }
    case CRASTER_CLOSE:
      if (have) {
        line_piece(&s, &list, cur, start);
        stroke_pieces(&s, list.p, list.n, 1, start, segments > 0);
      }
      list.n = 0;
      segments = 0;
      cur = start;
      have = 0;
      break;
    default:
      break;
    }
  }
  if (have) stroke_pieces(&s, list.p, list.n, 0, start, segments > 0);
done:
  free(list.p);
  free(s.poly.p);
  free(s.side.p);
  return s.failed ? -1 : 0;
}
