import Foundation

/// Writes small 16-bit PCM WAV files for audio tests.
public enum WAVWriter {
  /// A mono sine tone of `seconds` at `frequency` Hz.
  public static func tone(path: String, seconds: Double, frequency: Double = 440, sampleRate: Int = 44100) {
    let count = Int(seconds * Double(sampleRate))
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
    for i in 0..<count {
      let v = sin(2 * Double.pi * frequency * Double(i) / Double(sampleRate)) * 0.5
      u16(UInt16(bitPattern: Int16(v * 32767)))
    }
    FileManager.default.createFile(atPath: path, contents: data)
  }
}
