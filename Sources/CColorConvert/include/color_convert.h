// Chainframe's BGRA → YUV conversion (used only by ChainframeEncoding).
//
// Input is Cairo's ARGB32: native-endian 32-bit words, bytes B, G, R, A on little-endian
// machines. Every routine exists as a vector path (GCC/Clang generic vectors: SSE2 on x86-64,
// NEON on arm64; on x86-64 Linux the two 8-bit 4:2:0 routines also have AVX2 forms, picked once
// at load time by CPU detection) and a scalar path; all do the same integer arithmetic, so their
// bytes are identical on every CPU (checked by unit tests).
// The fixed-point coefficients are made and documented in ColorCoefficients.swift.
#ifndef CHAINFRAME_COLOR_CONVERT_H
#define CHAINFRAME_COLOR_CONVERT_H
#include <stddef.h>
#include <stdint.h>

/// 8-bit output, 32-bit arithmetic. Weights are Q15 (c · 32768, rounded; all < 2^15, so
/// 16-bit multiply-adds compute them exactly):
///   Y = clamp((yoffset + yb·B + yg·G + yr·R) >> 15)
///   U = clamp((coffset + Σ (ub·B − ug·G − ur·R)) >> 17), V = clamp((coffset + Σ (vr·R − vg·G − vb·B)) >> 17)
/// where Σ runs over a 2×2 block (edge pixels repeated) and clamp limits to 0…255.
typedef struct {
  int16_t yr, yg, yb;
  int16_t ur, ug, ub;
  int16_t vr, vg, vb;
  /// Y offset in Q15 including the rounding half: (16 << 15) + (1 << 14) limited, 1 << 14 full.
  int32_t yoffset;
  /// Chroma offset in Q17 (four pixels) including the rounding half: (128 << 17) + (1 << 16).
  int32_t coffset;
} cf_yuv8_coefficients;

/// 10-bit output, 32-bit arithmetic. Weights are Q16 (c · 65536, rounded), chroma weights are
/// applied to the sum P of two horizontal neighbours (4:2:2) or to 2 · pixel (4:4:4):
///   Y = min(maximum, (yoffset + yr·R + yg·G + yb·B) >> 16)
///   U = min(maximum, (coffset + ub·PB − ur·PR − ug·PG) >> 17), likewise V
typedef struct {
  int32_t yr, yg, yb;
  int32_t ur, ug, ub;
  int32_t vr, vg, vb;
  /// (64 << 16) + (1 << 15) limited, 1 << 15 full.
  int32_t yoffset;
  /// (512 << 17) + (1 << 16).
  int32_t coffset;
  /// Largest code value: 1023.
  int32_t maximum;
} cf_yuv10_coefficients;

/// BGRA → planar 4:2:0 (I420) or semi-planar (NV12 when `v` is NULL: `u` is the interleaved
/// UV plane). Chroma is the mean of each 2×2 block (centre-sited); an odd last column or row
/// repeats its edge pixel. Strides in bytes. `vector` ≠ 0 selects the vector path.
void cf_bgra_to_yuv420(const uint8_t *src, ptrdiff_t src_stride, int width, int height,
                       uint8_t *y, ptrdiff_t y_stride, uint8_t *u, ptrdiff_t u_stride,
                       uint8_t *v, ptrdiff_t v_stride, const cf_yuv8_coefficients *k, int vector);

/// Copies the alpha bytes of BGRA into an 8-bit plane (yuva420p's A plane).
void cf_bgra_alpha_plane(const uint8_t *src, ptrdiff_t src_stride, int width, int height,
                         uint8_t *a, ptrdiff_t a_stride);

/// BGRA → 10-bit little-endian planar 4:4:4 (`subsample_x` 0) or 4:2:2 (`subsample_x` 1), with
/// a 10-bit alpha plane (round(A · 1023 / 255)) when `a` is not NULL. Strides in bytes.
void cf_bgra_to_yuv_p10(const uint8_t *src, ptrdiff_t src_stride, int width, int height,
                        uint16_t *y, ptrdiff_t y_stride, uint16_t *u, ptrdiff_t u_stride,
                        uint16_t *v, ptrdiff_t v_stride, uint16_t *a, ptrdiff_t a_stride,
                        int subsample_x, const cf_yuv10_coefficients *k, int vector);

/// Premultiplied → straight alpha, c' = min(255, (c · 255 + a / 2) / a), 0 where a = 0, in
/// place or between buffers of the same layout (Chainframe's `Unpremultiply`, table-driven).
void cf_unpremultiply(const uint8_t *src, ptrdiff_t src_stride, uint8_t *dst, ptrdiff_t dst_stride,
                      int width, int height);

/// YUV → RGB, 8-bit, 32-bit arithmetic. Weights are Q16 (c · 65536, rounded):
///   L = (Y − yoffset) · ky + 32768
///   R = clamp((L + rv·(V − 128)) >> 16), G = clamp((L − gu·(U − 128) − gv·(V − 128)) >> 16),
///   B = clamp((L + bu·(U − 128)) >> 16)
/// Every intermediate stays below 2^31 for 8-bit input.
typedef struct {
  int32_t ky, rv, gu, gv, bu;
  /// 16 for limited range, 0 for full range.
  int32_t yoffset;
} cf_rgb8_coefficients;

/// Planar 4:2:0 (I420) → opaque Cairo ARGB32 (A = 255, so premultiplied equals straight).
/// Each chroma sample covers its 2×2 block (nearest, as libyuv's I420ToARGB); an odd last
/// column or row uses the last chroma sample. Strides in bytes. `vector` ≠ 0 selects the
/// vector path (eight pixels a step, the scalar path's expressions lane by lane).
void cf_yuv420_to_bgra(const uint8_t *y, ptrdiff_t y_stride, const uint8_t *u, ptrdiff_t u_stride,
                       const uint8_t *v, ptrdiff_t v_stride, int width, int height, uint8_t *dst,
                       ptrdiff_t dst_stride, const cf_rgb8_coefficients *k, int vector);
#endif
