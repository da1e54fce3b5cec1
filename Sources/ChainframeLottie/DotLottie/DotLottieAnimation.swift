/// One animation taken out of a `.lottie` archive: its Lottie JSON and the archive's images
/// as `data:` URIs, which the translator draws like images embedded in the JSON.
package struct DotLottieAnimation: Sendable {
  /// The animation's id in the manifest (the JSON file's name without `.json`).
  package var id: String
  /// The archive entry the JSON came from (`animations/a.json` or `a/a.json`).
  package var entry: String
  /// The Lottie JSON text.
  package var text: String
  /// The archive's images by entry name (`images/img_0.png`), as `data:` URIs.
  package var images: [String: String]
}
