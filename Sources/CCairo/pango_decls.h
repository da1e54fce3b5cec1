// The part of Pango's API that ChainframeRendering uses, declared here instead of included.
//
// Why: Pango's pkg-config chain (pango → gio → gmodule) adds `-pthread` to the C flags, which
// SwiftPM refuses and reports as "prohibited flag(s): -pthread" on every build, of this
// package and of every package that depends on it. The CCairo module therefore takes its flags
// from `cairo`'s pkg-config file (cairo, glib, gobject, freetype, fontconfig include paths),
// and the Pango entry points, enums and the three structs read field by field are declared
// below. Pango 1.x keeps this ABI stable; `scripts/lint` compiles these declarations against
// the installed Pango headers (same prototypes, same enum values, same struct layouts), so a
// mismatch fails the build check instead of the program.
#ifndef CHAINFRAME_PANGO_DECLS_H
#define CHAINFRAME_PANGO_DECLS_H
#include <cairo.h>
#include <glib-object.h>
#include <glib.h>

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoGlyphString PangoGlyphString;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoFont PangoFont;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoRectangle PangoRectangle;
typedef struct _PangoAnalysis PangoAnalysis;
typedef struct _PangoItem PangoItem;
typedef struct _PangoGlyphItem PangoGlyphItem;
typedef PangoGlyphItem PangoLayoutRun;
typedef struct _PangoCairoFont PangoCairoFont;
typedef guint32 PangoGlyph;
typedef gint32 PangoGlyphUnit;
typedef struct _PangoGlyphGeometry PangoGlyphGeometry;
typedef struct _PangoGlyphVisAttr PangoGlyphVisAttr;
typedef struct _PangoGlyphInfo PangoGlyphInfo;

// Definitions: skipped when checked against Pango's own (which define the same names).
#ifndef CHAINFRAME_PANGO_DECLS_CHECK
#define PANGO_SCALE 1024

struct _PangoFont {
  GObject parent_instance;
};
struct _PangoFontMap {
  GObject parent_instance;
};
struct _PangoRectangle {
  int x;
  int y;
  int width;
  int height;
};
struct _PangoAnalysis {
  gpointer shape_engine;
  gpointer lang_engine;
  PangoFont *font;
  guint8 level;
  guint8 gravity;
  guint8 flags;
  guint8 script;
  PangoLanguage *language;
  GSList *extra_attrs;
};
struct _PangoItem {
  int offset;
  int length;
  int num_chars;
  PangoAnalysis analysis;
};
struct _PangoGlyphGeometry {
  PangoGlyphUnit width;
  PangoGlyphUnit x_offset;
  PangoGlyphUnit y_offset;
};
struct _PangoGlyphVisAttr {
  guint is_cluster_start : 1;
  guint is_color : 1;
};
struct _PangoGlyphInfo {
  PangoGlyph glyph;
  PangoGlyphGeometry geometry;
  PangoGlyphVisAttr attr;
};
struct _PangoGlyphString {
  int num_glyphs;
  PangoGlyphInfo *glyphs;
  int *log_clusters;
  int space;
};
struct _PangoGlyphItem {
  PangoItem *item;
  PangoGlyphString *glyphs;
  int y_offset;
  int start_x_offset;
  int end_x_offset;
};

typedef enum {
  PANGO_STYLE_NORMAL,
  PANGO_STYLE_OBLIQUE,
  PANGO_STYLE_ITALIC
} PangoStyle;
typedef enum {
  PANGO_WEIGHT_THIN = 100,
  PANGO_WEIGHT_ULTRALIGHT = 200,
  PANGO_WEIGHT_LIGHT = 300,
  PANGO_WEIGHT_SEMILIGHT = 350,
  PANGO_WEIGHT_BOOK = 380,
  PANGO_WEIGHT_NORMAL = 400,
  PANGO_WEIGHT_MEDIUM = 500,
  PANGO_WEIGHT_SEMIBOLD = 600,
  PANGO_WEIGHT_BOLD = 700,
  PANGO_WEIGHT_ULTRABOLD = 800,
  PANGO_WEIGHT_HEAVY = 900,
  PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
typedef enum {
  PANGO_ALIGN_LEFT,
  PANGO_ALIGN_CENTER,
  PANGO_ALIGN_RIGHT
} PangoAlignment;
typedef enum {
  PANGO_WRAP_WORD,
  PANGO_WRAP_CHAR,
  PANGO_WRAP_WORD_CHAR
} PangoWrapMode;
#endif

const char *pango_version_string(void);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
const char *pango_font_description_get_family(const PangoFontDescription *desc);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
PangoFontDescription *pango_font_describe(PangoFont *font);
PangoFont *pango_font_map_load_font(PangoFontMap *fontmap, PangoContext *context, const PangoFontDescription *desc);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_line_height_new_absolute(int height);

PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
void pango_layout_index_to_pos(PangoLayout *layout, int index_, PangoRectangle *pos);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_run(PangoLayoutIter *iter);
PangoLayoutRun *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_glyph_string_get_width(PangoGlyphString *glyphs);
void pango_layout_index_to_line_x(PangoLayout *layout, int index_, gboolean trailing, int *line, int *x_pos);

PangoFontMap *pango_cairo_font_map_get_default(void);
PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);
cairo_scaled_font_t *pango_cairo_font_get_scaled_font(PangoCairoFont *font);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_fc_font_map_config_changed(PangoFcFontMap *fcfontmap);
#endif
