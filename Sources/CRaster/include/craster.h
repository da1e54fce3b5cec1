#ifndef CRASTER_H
#define CRASTER_H

#include <stdint.h>

/// An analytic-coverage polygon rasterizer that reproduces the look of browsers' CPU
/// rasterizer: edge end points snapped to quarter pixel rows, then exact area coverage per
/// pixel. One rasterizer owns reusable buffers; it is not shareable between threads.
typedef struct craster craster;

/// A new rasterizer with no edges, or NULL when memory is short. Free with craster_destroy.
craster *craster_create(void);

/// Frees a rasterizer (NULL is ignored).
void craster_destroy(craster *r);

/// Removes every edge (buffers are kept for the next polygon).
void craster_reset(craster *r);

/// Adds one straight edge in device pixels, from (x0, y0) to (x1, y1); its direction gives
/// its winding. Edges with a non-finite coordinate, or that are horizontal once snapped, are
/// dropped. Returns 0, or -1 when memory is short.
int craster_add_edge(craster *r, double x0, double y0, double x1, double y1);

/// The bounds of the edges added so far (unsnapped), as x0, y0, x1, y1; 0 when there is none.
int craster_bounds(const craster *r, double *out4);

/// Fills the edges into an 8-bit coverage mask of the pixel rectangle (x, y, width, height):
/// `mask` has `height` rows of `stride` bytes (stride >= width), row 0 is device row `y`.
/// `even_odd` non-zero uses the even-odd rule, else non-zero winding. Returns 0, or -1
/// when memory is short or the rectangle is invalid.
/// Every coverage is multiplied by `gain` (0…1; 1 for plain fills, the line width for hairlines).
int craster_fill(
    craster *r, int even_odd, double gain, int x, int y, int width, int height, uint8_t *mask, int stride);

/// Fills the edges as craster_fill does and composites a solid colour through that coverage
/// straight onto premultiplied 32-bit pixels (Cairo's ARGB32): `pixels` is the pixel at
/// (x, y), rows `stride` bytes apart, and only the rectangle (x, y, width, height) is touched.
/// Each pixel gets exactly what pixman's OVER of the solid `color` (premultiplied ARGB, as
/// pixman holds a solid fill) through an 8-bit mask holding that coverage gives, so drawing
/// this way or through a mask and Cairo is the same to the byte; it only skips the mask and
/// the columns no edge covers. Returns 0, or -1 when memory is short or the rectangle is
/// invalid.
int craster_fill_over(
    craster *r, int even_odd, double gain, int x, int y, int width, int height, uint8_t *pixels, int stride,
    uint32_t color);

/// How craster_fill_onto composites: pixman's OVER, or its MULTIPLY blend.
enum { CRASTER_OP_OVER = 1, CRASTER_OP_MULTIPLY = 2 };

/// craster_fill_over with the operator `op` (CRASTER_OP_OVER or CRASTER_OP_MULTIPLY): each
/// pixel gets exactly what pixman's `op` of the solid `color` through an 8-bit mask holding
/// its coverage gives. Returns 0, or -1 when memory is short, the rectangle is invalid or
/// `op` is neither.
int craster_fill_onto(
    craster *r, int even_odd, double gain, int x, int y, int width, int height, uint8_t *pixels, int stride,
    uint32_t color, int op);

/// Non-zero makes craster_fill cover every pixel row as four quarter-row strips, never in
/// bands of several (the fast way for quarter rows no edge starts, ends or crosses in). The
/// two agree to rounding; tests compare them.
void craster_set_strips_only(craster *r, int on);

/// Path verbs for craster_add_path and craster_add_path_stroke: a move and a line take one
/// point, a cubic three (two controls and its end), a close none.
enum { CRASTER_MOVE = 0, CRASTER_LINE = 1, CRASTER_CUBIC = 2, CRASTER_CLOSE = 3 };

/// Adds the edges of a path to fill (each sub-path closed), its points mapped to device
/// pixels by `matrix` (xx, yx, xy, yy, x0, y0, as Cairo's); cubics are flattened as browsers'
/// rasterizer flattens them. Returns 0, or -1 when memory is short.
int craster_add_path(
    craster *r, const uint8_t *verbs, int verb_count, const double *points, int point_count, const double matrix[6]);

/// Line caps for craster_add_path_stroke and craster_add_hairline_path.
enum { CRASTER_CAP_BUTT = 0, CRASTER_CAP_ROUND = 1, CRASTER_CAP_SQUARE = 2 };
/// Line joins for craster_add_path_stroke.
enum { CRASTER_JOIN_MITER = 0, CRASTER_JOIN_ROUND = 1, CRASTER_JOIN_BEVEL = 2 };

/// How craster_add_path_stroke draws a line: width and tolerance in the points' units,
/// `matrix` (xx, yx, xy, yy, x0, y0, as Cairo's) maps them to device pixels.
typedef struct {
  double width;
  int cap;
  int join;
  double miter_limit;
  /// Greatest distance between a round cap or join and its polygon, in the points' units.
  double tolerance;
  double matrix[6];
} craster_stroke_style;

/// Adds the outline of a stroked path (verbs as for craster_add_path; dash the path first, each
/// dash an open sub-path, a zero-length one a dot under round and square caps). Curves keep
/// their shape: their offset sides are fitted and flattened as browsers do. Returns 0, or -1 when
/// memory is short.
int craster_add_path_stroke(
    craster *r, const uint8_t *verbs, int verb_count, const double *points, int point_count,
    const craster_stroke_style *style);

/// Adds a path (verbs as for craster_add_path, points mapped by `matrix`) as anti-aliased
/// hairlines drawn the browsers' way: each segment on its own, its coverage split between the
/// two pixels nearest its centre line; cubics cut into equal-parameter lines; open ends moved
/// out for round and square caps (`cap`). Once a rasterizer holds hairlines, craster_fill and
/// craster_fill_over draw them (merged as painting twice merges) instead of filling edges.
/// Returns 0, or -1 when the verbs need more points than given.
int craster_add_hairline_path(
    craster *r, const uint8_t *verbs, int verb_count, const double *points, int point_count, const double matrix[6],
    int cap);

/// The smallest rectangle of the pixel rectangle (x, y, width, height) of a 32-bit image
/// (`stride` bytes per row) that holds every pixel that is not 0, as x, y, width, height in
/// `out`. Returns 1, or 0 (and zeros in `out`) when every pixel there is 0.
int craster_painted_bounds(const uint8_t *pixels, int stride, int x, int y, int width, int height, int out[4]);

/// Lowers every colour byte of a premultiplied 32-bit image (`width` × `height`, `stride`
/// bytes per row) that exceeds its pixel's alpha to that alpha. Returns how many pixels changed.
int craster_clamp_premultiplied(uint8_t *pixels, int stride, int width, int height);

#endif
