internal import CFFmpeg

/// Versions of the FFmpeg libraries in use, for reports.
package enum LibraryVersions {
  /// FFmpeg's version string, for example `5.1.9-0+deb12u1`.
  package static var ffmpeg: String { String(cString: av_version_info()) }

  /// `libavcodec 59.37.100`-style entries for each library.
  package static var libraries: [(name: String, version: String)] {
    func v(_ n: UInt32) -> String { "\(n >> 16).\((n >> 8) & 0xff).\(n & 0xff)" }
    return [
      ("libavcodec", v(avcodec_version())), ("libavformat", v(avformat_version())),
      ("libavfilter", v(CFFmpeg_avfilter_version())), ("libswscale", v(swscale_version())),
      ("libavutil", v(avutil_version())),
    ]
  }
}
