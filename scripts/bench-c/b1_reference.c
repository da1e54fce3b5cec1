// Reference programs for scripts/bench (not part of the Swift package). SCENE is b1 or b2
// (shared/bench/SCENES.md: B2 is B1's design scaled by 1.5 at 1920x1080 over 10 s).
//   b1_reference draw [frames] [threads] [SCENE]
//                                 plain C Cairo/Pango loop drawing the scene on `threads`
//                                 threads (default 1), each with its own surface; wall and CPU seconds
//   b1_reference convert [count]  BGRA->I420 per 720p frame: swscale (BT.709, bit-exact,
//                                 accurate rounding, Chainframe before issue 17) vs libyuv
//                                 ARGBToI420 (BT.601) vs Chainframe's own conversion
//                                 (Sources/CColorConvert, BT.709), and the largest Y/U/V
//                                 difference between Chainframe's and swscale's output
//   b1_reference encode SCENE PRESET OUT.mp4 [threads] [segment] [frames]
//                                 the C floor of Chainframe's design: draw the scene with
//                                 Cairo on `threads` workers (default 2) into a reorder window
//                                 of 2 x threads reused frames, convert there with Chainframe's
//                                 own conversion (BT.709 limited), encode in order on the main
//                                 thread with libx264 through libavcodec with Chainframe's
//                                 defaults (crf 20, 2 encoder threads, a fresh encoder and a
//                                 keyframe every `segment` frames with scenecut off, default
//                                 120 = Chainframe's 2 s segments; 0 = one encoder with x264's
//                                 keyframe default; bit-exact, AVX-512 only at widths of 128·k
//                                 as Chainframe) and mux MP4
//                                 (+faststart); prints seconds
// Built by scripts/bench-pipeline together with Sources/CColorConvert/color_convert.c.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <libswscale/swscale.h>
#include <libavutil/pixfmt.h>
#include <libyuv.h>
#include "color_convert.h"
#include <dlfcn.h>
#include <pthread.h>
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

// A bench scene: B1, or B2 (the same design scaled by 1.5, timeline stretched to 10 s).
typedef struct {
  double scale, duration;
  int width, height, frames;
} bench_scene;

static bench_scene scene_named(const char *name) {
  if (name && strcmp(name, "b2") == 0) return (bench_scene){1.5, 10, 1920, 1080, 600};
  return (bench_scene){1, 5, 1280, 720, 300};
}

static void draw_frame(cairo_t *cr, PangoLayout *layout, const bench_scene *sc, int f) {
  double t = f / 60.0, D = sc->duration, e = ease(t / D), k = sc->scale;
  cairo_set_source_rgb(cr, 0x14 / 255.0, 0x16 / 255.0, 0x1c / 255.0);
  cairo_paint(cr);
  for (int i = 0; i < 40; i++) {
    int row = i / 8, col = i % 8;
    double r, g, b;
    hsv(i * 9 % 360, 0.7, 0.95, &r, &g, &b);
    // Rounded to 8 bits as scripts/gen-bench-scenes writes them (#rrggbb), so both draw the
    // same pixels and x264 gets the same work.
    r = rint(r * 255) / 255, g = rint(g * 255) / 255, b = rint(b * 255) / 255;
    cairo_save(cr);
    cairo_translate(cr, (70 + 90 * col + 500 * e) * k, (110 + 105 * row) * k);
    cairo_rotate(cr, 2 * M_PI * e);
    double w = 80 * k, h = 80 * k, rad = 16 * k, x = -w / 2, y = -h / 2;
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
  cairo_move_to(cr, 640 * k - width / 2, 670 * k - baseline);
  pango_cairo_show_layout(cr, layout);
}

// One drawing thread's state: its own surface, context and text layout (as each Chainframe
// worker has its own renderer).
typedef struct {
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout;
} canvas;

static canvas canvas_make(const bench_scene *sc) {
  canvas c;
  c.surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sc->width, sc->height);
  c.cr = cairo_create(c.surface);
  c.layout = pango_cairo_create_layout(c.cr);
  cairo_font_options_t *o = cairo_font_options_create();
  cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(pango_layout_get_context(c.layout), o);
  cairo_font_options_destroy(o);
  PangoFontDescription *fd = pango_font_description_from_string("DejaVu Sans Bold");
  pango_font_description_set_absolute_size(fd, 56 * sc->scale * PANGO_SCALE);
  pango_layout_set_font_description(c.layout, fd);
  pango_font_description_free(fd);
  pango_layout_set_text(c.layout, "Launch day", -1);
  return c;
}

static void canvas_free(canvas *c) {
  g_object_unref(c->layout);
  cairo_destroy(c->cr);
  cairo_surface_destroy(c->surface);
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

// The drawing side of the floor: `threads` workers, each with its own canvas, draw (and, when
// `convert`, convert into a reused frame of a reorder window of 2 x threads frames) while the
// calling thread takes the frames in order, as Chainframe's pipeline does.
typedef struct {
  const bench_scene *sc;
  int count, threads, window, convert;
  pthread_mutex_t lock;
  pthread_cond_t changed;
  int next_take, consumed;
  int *ready;  // per slot, the frame it holds, or -1
  AVFrame **slots;
  cf_yuv8_coefficients k;
} floor_pipe;

static void *floor_worker(void *arg) {
  floor_pipe *p = arg;
  canvas c = canvas_make(p->sc);
  pthread_mutex_lock(&p->lock);
  while (p->next_take < p->count) {
    int f = p->next_take;
    if (p->convert && f >= p->consumed + p->window) {
      pthread_cond_wait(&p->changed, &p->lock);
      continue;
    }
    p->next_take++;
    pthread_mutex_unlock(&p->lock);
    draw_frame(c.cr, c.layout, p->sc, f);
    cairo_surface_flush(c.surface);
    int slot = f % p->window;
    if (p->convert) {
      AVFrame *frame = p->slots[slot];
      if (av_frame_make_writable(frame) < 0) { fprintf(stderr, "av_frame_make_writable failed\n"); exit(1); }
      cf_bgra_to_yuv420(cairo_image_surface_get_data(c.surface), cairo_image_surface_get_stride(c.surface),
                        p->sc->width, p->sc->height, frame->data[0], frame->linesize[0], frame->data[1],
                        frame->linesize[1], frame->data[2], frame->linesize[2], &p->k, 1);
    }
    pthread_mutex_lock(&p->lock);
    p->ready[slot] = f;
    pthread_cond_broadcast(&p->changed);
  }
  pthread_mutex_unlock(&p->lock);
  canvas_free(&c);
  return NULL;
}

static void floor_start(floor_pipe *p, pthread_t *workers) {
  for (int i = 0; i < p->threads; i++) pthread_create(&workers[i], NULL, floor_worker, p);
}

// Waits until frame f is drawn (and converted); its slot's frame.
static AVFrame *floor_take(floor_pipe *p, int f) {
  pthread_mutex_lock(&p->lock);
  while (p->ready[f % p->window] != f) pthread_cond_wait(&p->changed, &p->lock);
  pthread_mutex_unlock(&p->lock);
  return p->slots[f % p->window];
}

static void floor_release(floor_pipe *p, int f) {
  pthread_mutex_lock(&p->lock);
  p->consumed = f + 1;
  pthread_cond_broadcast(&p->changed);
  pthread_mutex_unlock(&p->lock);
}

static AVCodecContext *open_encoder(const bench_scene *sc, const char *preset, int segment, int global_header) {
  const AVCodec *codec = avcodec_find_encoder_by_name("libx264");
  AVCodecContext *ctx = avcodec_alloc_context3(codec);
  ctx->width = sc->width, ctx->height = sc->height, ctx->pix_fmt = AV_PIX_FMT_YUV420P;
  ctx->time_base = (AVRational){1, 60}, ctx->framerate = (AVRational){60, 1};
  ctx->sample_aspect_ratio = (AVRational){1, 1};
  ctx->thread_count = 2, ctx->flags |= AV_CODEC_FLAG_BITEXACT;
  if (global_header) ctx->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
  ctx->colorspace = AVCOL_SPC_BT709, ctx->color_primaries = AVCOL_PRI_BT709, ctx->color_trc = AVCOL_TRC_BT709;
  ctx->color_range = AVCOL_RANGE_MPEG;
  if (segment > 0) ctx->gop_size = segment;
  av_opt_set(ctx->priv_data, "preset", preset, 0);
  av_opt_set(ctx->priv_data, "crf", "20", 0);
  char params[96] = "";
  uint32_t (*detect)(void) = (uint32_t (*)(void))dlsym(RTLD_DEFAULT, "x264_cpu_detect");
  // As Chainframe's X264Instructions: no AVX-512 unless the width in macroblocks is a multiple of 8.
  if (detect && (detect() & (1u << 16)) && ((sc->width + 15) / 16) % 8 != 0)
    snprintf(params, sizeof params, "asm=%u", detect() & ~(1u << 16));
  if (segment > 0)  // as Chainframe's segments: a keyframe at each segment start only
    strncat(params, params[0] ? ":scenecut=0" : "scenecut=0", sizeof params - strlen(params) - 1);
  if (params[0]) av_opt_set(ctx->priv_data, "x264-params", params, 0);
  if (avcodec_open2(ctx, codec, NULL) < 0) { fprintf(stderr, "avcodec_open2 failed\n"); exit(1); }
  return ctx;
}

static void drain(AVCodecContext *ctx, AVFormatContext *fmt, AVStream *st, AVPacket *pkt, int first) {
  while (avcodec_receive_packet(ctx, pkt) == 0) {
    pkt->pts += first, pkt->dts += first;
    av_packet_rescale_ts(pkt, ctx->time_base, st->time_base);
    pkt->stream_index = st->index;
    av_interleaved_write_frame(fmt, pkt);
  }
}

// Draws (on `threads` workers), converts and encodes `count` frames of the scene to `out` at
// x264 `preset`, with a fresh encoder every `segment` frames as Chainframe's default segments
// (0: one encoder, x264's keyframe default); seconds.
static double encode(const bench_scene *sc, const char *preset, const char *out, int count, int threads,
                     int segment) {
  av_log_set_level(AV_LOG_ERROR);
  double t0 = now();
  AVFormatContext *fmt = NULL;
  avformat_alloc_output_context2(&fmt, NULL, "mp4", out);
  AVStream *st = avformat_new_stream(fmt, NULL);
  AVCodecContext *ctx = open_encoder(sc, preset, segment, 1);
  avcodec_parameters_from_context(st->codecpar, ctx);
  st->time_base = ctx->time_base;
  avio_open(&fmt->pb, out, AVIO_FLAG_WRITE);
  AVDictionary *opts = NULL;
  av_dict_set(&opts, "movflags", "+faststart", 0);
  fmt->flags |= AVFMT_FLAG_BITEXACT;
  if (avformat_write_header(fmt, &opts) < 0) { fprintf(stderr, "write_header failed\n"); exit(1); }
  av_dict_free(&opts);
  AVPacket *pkt = av_packet_alloc();
  floor_pipe p = {.sc = sc, .count = count, .threads = threads, .window = 2 * threads, .convert = 1,
                  .k = bt709_limited()};
  pthread_mutex_init(&p.lock, NULL);
  pthread_cond_init(&p.changed, NULL);
  p.ready = malloc(sizeof(int) * p.window);
  p.slots = malloc(sizeof(AVFrame *) * p.window);
  for (int i = 0; i < p.window; i++) {
    p.ready[i] = -1;
    p.slots[i] = av_frame_alloc();
    p.slots[i]->format = AV_PIX_FMT_YUV420P, p.slots[i]->width = sc->width, p.slots[i]->height = sc->height;
    av_frame_get_buffer(p.slots[i], 0);
  }
  pthread_t workers[64];
  floor_start(&p, workers);
  int first = 0;
  for (int f = 0; f < count; f++) {
    if (segment > 0 && f > 0 && f % segment == 0) {
      avcodec_send_frame(ctx, NULL);
      drain(ctx, fmt, st, pkt, first);
      avcodec_free_context(&ctx);
      ctx = open_encoder(sc, preset, segment, 1);
      first = f;
    }
    AVFrame *frame = floor_take(&p, f);
    frame->pts = f - first;
    avcodec_send_frame(ctx, frame);
    drain(ctx, fmt, st, pkt, first);
    floor_release(&p, f);
  }
  avcodec_send_frame(ctx, NULL);
  drain(ctx, fmt, st, pkt, first);
  for (int i = 0; i < threads; i++) pthread_join(workers[i], NULL);
  av_write_trailer(fmt);
  avio_closep(&fmt->pb);
  av_packet_free(&pkt);
  avcodec_free_context(&ctx);
  avformat_free_context(fmt);
  for (int i = 0; i < p.window; i++) av_frame_free(&p.slots[i]);
  return now() - t0;
}

// Draws `count` frames on `threads` workers and drops them; seconds.
static double draw_only(const bench_scene *sc, int count, int threads) {
  double t0 = now();
  floor_pipe p = {.sc = sc, .count = count, .threads = threads, .window = 2 * threads, .convert = 0};
  pthread_mutex_init(&p.lock, NULL);
  pthread_cond_init(&p.changed, NULL);
  int ready[128];
  p.ready = ready;
  pthread_t workers[64];
  floor_start(&p, workers);
  for (int i = 0; i < threads; i++) pthread_join(workers[i], NULL);
  return now() - t0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "draw";
  if (strcmp(mode, "encode") == 0 && argc > 4) {
    // encode SCENE PRESET OUT [threads] [segment] [frames]
    bench_scene sc = scene_named(argv[2]);
    int threads = argc > 5 ? atoi(argv[5]) : 2, segment = argc > 6 ? atoi(argv[6]) : 120;
    int frames = argc > 7 ? atoi(argv[7]) : sc.frames;
    if (threads < 1 || threads > 64) threads = 2;
    printf("%.4f\n", encode(&sc, argv[3], argv[4], frames, threads, segment));
    return 0;
  }
  if (strcmp(mode, "draw") == 0) {
    // draw [frames] [threads] [scene]
    bench_scene sc = scene_named(argc > 4 ? argv[4] : "b1");
    int count = argc > 2 ? atoi(argv[2]) : sc.frames, threads = argc > 3 ? atoi(argv[3]) : 1;
    if (threads < 1 || threads > 64) threads = 1;
    // Fontconfig and the fonts loaded before timing, as Chainframe's loader does before it
    // draws: the span measures drawing (and each thread's own surface and layout) only.
    canvas warm = canvas_make(&sc);
    draw_frame(warm.cr, warm.layout, &sc, 0);
    canvas_free(&warm);
    struct timespec c0, c1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
    double wall = draw_only(&sc, count, threads);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
    // Wall seconds, then CPU seconds of every drawing thread over the same span.
    printf("%.4f %.4f\n", wall, (c1.tv_sec - c0.tv_sec) + (c1.tv_nsec - c0.tv_nsec) / 1e9);
    return 0;
  }
  int count = argc > 2 ? atoi(argv[2]) : 300;
  bench_scene b1 = scene_named("b1");
  canvas c = canvas_make(&b1);
  cairo_surface_t *s = c.surface;
  draw_frame(c.cr, c.layout, &b1, 150);
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
