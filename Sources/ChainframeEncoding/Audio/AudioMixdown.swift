internal import CFFmpeg

/// The mixed audio of ``AudioSettings`` as samples in memory, without encoding: for checks
/// and tools that place audio themselves.
package enum AudioMixdown {
  /// Mixes `settings` and returns interleaved stereo 32-bit float samples at 48 kHz, left
  /// then right, exactly `round(duration × 48000)` frames (8 bytes each: keep it for short
  /// mixes).
  ///
  /// - Throws: ``EncodingError`` when a file does not open or decode, or the graph fails.
  package static func samples(_ settings: AudioSettings) throws(EncodingError) -> [Float] {
    LibAV.quietLogging()
    let mix = try AudioMix(settings: settings, sampleFormat: "flt", frameSize: 0)
    let frame = try AVFrameBox()
    var out: [Float] = []
    out.reserveCapacity(AudioMix.samples(settings.duration) * 2)
    while true {
      let finished = try mix.drain(into: frame.pointer) { f throws(EncodingError) in
        let count = Int(f.pointee.nb_samples) * 2
        guard let data = f.pointee.data.0 else { return }
        data.withMemoryRebound(to: Float.self, capacity: count) { pointer in
          out.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
        }
      }
      if finished { return out }
      try mix.feed()
    }
  }
}
