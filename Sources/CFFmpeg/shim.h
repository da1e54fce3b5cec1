// One header for every libav* library: separate Clang modules that each include libavutil
// lose enum constants under whole-module optimisation (release builds only).
// Function-like macros are invisible to Swift, so they are re-exported as inline functions.
#ifndef CHAINFRAME_CFFMPEG_SHIM_H
#define CHAINFRAME_CFFMPEG_SHIM_H
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>  // malloc_trim: the GIF muxer hands freed frame memory back
#include <stdint.h>
#include <libavutil/avutil.h>
#include <libavutil/cpu.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libswscale/swscale.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersrc.h>
#include <libavfilter/buffersink.h>

// x264_cpu_detect() of the libx264 that libavcodec loaded (x264.h is not a dependency, so the
// symbol is looked up at run time; the cast to a function pointer belongs in C). Returns 0 and
// leaves `flags` alone when libx264 is not in the process.
static inline int CFFmpeg_x264_cpu_detect(uint32_t *flags) {
    void *symbol = dlsym(RTLD_DEFAULT, "x264_cpu_detect");
    void *library = NULL;
    if (!symbol) {
        library = dlopen("libx264.so.164", RTLD_NOW | RTLD_NOLOAD);
        if (!library) return 0;
        symbol = dlsym(library, "x264_cpu_detect");
    }
    int found = symbol != NULL;
    if (found) *flags = ((uint32_t (*)(void))symbol)();
    if (library) dlclose(library);
    return found;
}

static inline int CFFmpeg_AVERROR(int e) { return AVERROR(e); }
static inline int CFFmpeg_AVERROR_EAGAIN(void) { return AVERROR(EAGAIN); }
static inline int CFFmpeg_AVERROR_EOF(void) { return AVERROR_EOF; }
static inline int CFFmpeg_AVERROR_INVALIDDATA(void) { return AVERROR_INVALIDDATA; }
static inline int CFFmpeg_AVERROR_OPTION_NOT_FOUND(void) { return AVERROR_OPTION_NOT_FOUND; }
static inline int CFFmpeg_AVERROR_ENCODER_NOT_FOUND(void) { return AVERROR_ENCODER_NOT_FOUND; }
static inline int64_t CFFmpeg_AV_NOPTS_VALUE(void) { return AV_NOPTS_VALUE; }
static inline AVRational CFFmpeg_AV_TIME_BASE_Q(void) { return AV_TIME_BASE_Q; }
static inline uint8_t **CFFmpeg_frame_data(AVFrame *f) { return f->data; }
static inline int *CFFmpeg_frame_linesize(AVFrame *f) { return f->linesize; }
static inline int CFFmpeg_opt_set_pix_fmt(void *obj, const char *name, enum AVPixelFormat fmt, int flags) {
  enum AVPixelFormat fmts[] = { fmt, AV_PIX_FMT_NONE };
  return av_opt_set_int_list(obj, name, fmts, AV_PIX_FMT_NONE, flags);
}
// Native-endian 32-bit ARGB (the layout palettegen emits), which Swift cannot import as the
// AV_PIX_FMT_RGB32 macro alias.
static const enum AVPixelFormat AV_PIX_FMT_RGB32_native = AV_PIX_FMT_RGB32;
#endif
