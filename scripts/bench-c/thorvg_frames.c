// Yardstick for scripts/bench-lottie (not part of the Swift package): renders every frame of a
// Lottie file with ThorVG's software renderer and writes them to stdout as raw BGRA
// (premultiplied ARGB8888 little-endian, w × h × 4 bytes a frame, the file's own size), for
// FFmpeg to encode.
//   thorvg_frames LIBTHORVG.so FILE.json [threads [width height [fps]]]
//   thorvg_frames LIBTHORVG.so FILE.json --info   prints "width height frames fps"
// threads is the count given to tvg_engine_init (ThorVG's worker threads; default 2).
// width/height (default: the file's) lets the caller round an odd size up to an even one: the
// picture stays at the file's size in the top-left corner. fps (default: the file's) samples
// the animation clock at another rate, as Chainframe does for a GIF above 50 fps: frame i is
// the file's frame i × file fps / fps, and ceil(frames × fps / file fps) frames are drawn.
// The library is opened with dlopen because the thorvg-python wheel that bundles it ships no
// header: the prototypes below follow ThorVG 1.0's thorvg_capi.h.
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void Tvg_Canvas;
typedef void Tvg_Paint;
typedef void Tvg_Animation;
typedef int Tvg_Result;  // TVG_RESULT_SUCCESS = 0

enum { TVG_COLORSPACE_ARGB8888 = 1, TVG_ENGINE_OPTION_DEFAULT = 1 };

static Tvg_Result (*tvg_engine_init)(uint32_t threads);
static Tvg_Result (*tvg_engine_term)(void);
static Tvg_Canvas *(*tvg_swcanvas_create)(uint8_t op);
static Tvg_Result (*tvg_swcanvas_set_target)(Tvg_Canvas *, uint32_t *, uint32_t stride, uint32_t w,
                                             uint32_t h, uint8_t cs);
static Tvg_Result (*tvg_canvas_add)(Tvg_Canvas *, Tvg_Paint *);
static Tvg_Result (*tvg_canvas_update)(Tvg_Canvas *);
static Tvg_Result (*tvg_canvas_draw)(Tvg_Canvas *, _Bool clear);
static Tvg_Result (*tvg_canvas_sync)(Tvg_Canvas *);
static Tvg_Result (*tvg_canvas_destroy)(Tvg_Canvas *);
static Tvg_Animation *(*tvg_animation_new)(void);
static Tvg_Paint *(*tvg_animation_get_picture)(Tvg_Animation *);
static Tvg_Result (*tvg_animation_set_frame)(Tvg_Animation *, float);
static Tvg_Result (*tvg_animation_get_total_frame)(Tvg_Animation *, float *);
static Tvg_Result (*tvg_animation_get_duration)(Tvg_Animation *, float *);
static Tvg_Result (*tvg_picture_load)(Tvg_Paint *, const char *);
static Tvg_Result (*tvg_picture_get_size)(Tvg_Paint *, float *, float *);
static Tvg_Result (*tvg_picture_set_size)(Tvg_Paint *, float, float);

static void *sym(void *lib, const char *name) {
  void *p = dlsym(lib, name);
  if (!p) {
    fprintf(stderr, "thorvg_frames: %s missing: %s\n", name, dlerror());
    exit(2);
  }
  return p;
}

#define LOAD(name) *(void **)(&name) = sym(lib, #name)
#define CHECK(call)                                                         \
  do {                                                                      \
    Tvg_Result r_ = (call);                                                 \
    if (r_ != 0) {                                                          \
      fprintf(stderr, "thorvg_frames: %s failed (%d)\n", #call, (int)r_); \
      return 3;                                                             \
    }                                                                       \
  } while (0)

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: thorvg_frames LIBTHORVG.so FILE.json [threads|--info] [w h]\n");
    return 2;
  }
  void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "thorvg_frames: %s\n", dlerror());
    return 2;
  }
  LOAD(tvg_engine_init); LOAD(tvg_engine_term);
  LOAD(tvg_swcanvas_create); LOAD(tvg_swcanvas_set_target);
  LOAD(tvg_canvas_add); LOAD(tvg_canvas_update); LOAD(tvg_canvas_draw); LOAD(tvg_canvas_sync);
  LOAD(tvg_canvas_destroy);
  LOAD(tvg_animation_new); LOAD(tvg_animation_get_picture); LOAD(tvg_animation_set_frame);
  LOAD(tvg_animation_get_total_frame); LOAD(tvg_animation_get_duration);
  LOAD(tvg_picture_load); LOAD(tvg_picture_get_size); LOAD(tvg_picture_set_size);

  int info = argc > 3 && strcmp(argv[3], "--info") == 0;
  uint32_t threads = (argc > 3 && !info) ? (uint32_t)atoi(argv[3]) : 2;
  CHECK(tvg_engine_init(threads));
  Tvg_Animation *anim = tvg_animation_new();
  Tvg_Paint *pic = tvg_animation_get_picture(anim);
  CHECK(tvg_picture_load(pic, argv[2]));
  float fw = 0, fh = 0, total = 0, duration = 0;
  CHECK(tvg_picture_get_size(pic, &fw, &fh));
  CHECK(tvg_animation_get_total_frame(anim, &total));
  CHECK(tvg_animation_get_duration(anim, &duration));
  uint32_t w = (uint32_t)(fw + 0.5f), h = (uint32_t)(fh + 0.5f);
  int frames = (int)(total + 0.5f);
  if (info) {
    printf("%u %u %d %g\n", w, h, frames, duration > 0 ? total / duration : 0.0);
    return 0;
  }
  uint32_t tw = argc > 5 ? (uint32_t)atoi(argv[4]) : w, th = argc > 5 ? (uint32_t)atoi(argv[5]) : h;
  if (tw < w || th < h) {
    fprintf(stderr, "thorvg_frames: target smaller than the picture\n");
    return 2;
  }
  double file_fps = duration > 0 ? total / duration : 0.0;
  double fps = argc > 6 ? atof(argv[6]) : file_fps;
  double step = 1.0;
  if (fps > 0 && file_fps > 0 && fps != file_fps) {
    step = file_fps / fps;
    frames = (int)ceil(total / step - 1e-9);
  }
  CHECK(tvg_picture_set_size(pic, (float)w, (float)h));
  uint32_t *buffer = calloc((size_t)tw * th, 4);
  Tvg_Canvas *canvas = tvg_swcanvas_create(TVG_ENGINE_OPTION_DEFAULT);
  if (!buffer || !canvas) return 3;
  CHECK(tvg_swcanvas_set_target(canvas, buffer, tw, tw, th, TVG_COLORSPACE_ARGB8888));
  CHECK(tvg_canvas_add(canvas, pic));
  for (int frame = 0; frame < frames; frame++) {
    // set_frame answers "insufficient condition" when the frame is unchanged (a still file):
    // the picture is then drawn as it stands.
    tvg_animation_set_frame(anim, (float)(frame * step));
    CHECK(tvg_canvas_update(canvas));
    CHECK(tvg_canvas_draw(canvas, 1));
    CHECK(tvg_canvas_sync(canvas));
    if (fwrite(buffer, 4, (size_t)tw * th, stdout) != (size_t)tw * th) return 4;
  }
  tvg_canvas_destroy(canvas);
  tvg_engine_term();
  free(buffer);
  return 0;
}
