internal import CFFmpeg
import ChainframeEngine
import ChainframeModel

/// Encodes a video (or one chunk of it) as a sequence of independent segments of
/// ``VideoSettings/segmentFrames`` frames: every segment by a fresh encoder instance with the
/// same settings, starting with a keyframe. Packets go to `output` in decoding order — a
/// ``PacketMuxer`` for a finished file, a chunk file for a distributed render. Because the
/// same segments produce the same packets wherever they are encoded, a file muxed from
/// chunks is byte-identical to one rendered on one machine.
package final class SegmentedVideoEncoder: ConvertedFrameSink {
  /// The settings (``VideoSettings/segmentFrames`` set; audio is the muxer's business).
  package let settings: VideoSettings
  private let plan: CodecPlan
  private let converter: FrameConverter
  private let output: (EncodedPacket) throws(EncodingError) -> Void
  private let segmentFrames: Int
  private var current: SegmentEncoder?
  private var nextFrame: Int
  private var last: ConvertedFrame?
  private var isFinished = false
  /// The first segment encoder's out-of-band header (empty before the first frame or when
  /// the codec has none); every segment's is the same.
  package private(set) var extradata: [UInt8] = []

  /// Encodes frames starting at video frame `firstFrame` (a multiple of the segment length).
  ///
  /// - Precondition: `settings.segmentFrames` ≥ 1 and divides `firstFrame`.
  package init(
    settings: VideoSettings, firstFrame: Int = 0, output: @escaping (EncodedPacket) throws(EncodingError) -> Void
  ) throws(EncodingError) {
    LibAV.quietLogging()
    guard let segment = settings.segmentFrames, segment >= 1 else {
      preconditionFailure("SegmentedVideoEncoder needs settings.segmentFrames")
    }
    precondition(firstFrame % segment == 0, "a chunk starts at a segment boundary")
    if let reason = settings.format.segmentRefusal {
      throw .invalidSettings("\(settings.format.rawValue) cannot be encoded in segments: \(reason)")
    }
    self.settings = settings
    plan = try CodecPlan(settings)
    converter = try FrameConverter(settings: settings, plan: plan)
    self.output = output
    segmentFrames = segment
    nextFrame = firstFrame
  }

  /// Frames appended so far.
  package var passCount: Int { 1 }
  /// Does nothing: one pass.
  package func beginPass(_ index: Int) throws(EncodingError) { precondition(index == 0) }
  /// Does nothing: one pass, flushed by ``finish()``.
  package func endPass() throws(EncodingError) {}
  /// Converters for worker threads.
  package var converterFactory: ConverterFactory { ConverterFactory(settings: settings) }

  /// Converts and encodes one frame.
  package func append(_ pixels: PixelBuffer) throws(EncodingError) {
    try append(converted: converter.convert(pixels))
  }

  /// Encodes the next frame; a new segment (a new encoder) starts at every multiple of the
  /// segment length.
  package func append(converted: ConvertedFrame) throws(EncodingError) {
    precondition(!isFinished, "append after finish")
    if nextFrame % segmentFrames == 0 {
      try current?.encode(nil, emit: output)
      let encoder = try SegmentEncoder(settings: settings, plan: plan, firstFrame: nextFrame)
      if extradata.isEmpty { extradata = encoder.extradata }
      current = encoder
    }
    guard let current else { preconditionFailure("no segment encoder") }
    last = converted
    try converted.withFrame { (f) throws(EncodingError) in try current.encode(f, emit: output) }
    nextFrame += 1
  }

  /// Encodes the previous frame again with its own pts.
  package func appendRepeat() throws(EncodingError) {
    guard let last else { preconditionFailure("appendRepeat before any frame") }
    try append(converted: last.reference())
  }

  /// Flushes the last segment.
  package func finish() throws(EncodingError) {
    precondition(!isFinished, "finish called twice")
    isFinished = true
    try current?.encode(nil, emit: output)
    current = nil
  }
}
