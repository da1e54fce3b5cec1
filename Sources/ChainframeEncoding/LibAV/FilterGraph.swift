internal import CFFmpeg

/// Owns an `AVFilterGraph` with named buffer sources and one buffersink.
final class FilterGraph {
  let pointer: UnsafeMutablePointer<AVFilterGraph>
  private(set) var sources: [OpaquePointer?] = []
  private(set) var sink: UnsafeMutablePointer<AVFilterContext>?
  private var sourceContexts: [UnsafeMutablePointer<AVFilterContext>] = []

  init() throws(EncodingError) {
    // libavfilter is opened here, on first use, rather than linked (see CFFmpeg's shim).
    var reason = [CChar](repeating: 0, count: 512)
    guard CFFmpeg_avfilter_load(&reason, reason.count) == 1 else {
      let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .libraryNotLoaded(name: "libavfilter", package: "libavfilter8", reason: text)
    }
    guard let graph = CFFmpeg_avfilter_graph_alloc() else {
      throw .libav(function: "avfilter_graph_alloc", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    pointer = graph
    // Filters run in the calling thread only, so output never depends on scheduling.
    pointer.pointee.nb_threads = 1
  }

  deinit {
    var graph: UnsafeMutablePointer<AVFilterGraph>? = pointer
    CFFmpeg_avfilter_graph_free(&graph)
  }

  /// Builds `description` (filters between `[in0]`, `[in1]`, … and `[out]`) with buffer sources
  /// described by `sourceArgs` and a buffersink limited to `outputFormat`.
  func build(description: String, sourceArgs: [String], outputFormat: AVPixelFormat?, audio: Bool = false)
    throws(EncodingError)
  {
    guard let bufferFilter = CFFmpeg_avfilter_get_by_name(audio ? "abuffer" : "buffer"),
      let sinkFilter = CFFmpeg_avfilter_get_by_name(audio ? "abuffersink" : "buffersink")
    else {
      throw .encoderNotFound(name: "buffer/buffersink filters", package: "libavfilter8")
    }
    var outputs: UnsafeMutablePointer<AVFilterInOut>?
    for (i, args) in sourceArgs.enumerated() {
      var context: UnsafeMutablePointer<AVFilterContext>?
      try LibAV.check(
        "avfilter_graph_create_filter(buffer)",
        CFFmpeg_avfilter_graph_create_filter(&context, bufferFilter, "in\(i)", args, nil, pointer))
      guard let context else { throw .invalidSettings("buffer source could not be created") }
      sourceContexts.append(context)
      guard let inout_ = CFFmpeg_avfilter_inout_alloc() else {
        throw .libav(function: "avfilter_inout_alloc", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
      }
      inout_.pointee.name = av_strdup("in\(i)")
      inout_.pointee.filter_ctx = context
      inout_.pointee.pad_idx = 0
      inout_.pointee.next = outputs
      outputs = inout_
    }
    var sinkContext: UnsafeMutablePointer<AVFilterContext>?
    try LibAV.check(
      "avfilter_graph_create_filter(buffersink)",
      CFFmpeg_avfilter_graph_create_filter(&sinkContext, sinkFilter, "out", nil, nil, pointer))
    guard let sinkContext else { throw .invalidSettings("buffersink could not be created") }
    if let outputFormat {
      try LibAV.check(
        "av_opt_set(pix_fmts)",
        CFFmpeg_opt_set_pix_fmt(UnsafeMutableRawPointer(sinkContext), "pix_fmts", outputFormat, AV_OPT_SEARCH_CHILDREN))
    }
    sink = sinkContext
    guard let inputs = CFFmpeg_avfilter_inout_alloc() else {
      throw .libav(function: "avfilter_inout_alloc", code: CFFmpeg_AVERROR(ENOMEM), message: "out of memory")
    }
    inputs.pointee.name = av_strdup("out")
    inputs.pointee.filter_ctx = sinkContext
    inputs.pointee.pad_idx = 0
    inputs.pointee.next = nil
    var inputsVar: UnsafeMutablePointer<AVFilterInOut>? = inputs
    defer {
      CFFmpeg_avfilter_inout_free(&inputsVar)
      CFFmpeg_avfilter_inout_free(&outputs)
    }
    try LibAV.check(
      "avfilter_graph_parse_ptr('\(description)')",
      CFFmpeg_avfilter_graph_parse_ptr(pointer, description, &inputsVar, &outputs, nil))
    try LibAV.check("avfilter_graph_config", CFFmpeg_avfilter_graph_config(pointer, nil))
  }

  /// The buffer source `index` (for libavfilter's request counters).
  func sourceContext(_ index: Int) -> UnsafeMutablePointer<AVFilterContext> { sourceContexts[index] }

  /// Pushes a frame (nil for end of stream) into source `index`; the caller keeps its reference.
  func push(_ frame: UnsafeMutablePointer<AVFrame>?, source index: Int) throws(EncodingError) {
    try LibAV.check(
      "av_buffersrc_add_frame_flags",
      CFFmpeg_av_buffersrc_add_frame_flags(sourceContexts[index], frame, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)))
  }

  /// Pulls filtered frames until the sink needs more input; calls `body` with each.
  func drain(
    into frame: UnsafeMutablePointer<AVFrame>, _ body: (UnsafeMutablePointer<AVFrame>) throws(EncodingError) -> Void
  )
    throws(EncodingError) -> Bool
  {
    guard let sink else { return true }
    while true {
      let flow = try LibAV.flow("av_buffersink_get_frame", CFFmpeg_av_buffersink_get_frame(sink, frame))
      switch flow {
      case .again: return false
      case .endOfFile: return true
      case .ok:
        defer { av_frame_unref(frame) }
        try body(frame)
      }
    }
  }
}
