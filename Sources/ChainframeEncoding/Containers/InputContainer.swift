internal import CFFmpeg
import ChainframeEngine
import ChainframeIO
import ChainframeModel
import Foundation

/// Owns an input `AVFormatContext`, opened so that a file can never make FFmpeg read anything
/// but itself.
///
/// Scenes are untrusted: an "audio" file can be an HLS/DASH playlist, a concat list or an
/// image2 pattern that names files anywhere on disk or on the network, and FFmpeg follows such
/// references by default. Inputs therefore open through the `file` protocol only (no `http`,
/// no `concat:`, no `subfile`), with the path forced to a plain file name (`file:` prefix, so
/// a colon in a name is never read as a protocol), and with a whitelist of demuxers that read
/// one self-contained file.
final class InputContainer {
  /// What an input is allowed to be.
  enum Kind {
    /// A soundtrack: WAV, MP3, FLAC, Ogg (Vorbis/Opus), AAC/ADTS, M4A/MP4/MOV, Matroska/WebM,
    /// AIFF, CAF.
    case audio
    /// A reference video named on the command line (never by a scene): MP4/MOV,
    /// Matroska/WebM, GIF, APNG, Y4M, AVI, a single PNG/WebP, or a numbered image sequence
    /// (`frames/%05d.png`, read by the `image2` demuxer).
    case video
    /// A video layer's file, named by a scene: MP4/MOV/M4V or Matroska/WebM only (no image
    /// sequences, no playlists).
    case sceneVideo
    /// Raw BGRA frames read with the `rawvideo` demuxer.
    case raw

    /// libav demuxer names (matched against each demuxer's comma-separated name list).
    var demuxers: String {
      switch self {
      case .audio: return "wav,w64,mp3,flac,ogg,aac,mov,matroska,aiff,caf"
      case .video: return "mov,matroska,gif,apng,yuv4mpegpipe,avi,png_pipe,webp_pipe,image2"
      case .sceneVideo: return "mov,matroska"
      case .raw: return "rawvideo"
      }
    }

    /// The formats to name in an error.
    var allowedText: String {
      switch self {
      case .audio: return "a WAV, MP3, FLAC, Ogg, AAC, M4A, MOV/MP4, Matroska/WebM, AIFF or CAF file"
      case .video: return "an MP4, MOV, WebM/Matroska, GIF, APNG, Y4M, AVI, PNG or WebP file, or a PNG sequence pattern"
      case .raw: return "raw BGRA frames"
      case .sceneVideo: return "an MP4, MOV, M4V, WebM or Matroska file"
      }
    }
  }

  let pointer: UnsafeMutablePointer<AVFormatContext>

  init(path: String, kind: Kind, format: String? = nil, options: [(String, String)] = []) throws(EncodingError) {
    var isDirectory: ObjCBool = false
    let isPattern = kind == .video && path.contains("%")
    guard
      isPattern || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue)
    else {
      throw .inputNotFound(path: path)
    }
    var context: UnsafeMutablePointer<AVFormatContext>?
    let inputFormat = format.flatMap { av_find_input_format($0) }
    var dictionary: OpaquePointer?
    av_dict_set(&dictionary, "protocol_whitelist", "file", 0)
    av_dict_set(&dictionary, "format_whitelist", kind.demuxers, 0)
    // MOV/MP4 can point at media in other files (data references): never follow them.
    av_dict_set(&dictionary, "enable_drefs", "0", 0)
    for (k, v) in options { av_dict_set(&dictionary, k, v, 0) }
    defer { av_dict_free(&dictionary) }
    // image2 reads patterns itself (it opens each numbered file through the file protocol).
    let url = isPattern ? path : "file:" + path
    if !isPattern { InputLedger.shared.record(path, label: "a media input") }
    let result = avformat_open_input(
      &context, url, isPattern ? av_find_input_format("image2") : inputFormat, &dictionary)
    if result == CFFmpeg_AVERROR_INVALIDDATA() || result == CFFmpeg_AVERROR(EINVAL) || result == CFFmpeg_AVERROR(EPERM)
    {
      // The probe found nothing on the whitelist: a playlist, a list of other files, or
      // simply not a media file.
      _ = LibAVLog.takeLast()
      throw .unsupportedInput(path: path, allowed: kind.allowedText)
    }
    try LibAV.check("avformat_open_input(\(UserText.quoted(path)))", result)
    guard let context else { throw .inputNotFound(path: path) }
    pointer = context
    try LibAV.check("avformat_find_stream_info", avformat_find_stream_info(context, nil))
  }

  deinit {
    var context: UnsafeMutablePointer<AVFormatContext>? = pointer
    avformat_close_input(&context)
  }
}
