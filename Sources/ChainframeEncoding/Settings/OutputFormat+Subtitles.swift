extension OutputFormat {
  /// Whether the container can carry a soft subtitle track (`mov_text`): the MP4 and MOV
  /// formats (H.264, H.265, ProRes).
  package var carriesSubtitles: Bool {
    switch self {
    case .mp4, .mov, .hevc, .prores4444, .prores422hq: return true
    default: return false
    }
  }
}
