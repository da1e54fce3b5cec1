// Prints what Sources/CCairo/pango_decls.h hard-codes (struct layouts, enum values,
// PANGO_SCALE), built once against Pango's own headers and once against the declarations;
// scripts/check-pango-decls compares the two outputs.
#include <stddef.h>
#include <stdio.h>
#ifdef WITH_PANGO_HEADERS
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#else
#include "pango_decls.h"
#endif

#define SIZE(t) printf("sizeof(" #t ") = %zu\n", sizeof(t))
#define OFFSET(t, f) printf("offsetof(" #t ", " #f ") = %zu\n", offsetof(t, f))
#define VALUE(v) printf(#v " = %ld\n", (long)(v))

int main(void) {
  SIZE(PangoFont); SIZE(PangoFontMap); SIZE(PangoRectangle); SIZE(PangoAnalysis); SIZE(PangoItem);
  SIZE(PangoGlyphItem); SIZE(PangoLayoutRun);
  OFFSET(PangoRectangle, x); OFFSET(PangoRectangle, y); OFFSET(PangoRectangle, width); OFFSET(PangoRectangle, height);
  OFFSET(PangoAnalysis, font); OFFSET(PangoAnalysis, level); OFFSET(PangoAnalysis, script);
  OFFSET(PangoAnalysis, language); OFFSET(PangoAnalysis, extra_attrs);
  OFFSET(PangoItem, offset); OFFSET(PangoItem, length); OFFSET(PangoItem, num_chars); OFFSET(PangoItem, analysis);
  OFFSET(PangoGlyphItem, item); OFFSET(PangoGlyphItem, glyphs); OFFSET(PangoGlyphItem, end_x_offset);
  SIZE(PangoGlyph); SIZE(PangoGlyphUnit); SIZE(PangoGlyphGeometry); SIZE(PangoGlyphVisAttr); SIZE(PangoGlyphInfo);
  SIZE(PangoGlyphString);
  OFFSET(PangoGlyphGeometry, x_offset); OFFSET(PangoGlyphGeometry, y_offset);
  OFFSET(PangoGlyphInfo, geometry); OFFSET(PangoGlyphInfo, attr);
  OFFSET(PangoGlyphString, glyphs); OFFSET(PangoGlyphString, log_clusters); OFFSET(PangoGlyphString, space);
  OFFSET(PangoGlyphItem, y_offset); OFFSET(PangoGlyphItem, start_x_offset);
  VALUE(PANGO_SCALE);
  VALUE(PANGO_STYLE_NORMAL); VALUE(PANGO_STYLE_OBLIQUE); VALUE(PANGO_STYLE_ITALIC);
  VALUE(PANGO_WEIGHT_THIN); VALUE(PANGO_WEIGHT_ULTRALIGHT); VALUE(PANGO_WEIGHT_LIGHT); VALUE(PANGO_WEIGHT_SEMILIGHT);
  VALUE(PANGO_WEIGHT_BOOK); VALUE(PANGO_WEIGHT_NORMAL); VALUE(PANGO_WEIGHT_MEDIUM); VALUE(PANGO_WEIGHT_SEMIBOLD);
  VALUE(PANGO_WEIGHT_BOLD); VALUE(PANGO_WEIGHT_ULTRABOLD); VALUE(PANGO_WEIGHT_HEAVY); VALUE(PANGO_WEIGHT_ULTRAHEAVY);
  VALUE(PANGO_ALIGN_LEFT); VALUE(PANGO_ALIGN_CENTER); VALUE(PANGO_ALIGN_RIGHT);
  VALUE(PANGO_WRAP_WORD); VALUE(PANGO_WRAP_CHAR); VALUE(PANGO_WRAP_WORD_CHAR);
  VALUE(sizeof(PangoStyle)); VALUE(sizeof(PangoWeight)); VALUE(sizeof(PangoAlignment)); VALUE(sizeof(PangoWrapMode));
  return 0;
}
