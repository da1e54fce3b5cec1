// One header for every libav* library: separate Clang modules that each include libavutil
// lose enum constants under whole-module optimisation (release builds only).
// Function-like macros are invisible to Swift, so they are re-exported as inline functions.
#ifndef CHAINFRAME_CFFMPEG_SHIM_H
#define CHAINFRAME_CFFMPEG_SHIM_H
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>  // malloc_trim: the GIF muxer hands freed frame memory back
#include <stdint.h>
#include <stdio.h>  // snprintf: the reason libavfilter did not open
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

// MARK: libavfilter, loaded on first use
//
// libavfilter is not linked: it and the ~30 libraries it needs (flite, rubberband, zimg,
// libplacebo…) cost every process 13 ms of symbol binding at start-up, while only audio mixes
// build a filter graph (GIF palettes are our own). It is opened the first time one of the functions below
// runs (the soname of the headers' major version) and stays open. A lost race opens it twice,
// which dlopen counts, and stores the same pointers.

#define CFFMPEG_AVFILTER_SONAME "libavfilter.so." AV_STRINGIFY(LIBAVFILTER_VERSION_MAJOR)

/// The library's handle, or NULL when it cannot be opened (CFFmpeg_avfilter_load_error says why).
static inline void *CFFmpeg_avfilter_library(void) {
    static void *handle = NULL;
    void *loaded = __atomic_load_n(&handle, __ATOMIC_ACQUIRE);
    if (loaded) return loaded;
    loaded = dlopen(CFFMPEG_AVFILTER_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (loaded) __atomic_store_n(&handle, loaded, __ATOMIC_RELEASE);
    return loaded;
}

/// Opens libavfilter; 1 when it is usable. On 0, `message` (if not NULL) receives dlerror's
/// text, truncated to `capacity` bytes.
static inline int CFFmpeg_avfilter_load(char *message, size_t capacity) {
    if (CFFmpeg_avfilter_library()) return 1;
    const char *reason = dlerror();
    if (message && capacity > 0) {
        snprintf(message, capacity, "%s", reason ? reason : CFFMPEG_AVFILTER_SONAME " could not be opened");
    }
    return 0;
}

// One cached pointer per function, typed from the header's own declaration.
#define CFFMPEG_AVFILTER_RESOLVE(name, failure)                                              \
    static __typeof__(&name) function = NULL;                                                \
    __typeof__(&name) resolved = __atomic_load_n(&function, __ATOMIC_ACQUIRE);               \
    if (!resolved) {                                                                         \
        void *library = CFFmpeg_avfilter_library();                                          \
        if (!library) return failure;                                                        \
        resolved = (__typeof__(&name))dlsym(library, #name);                                 \
        if (!resolved) return failure;                                                       \
        __atomic_store_n(&function, resolved, __ATOMIC_RELEASE);                             \
    }

static inline unsigned CFFmpeg_avfilter_version(void) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_version, 0)
    return resolved();
}
static inline AVFilterGraph *CFFmpeg_avfilter_graph_alloc(void) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_graph_alloc, NULL)
    return resolved();
}
static inline void CFFmpeg_avfilter_graph_free(AVFilterGraph **graph) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_graph_free, )
    resolved(graph);
}
static inline const AVFilter *CFFmpeg_avfilter_get_by_name(const char *name) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_get_by_name, NULL)
    return resolved(name);
}
static inline int CFFmpeg_avfilter_graph_create_filter(AVFilterContext **context, const AVFilter *filter,
                                                       const char *name, const char *args, void *opaque,
                                                       AVFilterGraph *graph) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_graph_create_filter, AVERROR(ENOSYS))
    return resolved(context, filter, name, args, opaque, graph);
}
static inline AVFilterInOut *CFFmpeg_avfilter_inout_alloc(void) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_inout_alloc, NULL)
    return resolved();
}
static inline void CFFmpeg_avfilter_inout_free(AVFilterInOut **inout) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_inout_free, )
    resolved(inout);
}
static inline int CFFmpeg_avfilter_graph_parse_ptr(AVFilterGraph *graph, const char *filters, AVFilterInOut **inputs,
                                                   AVFilterInOut **outputs, void *log) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_graph_parse_ptr, AVERROR(ENOSYS))
    return resolved(graph, filters, inputs, outputs, log);
}
static inline int CFFmpeg_avfilter_graph_config(AVFilterGraph *graph, void *log) {
    CFFMPEG_AVFILTER_RESOLVE(avfilter_graph_config, AVERROR(ENOSYS))
    return resolved(graph, log);
}
static inline int CFFmpeg_av_buffersrc_add_frame_flags(AVFilterContext *context, AVFrame *frame, int flags) {
    CFFMPEG_AVFILTER_RESOLVE(av_buffersrc_add_frame_flags, AVERROR(ENOSYS))
    return resolved(context, frame, flags);
}
static inline unsigned CFFmpeg_av_buffersrc_get_nb_failed_requests(AVFilterContext *context) {
    CFFMPEG_AVFILTER_RESOLVE(av_buffersrc_get_nb_failed_requests, 0)
    return resolved(context);
}
static inline int CFFmpeg_av_buffersink_get_frame(AVFilterContext *context, AVFrame *frame) {
    CFFMPEG_AVFILTER_RESOLVE(av_buffersink_get_frame, AVERROR(ENOSYS))
    return resolved(context, frame);
}
static inline AVRational CFFmpeg_av_buffersink_get_time_base(const AVFilterContext *context) {
    CFFMPEG_AVFILTER_RESOLVE(av_buffersink_get_time_base, ((AVRational){1, 1}))
    return resolved(context);
}
static inline void CFFmpeg_av_buffersink_set_frame_size(AVFilterContext *context, unsigned size) {
    CFFMPEG_AVFILTER_RESOLVE(av_buffersink_set_frame_size, )
    resolved(context, size);
}
#undef CFFMPEG_AVFILTER_RESOLVE
#endif
