import CCairo

/// Versions of the drawing libraries in use, for reports.
public enum RenderingVersions {
  /// Cairo's version string.
  public static var cairo: String { String(cString: cairo_version_string()) }
  /// Pango's version string.
  public static var pango: String { String(cString: pango_version_string()) }
}
