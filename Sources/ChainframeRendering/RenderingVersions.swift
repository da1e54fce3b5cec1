internal import CCairo

/// Versions of the drawing libraries in use, for reports and the golden-image environment
/// record (pixels can change when any of these do).
package enum RenderingVersions {
  /// Cairo's version string.
  package static var cairo: String { String(cString: cairo_version_string()) }
  /// Pango's version string.
  package static var pango: String { String(cString: pango_version_string()) }
  /// pixman's version string (Cairo's rasteriser).
  package static var pixman: String { String(cString: pixman_version_string()) }
  /// FreeType's version, read from a library instance.
  package static var freetype: String {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }
  /// fontconfig's version.
  package static var fontconfig: String {
    let v = Int(FcGetVersion())
    return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
  }
  /// librsvg's version.
  package static var librsvg: String { "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)" }
  /// gdk-pixbuf's version.
  package static var gdkPixbuf: String {
    "\(gdk_pixbuf_major_version).\(gdk_pixbuf_minor_version).\(gdk_pixbuf_micro_version)"
  }

  /// Every library above as `name version` lines.
  package static var all: [(name: String, version: String)] {
    [
      ("cairo", cairo), ("pixman", pixman), ("pango", pango), ("freetype", freetype), ("fontconfig", fontconfig),
      ("librsvg", librsvg), ("gdk-pixbuf", gdkPixbuf),
    ]
  }
}
