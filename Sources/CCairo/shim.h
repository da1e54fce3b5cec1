// Cairo, Pango, fontconfig, librsvg and gdk-pixbuf for ChainframeRendering only.
// The include paths come from pkg-config's "cairo" (with glib, gobject, freetype and
// fontconfig); Pango is declared in pango_decls.h (why: see there).
#ifndef CHAINFRAME_CCAIRO_SHIM_H
#define CHAINFRAME_CCAIRO_SHIM_H
#include <cairo.h>
#include "pango_decls.h"
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

// librsvg and gdk-pixbuf keep their headers in folders that pkg-config's "cairo" does not
// add to the include path, and one system module must serve all of Cairo (separate modules
// would each import cairo.h). So the handful of stable entry points used are declared here;
// their ABI has not changed since librsvg 2.52 / gdk-pixbuf 2.36.
typedef struct _RsvgHandle RsvgHandle;
typedef struct {
  double x;
  double y;
  double width;
  double height;
} CFRsvgRectangle;
typedef struct {
  double length;
  int unit;
} CFRsvgLength;
RsvgHandle *rsvg_handle_new_from_file(const gchar *filename, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, CFRsvgLength *out_width,
                                          gboolean *out_has_height, CFRsvgLength *out_height,
                                          gboolean *out_has_viewbox, CFRsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const CFRsvgRectangle *viewport,
                                     GError **error);

typedef struct _GdkPixbuf GdkPixbuf;
GdkPixbuf *gdk_pixbuf_new_from_file(const char *filename, GError **error);
GdkPixbuf *gdk_pixbuf_apply_embedded_orientation(GdkPixbuf *src);
int gdk_pixbuf_get_width(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_height(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *pixbuf);
gboolean gdk_pixbuf_get_has_alpha(const GdkPixbuf *pixbuf);
guchar *gdk_pixbuf_get_pixels(const GdkPixbuf *pixbuf);
// Decoding embedded (data: URI) images from memory, with the format named up front.
typedef struct _GdkPixbufLoader GdkPixbufLoader;
GdkPixbufLoader *gdk_pixbuf_loader_new_with_mime_type(const char *mime_type, GError **error);
gboolean gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const guchar *buf, gsize count, GError **error);
gboolean gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error);
GdkPixbuf *gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader);

// pixman's version, for the golden-image environment record (cairo links pixman).
const char *pixman_version_string(void);
// librsvg's and gdk-pixbuf's version variables.
extern const guint rsvg_major_version, rsvg_minor_version, rsvg_micro_version;
extern const guint gdk_pixbuf_major_version, gdk_pixbuf_minor_version, gdk_pixbuf_micro_version;
#endif
