// The offset sides of a cubic for the stroker, fitted with quadratics the way browsers' stroker
// fits them: each side's range of the parameter is halved until the quadratic through the
// offset end points (its control where their tangents meet) passes within a quarter device
// pixel of the offset at the middle. Written from the description of the method.
#include "craster_stroker.h"

#include <math.h>
#include <stdlib.h>


typedef struct {
  vec q[3];
  vec tan_start, tan_end;
  double start_t, mid_t, end_t;
  int start_set, end_set;
} quad_fit;

static vec cubic_at(const vec *c, double t) {
  double u = 1 - t;
  double a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t;
  return v(a * c[0].x + b * c[1].x + cc * c[2].x + d * c[3].x, a * c[0].y + b * c[1].y + cc * c[2].y + d * c[3].y);
}

vec cr_cubic_tangent(const vec *c, double t) {
  double u = 1 - t;
  vec d = add(add(mul(sub(c[1], c[0]), 3 * u * u), mul(sub(c[2], c[1]), 6 * u * t)), mul(sub(c[3], c[2]), 3 * t * t));
  if (d.x == 0 && d.y == 0) {
    if (t < 1e-9) d = sub(c[2], c[0]);
    else if (t > 1 - 1e-9) d = sub(c[3], c[1]);
    if (d.x == 0 && d.y == 0) d = sub(c[3], c[0]);
  }
  return d;
}

// The offset point at t on side `flip`, and a point one radius further along the tangent.
static void perp_ray(const stroker *s, const vec *c, double t, int flip, vec *on, vec *tangent) {
  vec p = cubic_at(c, t);
  vec d = cr_cubic_tangent(c, t);
  double l = len(d);
  d = l > 0 ? mul(d, s->hw / l) : v(s->hw, 0);
  *on = v(p.x + flip * d.y, p.y - flip * d.x);
  if (tangent) *tangent = add(*on, d);
}

static void quad_ends(const stroker *s, const vec *c, int flip, quad_fit *f) {
  if (!f->start_set) {
    perp_ray(s, c, f->start_t, flip, &f->q[0], &f->tan_start);
    f->start_set = 1;
  }
  if (!f->end_set) {
    perp_ray(s, c, f->end_t, flip, &f->q[2], &f->tan_end);
    f->end_set = 1;
  }
}

enum { SPLIT, DEGENERATE, QUAD };

static double pt_to_line_sq(vec pt, vec start, vec end) {
  vec dxy = sub(end, start), ab0 = sub(pt, start);
  double numer = dot(dxy, ab0), denom = dot(dxy, dxy);
  double t = denom != 0 ? numer / denom : 0;
  if (t >= 0 && t <= 1) {
    vec hit = add(start, mul(dxy, t));
    vec e = sub(hit, pt);
    return dot(e, e);
  }
  return dot(ab0, ab0);
}

static int intersect_ray(const stroker *s, quad_fit *f, int set_control) {
  vec start = f->q[0], end = f->q[2];
  vec a = sub(f->tan_start, start), b = sub(f->tan_end, end);
  double denom = cross(a, b);
  if (denom == 0 || !isfinite(denom)) return DEGENERATE;
  vec ab0 = sub(start, end);
  double na = cross(b, ab0), nb = cross(a, ab0);
  if ((na >= 0) == (nb >= 0)) {
    double d1 = pt_to_line_sq(start, end, f->tan_end);
    double d2 = pt_to_line_sq(end, start, f->tan_start);
    if (fmax(d1, d2) <= s->inv_res * s->inv_res) return DEGENERATE;
    return SPLIT;
  }
  na /= denom;
  if (na > na - 1) {
    if (set_control) f->q[1] = v(start.x * (1 - na) + f->tan_start.x * na, start.y * (1 - na) + f->tan_start.y * na);
    return QUAD;
  }
  return DEGENERATE;
}

static vec quad_at(const vec *q, double t) { return lerp(lerp(q[0], q[1], t), lerp(q[1], q[2], t), t); }

static int sharp_angle(const vec *q) {
  vec smaller = sub(q[1], q[0]), larger = sub(q[1], q[2]);
  double sl = dot(smaller, smaller), ll = dot(larger, larger);
  if (sl > ll) {
    vec t = smaller;
    smaller = larger;
    larger = t;
    double u = sl;
    sl = ll;
    ll = u;
  }
  double l = len(smaller);
  if (!(l > 0)) return 0;
  smaller = mul(smaller, ll / l);
  return dot(smaller, larger) > 0;
}

static int unit_roots(double A, double B, double C, double *roots) {
  int n = 0;
  if (A == 0) {
    if (B != 0) {
      double r = -C / B;
      if (r > 0 && r < 1) roots[n++] = r;
    }
    return n;
  }
  double disc = B * B - 4 * A * C;
  if (disc < 0) return 0;
  disc = sqrt(disc);
  double q = B < 0 ? -(B - disc) / 2 : -(B + disc) / 2;
  double r0 = q / A, r1 = q != 0 ? C / q : -1;
  if (r0 > 0 && r0 < 1) roots[n++] = r0;
  if (r1 > 0 && r1 < 1 && (n == 0 || r1 != roots[0])) roots[n++] = r1;
  return n;
}

static int close_enough(const stroker *s, const vec *q, const vec *ray, const quad_fit *f) {
  vec mid = quad_at(q, 0.5);
  if (len(sub(ray[0], mid)) <= s->inv_res) return sharp_angle(f->q) ? SPLIT : QUAD;
  double xmin = fmin(q[0].x, fmin(q[1].x, q[2].x)), xmax = fmax(q[0].x, fmax(q[1].x, q[2].x));
  double ymin = fmin(q[0].y, fmin(q[1].y, q[2].y)), ymax = fmax(q[0].y, fmax(q[1].y, q[2].y));
  vec pt = ray[0];
  if (pt.x + s->inv_res < xmin || pt.x - s->inv_res > xmax || pt.y + s->inv_res < ymin || pt.y - s->inv_res > ymax)
    return SPLIT;
  vec dir = sub(ray[1], ray[0]);
  double r[3];
  for (int i = 0; i < 3; i++) r[i] = (q[i].y - ray[0].y) * dir.x - (q[i].x - ray[0].x) * dir.y;
  double A = r[2] + r[0] - 2 * r[1], B = r[1] - r[0], C = r[0];
  double roots[2];
  if (unit_roots(A, 2 * B, C, roots) != 1) return SPLIT;
  vec hit = quad_at(q, roots[0]);
  double error = s->inv_res * (1 - fabs(roots[0] - 0.5) * 2);
  if (len(sub(ray[0], hit)) <= error) return sharp_angle(f->q) ? SPLIT : QUAD;
  return SPLIT;
}

// Emits one fitted offset quadratic (user units) into the side being built.
typedef struct {
  vec *q;  // three points per quadratic
  int n, capacity;
} quads;

static int emit(stroker *s, quads *out, vec a, vec b, vec c) {
  if (out->n + 3 > out->capacity) {
    int capacity = out->capacity ? out->capacity * 2 : 48;
    vec *grown = realloc(out->q, (size_t)capacity * sizeof(vec));
    if (!grown) {
      s->failed = 1;
      return -1;
    }
    out->q = grown;
    out->capacity = capacity;
  }
  out->q[out->n++] = a;
  out->q[out->n++] = b;
  out->q[out->n++] = c;
  return 0;
}

static void cubic_stroke(stroker *s, const vec *c, int flip, quad_fit *f, int depth, int found, quads *out) {
  if (!found) {
    quad_ends(s, c, flip, f);
    int result = intersect_ray(s, f, 0);
    if (result != QUAD) {
      vec cm = cubic_at(c, f->mid_t);
      vec on;
      perp_ray(s, c, f->mid_t, flip, &on, NULL);
      (void)cm;
      if ((result == DEGENERATE || len(sub(f->q[0], f->q[2])) <= s->inv_res) &&
          pt_to_line_sq(on, f->q[0], f->q[2]) < s->inv_res * s->inv_res) {
        emit(s, out, f->q[0], lerp(f->q[0], f->q[2], 0.5), f->q[2]);
        return;
      }
    } else {
      found = 1;
    }
  }
  if (found) {
    quad_ends(s, c, flip, f);
    int result = intersect_ray(s, f, 1);
    if (result == QUAD) {
      vec ray[2];
      perp_ray(s, c, f->mid_t, flip, &ray[0], NULL);
      ray[1] = cubic_at(c, f->mid_t);
      result = close_enough(s, f->q, ray, f);
      if (result == QUAD) {
        emit(s, out, f->q[0], f->q[1], f->q[2]);
        return;
      }
    }
    if (result == DEGENERATE) {
      vec on;
      perp_ray(s, c, f->mid_t, flip, &on, NULL);
      if (pt_to_line_sq(on, f->q[0], f->q[2]) < s->inv_res * s->inv_res) {
        emit(s, out, f->q[0], lerp(f->q[0], f->q[2], 0.5), f->q[2]);
        return;
      }
    }
  }
  if (!isfinite(f->q[2].x) || !isfinite(f->q[2].y)) return;
  if (++depth > (found ? 78 : 15) || f->mid_t == f->start_t || f->mid_t == f->end_t) {
    emit(s, out, f->q[0], lerp(f->q[0], f->q[2], 0.5), f->q[2]);
    return;
  }
  quad_fit half = {{f->q[0], v(0, 0), v(0, 0)}, f->tan_start, v(0, 0), f->start_t, (f->start_t + f->mid_t) / 2, f->mid_t, 1, 0};
  cubic_stroke(s, c, flip, &half, depth, found, out);
  quad_fit half2 = {{v(0, 0), v(0, 0), f->q[2]}, v(0, 0), f->tan_end, f->mid_t, (f->mid_t + f->end_t) / 2, f->end_t, 0, 1};
  // The second half starts where the first ended.
  cubic_stroke(s, c, flip, &half2, depth, found, out);
}

// Inflection parameters of a cubic, in (0, 1), sorted.
static int inflections(const vec *c, double *ts) {
  vec A = sub(c[1], c[0]);
  vec B = add(sub(c[2], mul(c[1], 2)), c[0]);
  vec C = sub(add(c[3], mul(sub(c[1], c[2]), 3)), c[0]);
  int n = unit_roots(B.x * C.y - B.y * C.x, A.x * C.y - A.y * C.x, A.x * B.y - A.y * B.x, ts);
  if (n == 2 && ts[0] > ts[1]) {
    double t = ts[0];
    ts[0] = ts[1];
    ts[1] = t;
  }
  return n;
}

static void flatten_quads(stroker *s, cr_poly *poly, const quads *side) {
  for (int i = 0; i < side->n; i += 3) {
    vec a = cr_dev(s, side->q[i]), b = cr_dev(s, side->q[i + 1]), c = cr_dev(s, side->q[i + 2]);
    if (poly->n == 0) cr_poly_push(poly, a);
    cr_poly_quad(poly, a, b, c);
  }
}

// The band between the two offset sides of a cubic.
void cr_cubic_band(stroker *s, const vec *c) {
  double ts[2];
  int n = inflections(c, ts);
  quads outer = {0}, inner = {0};
  double last = 0;
  for (int i = 0; i <= n; i++) {
    double next = i < n ? ts[i] : 1;
    quad_fit f = {{v(0, 0), v(0, 0), v(0, 0)}, v(0, 0), v(0, 0), last, (last + next) / 2, next, 0, 0};
    cubic_stroke(s, c, 1, &f, 0, 0, &outer);
    quad_fit g = {{v(0, 0), v(0, 0), v(0, 0)}, v(0, 0), v(0, 0), last, (last + next) / 2, next, 0, 0};
    cubic_stroke(s, c, -1, &g, 0, 0, &inner);
    last = next;
  }
  s->poly.n = 0;
  flatten_quads(s, &s->poly, &outer);
  s->side.n = 0;
  flatten_quads(s, &s->side, &inner);
  if (s->side.failed) s->failed = 1;
  for (int i = s->side.n - 1; i >= 0; i--) cr_poly_push(&s->poly, s->side.p[i]);
  cr_finish(s);
  free(outer.q);
  free(inner.q);
}
