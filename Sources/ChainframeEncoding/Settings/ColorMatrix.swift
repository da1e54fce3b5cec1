/// Which YUV matrix (and matching tags) an encoder uses.
public enum ColorMatrix: String, Sendable, Hashable, CaseIterable {
  /// ITU-R BT.709: HD and up. The default.
  case bt709
  /// ITU-R BT.601 (SMPTE 170M tags), for SD workflows that ask for it.
  case bt601
}
