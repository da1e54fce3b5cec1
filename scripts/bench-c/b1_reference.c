// Reference programs for scripts/bench (not part of the Swift package):
//   b1_reference draw [frames]    plain C Cairo/Pango loop drawing bench scene B1, one thread
//   b1_reference convert [count]  BGRA->I420 per 720p frame: swscale (BT.709, bit-exact,
//                                 accurate rounding, Chainframe before issue 17) vs libyuv
//                                 ARGBToI420 (BT.601) vs Chainframe's own conversion
//                                 (Sources/CColorConvert, BT.709), and the largest Y/U/V
//                                 difference between Chainframe's and swscale's output
//   b1_reference encode PRESET OUT.mp4 [frames]
//                                 the C floor of Chainframe's design: draw B1 with Cairo,
//                                 convert with Chainframe's own conversion (BT.709 limited),
//                                 encode with libx264 through libavcodec with Chainframe's
//                                 defaults (crf 20, 2 threads, x264's keyframe default,
//                                 bit-exact, AVX-512 off) and mux MP4; prints seconds
// Built by scripts/bench-pipeline together with Sources/CColorConvert/color_convert.c.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <libswscale/swscale.h>
#include <libavutil/pixfmt.h>
#include <libyuv.h>
#include "color_convert.h"
#include <dlfcn.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
// CPU time of this thread: conversion timings that a busy machine does not inflate.
static double cpu_now(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec / 1e9; }

// CSS ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), solved x -> y by Newton then bisection.
static double bez(double a, double b, double t) { return ((1 - 3*b + 3*a) * t + (3*b - 6*a)) * t * t + 3*a*t; }
static double ease(double x) {
  double t = x;
  for (int i = 0; i < 8; i++) {
    double e = bez(0.42, 0.58, t) - x;
    if (fabs(e) < 1e-9) break;
    double d = 3*(1 - 3*0.58 + 3*0.42)*t*t + 2*(3*0.58 - 6*0.42)*t + 3*0.42;
    if (fabs(d) < 1e-6) break;
    t -= e / d;
  }
  return bez(0, 1, t);
}

static void hsv(double h, double s, double v, double *r, double *g, double *b) {
  double c = v * s, x = c * (1 - fabs(fmod(h / 60.0, 2) - 1)), m = v - c;
  double rr = 0, gg = 0, bb = 0;
  if (h < 60) { rr = c; gg = x; } else if (h < 120) { rr = x; gg = c; } else if (h < 180) { gg = c; bb = x; }
  else if (h < 240) { gg = x; bb = c; } else if (h < 300) { rr = x; bb = c; } else { rr = c; bb = x; }
  *r = rr + m; *g = gg + m; *b = bb + m;
}

static void draw_frame(cairo_t *cr, PangoLayout *layout, int f) {
  double t = f / 60.0, D = 5, e = ease(t / D);
  cairo_set_source_rgb(cr, 0x14 / 255.0, 0x16 / 255.0, 0x1c / 255.0);
  cairo_paint(cr);
  for (int i = 0; i < 40; i++) {
    int row = i / 8, col = i % 8;
    double r, g, b;
    hsv(i * 9 % 360, 0.7, 0.95, &r, &g, &b);
    cairo_save(cr);
    cairo_translate(cr, 70 + 90 * col + 500 * e, 110 + 105 * row);
    cairo_rotate(cr, 2 * M_PI * e);
    double w = 80, h = 80, rad = 16, x = -40, y = -40;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - rad, y + rad, rad, -M_PI / 2, 0);
    cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, M_PI / 2);
    cairo_arc(cr, x + rad, y + h - rad, rad, M_PI / 2, M_PI);
    cairo_arc(cr, x + rad, y + rad, rad, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, r, g, b);
    cairo_fill(cr);
    cairo_restore(cr);
  }
  double opacity = fmin(1, t / (0.2 * D));
  PangoRectangle ink, logical;
  pango_layout_get_extents(layout, &ink, &logical);
  double width = logical.width / (double)PANGO_SCALE, baseline = pango_layout_get_baseline(layout) / (double)PANGO_SCALE;
  cairo_set_source_rgba(cr, 1, 1, 1, opacity);
  cairo_move_to(cr, 640 - width / 2, 670 - baseline);
  pango_cairo_show_layout(cr, layout);
}

// Chainframe's coefficients (ColorCoefficients.swift): BT.709 limited, Q15 weights / 255.
static cf_yuv8_coefficients bt709_limited(void) {
  double kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb, w[9] = {
      219 * kr, 219 * kg, 219 * kb, 224 * kr / (2 * (1 - kb)), 224 * kg / (2 * (1 - kb)), 224 * 0.5,
      224 * 0.5, 224 * kg / (2 * (1 - kr)), 224 * kb / (2 * (1 - kr))};
  int16_t q[9];
  for (int i = 0; i < 9; i++) q[i] = (int16_t)lround(w[i] / 255 * 32768);
  cf_yuv8_coefficients k = {q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7], q[8], (16 << 15) + (1 << 14),
                            (128 << 17) + (1 << 16)};
  return k;
}

static void drain(AVCodecContext *ctx, AVFormatContext *fmt, AVStream *st, AVPacket *pkt) {
  while (avcodec_receive_packet(ctx, pkt) == 0) {
    av_packet_rescale_ts(pkt, ctx->time_base, st->time_base);
    pkt->stream_index = st->index;
    av_interleaved_write_frame(fmt, pkt);
  }
}

// Draws, converts and encodes `count` frames of B1 to `out` at x264 `preset`; seconds.
static double encode(cairo_t *cr, cairo_surface_t *s, PangoLayout *layout, const char *preset, const char *out,
                     int count) {
  av_log_set_level(AV_LOG_ERROR);
  double t0 = now();
  AVFormatContext *fmt = NULL;
  avformat_alloc_output_context2(&fmt, NULL, "mp4", out);
  const AVCodec *codec = avcodec_find_encoder_by_name("libx264");
  AVStream *st = avformat_new_stream(fmt, NULL);
  AVCodecContext *ctx = avcodec_alloc_context3(codec);
  ctx->width = 1280, ctx->height = 720, ctx->pix_fmt = AV_PIX_FMT_YUV420P;
  ctx->time_base = (AVRational){1, 60}, ctx->framerate = (AVRational){60, 1};
  ctx->thread_count = 2, ctx->flags |= AV_CODEC_FLAG_BITEXACT | AV_CODEC_FLAG_GLOBAL_HEADER;
  ctx->colorspace = AVCOL_SPC_BT709, ctx->color_primaries = AVCOL_PRI_BT709, ctx->color_trc = AVCOL_TRC_BT709;
  ctx->color_range = AVCOL_RANGE_MPEG;
  av_opt_set(ctx->priv_data, "preset", preset, 0);
  av_opt_set(ctx->priv_data, "crf", "20", 0);
  uint32_t (*detect)(void) = (uint32_t (*)(void))dlsym(RTLD_DEFAULT, "x264_cpu_detect");
  if (detect && (detect() & (1u << 16))) {  // as Chainframe's X264Instructions: no AVX-512
    char asm_flags[64];
    snprintf(asm_flags, sizeof asm_flags, "asm=%u", detect() & ~(1u << 16));
    av_opt_set(ctx->priv_data, "x264-params", asm_flags, 0);
  }
  if (avcodec_open2(ctx, codec, NULL) < 0) { fprintf(stderr, "avcodec_open2 failed\n"); exit(1); }
  avcodec_parameters_from_context(st->codecpar, ctx);
  st->time_base = ctx->time_base;
  avio_open(&fmt->pb, out, AVIO_FLAG_WRITE);
  AVDictionary *opts = NULL;
  av_dict_set(&opts, "movflags", "+faststart", 0);
  fmt->flags |= AVFMT_FLAG_BITEXACT;
  if (avformat_write_header(fmt, &opts) < 0) { fprintf(stderr, "write_header failed\n"); exit(1); }
  av_dict_free(&opts);
  AVPacket *pkt = av_packet_alloc();
  cf_yuv8_coefficients k = bt709_limited();
  for (int f = 0; f < count; f++) {
    draw_frame(cr, layout, f);
    cairo_surface_flush(s);
    AVFrame *frame = av_frame_alloc();
    frame->format = AV_PIX_FMT_YUV420P, frame->width = 1280, frame->height = 720;
    av_frame_get_buffer(frame, 0);
    cf_bgra_to_yuv420(cairo_image_surface_get_data(s), cairo_image_surface_get_stride(s), 1280, 720,
                      frame->data[0], frame->linesize[0], frame->data[1], frame->linesize[1], frame->data[2],
                      frame->linesize[2], &k, 1);
    frame->pts = f;
    avcodec_send_frame(ctx, frame);
    av_frame_free(&frame);
    drain(ctx, fmt, st, pkt);
  }
  avcodec_send_frame(ctx, NULL);
  drain(ctx, fmt, st, pkt);
  av_write_trailer(fmt);
  avio_closep(&fmt->pb);
  av_packet_free(&pkt);
  avcodec_free_context(&ctx);
  avformat_free_context(fmt);
  return now() - t0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "draw";
  int count = argc > 2 ? atoi(argv[2]) : 300;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 720);
  cairo_t *cr = cairo_create(s);
  PangoLayout *layout = pango_cairo_create_layout(cr);
  cairo_font_options_t *o = cairo_font_options_create();
  cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(pango_layout_get_context(layout), o);
  PangoFontDescription *fd = pango_font_description_from_string("DejaVu Sans Bold");
  pango_font_description_set_absolute_size(fd, 56 * PANGO_SCALE);
  pango_layout_set_font_description(layout, fd);
  pango_layout_set_text(layout, "Launch day", -1);
  if (strcmp(mode, "encode") == 0 && argc > 3) {
    int frames = argc > 4 ? atoi(argv[4]) : 300;
    printf("%.4f\n", encode(cr, s, layout, argv[2], argv[3], frames));
    return 0;
  }
  if (strcmp(mode, "draw") == 0) {
    double t0 = now();
    for (int f = 0; f < count; f++) { draw_frame(cr, layout, f); cairo_surface_flush(s); }
    printf("%.4f\n", now() - t0);
    return 0;
  }
  draw_frame(cr, layout, 150);
  cairo_surface_flush(s);
  unsigned char *argb = cairo_image_surface_get_data(s);
  int stride = cairo_image_surface_get_stride(s);
  uint8_t *y = malloc(1280 * 720), *u = malloc(640 * 360), *v = malloc(640 * 360);
  struct SwsContext *sws = sws_getContext(1280, 720, AV_PIX_FMT_BGRA, 1280, 720, AV_PIX_FMT_YUV420P,
                                          SWS_BILINEAR | SWS_BITEXACT | SWS_ACCURATE_RND, NULL, NULL, NULL);
  const int *c709 = sws_getCoefficients(SWS_CS_ITU709);
  sws_setColorspaceDetails(sws, c709, 1, c709, 0, 0, 1 << 16, 1 << 16);
  const uint8_t *src[4] = {argb, 0, 0, 0};
  int srcStride[4] = {stride, 0, 0, 0};
  uint8_t *dst[4] = {y, u, v, 0};
  int dstStride[4] = {1280, 640, 640, 0};
  double t0 = cpu_now();
  for (int i = 0; i < count; i++) sws_scale(sws, src, srcStride, 0, 720, dst, dstStride);
  double swsTime = (cpu_now() - t0) / count;
  t0 = cpu_now();
  for (int i = 0; i < count; i++) ARGBToI420(argb, stride, y, 1280, u, 640, v, 640, 1280, 720);
  double yuvTime = (cpu_now() - t0) / count;
  cf_yuv8_coefficients k = bt709_limited();
  uint8_t *y2 = malloc(1280 * 720 + 64), *u2 = malloc(640 * 360 + 64), *v2 = malloc(640 * 360 + 64);
  t0 = cpu_now();
  for (int i = 0; i < count; i++) cf_bgra_to_yuv420(argb, stride, 1280, 720, y2, 1280, u2, 640, v2, 640, &k, 1);
  double oursTime = (cpu_now() - t0) / count;
  sws_scale(sws, src, srcStride, 0, 720, dst, dstStride);
  int dy = 0, du = 0, dv = 0;
  for (int i = 0; i < 1280 * 720; i++) dy = fmax(dy, abs(y[i] - y2[i]));
  for (int i = 0; i < 640 * 360; i++) { du = fmax(du, abs(u[i] - u2[i])); dv = fmax(dv, abs(v[i] - v2[i])); }
  printf("%.3f %.3f %.3f %d %d %d\n", swsTime * 1000, yuvTime * 1000, oursTime * 1000, dy, du, dv);
  return 0;
}
