/// A DEFLATE decompressor (RFC 1951: stored, fixed and dynamic Huffman blocks) in pure
/// Swift, after zlib's `puff.c`: the Lottie module links no C, and `.lottie` archives are
/// small enough that a bit-at-a-time decoder is fast enough.
package struct Inflate {
  /// Base lengths of length symbols 257…285.
  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  /// Extra bits of length symbols 257…285.
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Base distances of distance symbols 0…29.
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  /// Extra bits of distance symbols 0…29.
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order code length code lengths are sent in (RFC 1951 3.2.7).
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  /// The fixed literal/length code (RFC 1951 3.2.6).
  private static let fixedLengths: InflateHuffman? = InflateHuffman(
    lengths: (Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
      + Array(repeating: 8, count: 8))[...])
  /// The fixed distance code.
  private static let fixedDistances: InflateHuffman? = InflateHuffman(lengths: Array(repeating: 5, count: 30)[...])

  private let input: [UInt8]
  private var position: Int
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []
  private let limit: Int

  private init(input: [UInt8], position: Int, limit: Int) {
    self.input = input
    self.position = position
    self.limit = limit
  }

  /// Decompresses the raw DEFLATE stream in `input[range]` (ZIP method 8: no zlib header),
  /// producing at most `limit` bytes.
  ///
  /// - Throws: ``InflateError`` for a truncated or corrupt stream, or one that expands past
  ///   `limit` (stopped as soon as it does, so a bomb costs no more than `limit` bytes).
  package static func inflate(_ input: [UInt8], range: Range<Int>, limit: Int) throws(InflateError) -> [UInt8] {
    var state = Inflate(input: Array(input[range]), position: 0, limit: limit)
    state.output.reserveCapacity(min(limit, max(range.count * 4, 1024)))
    var last = false
    while !last {
      last = try state.bits(1) == 1
      switch try state.bits(2) {
      case 0: try state.stored()
      case 1:
        guard let lengths = fixedLengths, let distances = fixedDistances else { throw .corrupt("fixed code") }
        try state.codes(lengths, distances)
      case 2: try state.dynamic()
      default: throw .corrupt("block type 3")
      }
    }
    return state.output
  }

  private mutating func bits(_ n: Int) throws(InflateError) -> Int {
    while bitCount < n {
      guard position < input.count else { throw .truncated }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << n) - 1)
    bitBuffer >>= n
    bitCount -= n
    return value
  }

  private mutating func stored() throws(InflateError) {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw .truncated }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    position += 4
    guard length == ~complement & 0xFFFF else { throw .corrupt("stored block length check") }
    guard position + length <= input.count else { throw .truncated }
    guard output.count + length <= limit else { throw .tooLarge(limit: limit) }
    output.append(contentsOf: input[position..<position + length])
    position += length
  }

  private mutating func decode(_ h: InflateHuffman) throws(InflateError) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= try bits(1)
      let count = h.count[length]
      if code - count < first { return h.symbol[index + (code - first)] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw .corrupt("a Huffman code that is not in the table")
  }

  private mutating func codes(_ lengths: InflateHuffman, _ distances: InflateHuffman) throws(InflateError) {
    while true {
      var symbol = try decode(lengths)
      if symbol < 256 {
        guard output.count < limit else { throw .tooLarge(limit: limit) }
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        symbol -= 257
        guard symbol < 29 else { throw .corrupt("length symbol \(symbol + 257)") }
        let length = Self.lengthBase[symbol] + (try bits(Self.lengthExtra[symbol]))
        let d = try decode(distances)
        guard d < 30 else { throw .corrupt("distance symbol \(d)") }
        let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
        guard distance <= output.count else { throw .corrupt("a distance back past the start") }
        guard output.count + length <= limit else { throw .tooLarge(limit: limit) }
        // Byte by byte: a copy may overlap the bytes it writes (distance < length).
        let start = output.count - distance
        for k in 0..<length { output.append(output[start + k]) }
      }
    }
  }

  private mutating func dynamic() throws(InflateError) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt("too many codes") }
    var lengths = Array(repeating: 0, count: 320)
    for i in 0..<codeCount { lengths[Self.codeLengthOrder[i]] = try bits(3) }
    guard let lengthCode = InflateHuffman(lengths: lengths[0..<19]) else { throw .corrupt("code length code") }
    lengths = Array(repeating: 0, count: 320)
    var index = 0
    while index < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      if symbol < 16 {
        lengths[index] = symbol
        index += 1
        continue
      }
      var value = 0
      var repeats: Int
      switch symbol {
      case 16:
        guard index > 0 else { throw .corrupt("a repeat with no previous length") }
        value = lengths[index - 1]
        repeats = 3 + (try bits(2))
      case 17: repeats = 3 + (try bits(3))
      default: repeats = 11 + (try bits(7))
      }
      guard index + repeats <= literalCount + distanceCount else { throw .corrupt("too many lengths") }
      for _ in 0..<repeats {
        lengths[index] = value
        index += 1
      }
    }
    guard lengths[256] != 0 else { throw .corrupt("no end-of-block code") }
    guard let literals = InflateHuffman(lengths: lengths[0..<literalCount]),
      let distances = InflateHuffman(lengths: lengths[literalCount..<literalCount + distanceCount])
    else { throw .corrupt("literal/length or distance code") }
    try codes(literals, distances)
  }
}
