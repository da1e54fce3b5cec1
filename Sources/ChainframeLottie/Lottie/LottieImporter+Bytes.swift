import ChainframeModel

extension LottieImporter {
  /// Translates a file's bytes: a `.lottie` archive (its animation `animation`, or the
  /// manifest's default, with the archive's images) or Lottie JSON text.
  ///
  /// - Throws: `SceneFileError` for a damaged or hostile archive, an unknown animation id,
  ///   an `animation` given for a JSON file, a file that is neither, or what
  ///   ``translate(text:file:fontIsInstalled:images:)`` refuses.
  package static func translate(
    bytes: [UInt8], file: String, animation: String?, fontIsInstalled: ((String) -> Bool)? = nil
  ) throws(SceneFileError) -> LottieImport {
    if DotLottie.isArchive(bytes) {
      let opened = try DotLottie.open(bytes: bytes, file: file, animation: animation)
      return try translate(text: opened.text, file: file, fontIsInstalled: fontIsInstalled, images: opened.images)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .syntax(
        SceneDiagnostic(
          location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
          message: "the file is neither Lottie JSON (UTF-8 text) nor a .lottie archive (ZIP)",
          hint: "give a Lottie .json or .lottie file"))
    }
    try checkNoAnimation(animation, file: file)
    return try translate(text: text, file: file, fontIsInstalled: fontIsInstalled)
  }

  /// Refuses an animation id for a JSON file, which holds one animation.
  package static func checkNoAnimation(_ animation: String?, file: String) throws(SceneFileError) {
    guard let animation else { return }
    throw .syntax(
      SceneDiagnostic(
        location: SourceLocation(file: file, line: 1, column: 1), keyPath: "",
        message: "--animation \(UserText.quoted(animation)) picks an animation of a .lottie archive, "
          + "but this is a Lottie JSON file (one animation)",
        hint: "leave out --animation"))
  }
}
