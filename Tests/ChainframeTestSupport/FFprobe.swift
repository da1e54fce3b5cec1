import Foundation

/// Reads stream properties with the `ffprobe` tool, as a user would check a file.
public enum FFprobe {
  /// `key=value` pairs of the first video stream, with frames counted by decoding.
  public static func videoStream(_ path: String) throws -> [String: String] {
    let result = try ProcessResult.run(
      "/usr/bin/ffprobe",
      [
        "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=codec_name,profile,pix_fmt,width,height,color_space,color_transfer,"
          + "color_primaries,color_range,nb_read_frames,r_frame_rate,avg_frame_rate,duration",
        "-of", "default=nw=1", path,
      ])
    var fields: [String: String] = [:]
    for line in result.stdout.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }
}
