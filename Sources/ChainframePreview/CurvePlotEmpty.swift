/// The curve view before any version of the scene has loaded.
enum CurvePlotEmpty {
  static let svg =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"40\"><text x=\"10\" y=\"24\">no scene loaded</text></svg>\n"
}
