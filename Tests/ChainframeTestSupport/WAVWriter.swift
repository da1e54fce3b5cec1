import Foundation

/// Writes small 16-bit PCM WAV files for audio tests.
public enum WAVWriter {
  /// A mono sine tone of `seconds` at `frequency` Hz.
  public static func tone(path: String, seconds: Double, frequency: Double = 440, sampleRate: Int = 44100) {
    let count = Int(seconds * Double(sampleRate))
    let samples = (0..<count).map { sin(2 * Double.pi * frequency * Double($0) / Double(sampleRate)) * 0.5 }
    write(path: path, samples: samples, sampleRate: sampleRate)
  }

  /// A mono file of `count` samples all at `level` (−1…1): a step whose first sample is
  /// already loud, for checking where a clip starts to the sample.
  public static func constant(path: String, count: Int, level: Double = 0.5, sampleRate: Int = 48000) {
    write(path: path, samples: Array(repeating: level, count: count), sampleRate: sampleRate)
  }

  /// Writes mono 16-bit PCM `samples` (−1…1).
  public static func write(path: String, samples: [Double], sampleRate: Int) {
    let count = samples.count
    var data = Data()
    func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    data.append(contentsOf: Array("RIFF".utf8))
    u32(UInt32(36 + count * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    u32(16)
    u16(1)
    u16(1)
    u32(UInt32(sampleRate))
    u32(UInt32(sampleRate * 2))
    u16(2)
    u16(16)
    data.append(contentsOf: Array("data".utf8))
    u32(UInt32(count * 2))
    for v in samples { u16(UInt16(bitPattern: Int16(max(-1, min(1, v)) * 32767))) }
    _ = FileManager.default.createFile(atPath: path, contents: data)
  }
}
