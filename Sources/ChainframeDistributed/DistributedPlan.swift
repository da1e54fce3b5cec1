import ChainframeCore
import ChainframeEncoding
import ChainframeRender
import ChainframeRendering
import Foundation

/// A render split into chunks: frame ranges, segment boundaries, encoder settings and the
/// plan hash. Written by `chainframe plan`; every chunk file carries a copy, so a join needs
/// nothing else.
package struct DistributedPlan: Codable, Hashable, Sendable {
  /// Layout version of this JSON.
  package var version = 1
  /// SHA-256 over everything the output depends on (see `PlanHash`).
  package var planHash: String
  /// `name version` of Chainframe and every library that shapes the bytes.
  package var versions: [String]
  /// Frames in the video.
  package var frameCount: Int
  /// Frames per segment.
  package var segmentFrames: Int
  /// Segments in the video.
  package var segmentCount: Int
  /// The chunks, in order.
  package var chunks: [ChunkRange]
  /// True when odd sizes were padded (the scene drawn at the top left), else centred.
  package var fitsTopLeft: Bool
  /// The encoder settings (with the soundtrack, added once at the join).
  package var settings: SettingsRecord

  /// Plans `composition` rendered with `options` in `count` chunks.
  package static func make(
    composition: Composition, variables: [(name: String, value: String)], options: RenderOptions, count: Int,
    toolVersion: String
  ) throws -> DistributedPlan {
    guard (1...ChunkSelection.maxCount).contains(count) else {
      throw RenderOptionError(.chunk, "\(count) chunks is out of range; use 1 to \(ChunkSelection.maxCount)")
    }
    if options.frames != nil {
      throw RenderOptionError(.frames, "a chunked render covers the whole scene; drop the frame range")
    }
    let preset = try options.preset.map { try EncodingPreset.named($0) }
    let format = options.format ?? preset?.format ?? .mp4
    let route = try ChunkRoute.of(format)
    if options.gifBudget != nil {
      throw DistributedError.cannotChunk(
        format: format.rawValue,
        reason: "a size or SSIM budget searches over every frame of the GIF; render it on one machine")
    }
    let plan = try RenderPlan(
      scene: composition.scene, output: "video." + (format.extensions.first ?? "mp4"), options: options)
    var settings = plan.settings
    let segmentFrames: Int
    if route == .segments {
      guard let frames = settings.segmentFrames else {
        throw RenderOptionError(.segmentSeconds, "chunks are made of segments; give a segment length above 0 seconds")
      }
      segmentFrames = frames
    } else {
      // Chunks of frames: every frame stands alone in the intermediate.
      segmentFrames = 1
    }
    let compiled = composition.compiled(at: settings.fps)
    let frameCount = compiled.frameCount
    settings.audio =
      format.audioCodec == nil
      ? nil : AudioPlan.settings(plan.scene, clock: compiled.clock, frames: 0...(frameCount - 1))
    settings.subtitles = Composition.subtitleCues(
      plan.scene, clock: compiled.clock, frames: 0...(frameCount - 1), format: settings.format,
      options: options)
    var record = try SettingsRecord(settings, fileHash: PlanHash.file)
    record.gif?.scaleWidth = plan.gifScaleWidth
    let chunks = ChunkRange.split(frameCount: frameCount, segmentFrames: segmentFrames, count: count)
    let versions = PlanHash.versions(tool: toolVersion) + ["simd " + SIMDClass.of(format)]
    let hash = try PlanHash.of(
      composition: composition, variables: variables, settings: record, chunks: chunks, versions: versions,
      fitsTopLeft: plan.fit == .topLeft)
    return DistributedPlan(
      planHash: hash, versions: versions, frameCount: frameCount, segmentFrames: segmentFrames,
      segmentCount: (frameCount + segmentFrames - 1) / segmentFrames, chunks: chunks, fitsTopLeft: plan.fit == .topLeft,
      settings: record)
  }

  /// The plan as pretty, sorted JSON.
  package func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
