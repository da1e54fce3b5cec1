import ChainframeCore

/// An RFC 4180 CSV reader over UTF-8 bytes that keeps each record's line and column and
/// refuses what spreadsheets would show differently: an unterminated quote, a quote inside
/// an unquoted cell, text after a closing quote. Records are produced one at a time, so a
/// caller can stop at a budget before the rest of the file is split.
struct CSVRecords {
  /// A record: its cells and the line it starts on (1-based).
  struct Record {
    var cells: [String]
    var line: Int
  }

  /// What is wrong, and where (1-based line and column).
  struct Problem: Error {
    var message: String
    var line: Int
    var column: Int
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// A reader of `bytes` (a UTF-8 byte-order mark is skipped).
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private var column: Int { index - lineStart + 1 }

  /// The next record, nil at the end of the text.
  mutating func next() throws(Problem) -> Record? {
    guard index < bytes.count else { return nil }
    let startLine = line
    var cells: [String] = []
    var cell: [UInt8] = []
    let quote = UInt8(ascii: "\"")
    let comma = UInt8(ascii: ",")
    let cr = UInt8(ascii: "\r")
    let lf = UInt8(ascii: "\n")
    var cellStarted = false  // a cell has begun (an unquoted byte was read)
    while index < bytes.count {
      let c = bytes[index]
      if c == quote {
        guard !cellStarted else {
          throw Problem(
            message: "a quote inside an unquoted cell; quote the whole cell and double the quote (\"\")", line: line,
            column: column)
        }
        let openLine = line
        let openColumn = column
        index += 1
        var closed = false
        while index < bytes.count {
          let q = bytes[index]
          if q == quote {
            if index + 1 < bytes.count, bytes[index + 1] == quote {
              cell.append(quote)
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          if q == lf {
            line += 1
            lineStart = index + 1
          }
          cell.append(q)
          index += 1
        }
        guard closed else {
          throw Problem(
            message: "a quoted cell is never closed; add the closing quote", line: openLine, column: openColumn)
        }
        guard index >= bytes.count || [comma, cr, lf].contains(bytes[index]) else {
          throw Problem(
            message: "text after a closing quote; put the whole cell inside the quotes", line: line, column: column)
        }
        cellStarted = true
        continue
      }
      if c == comma {
        cells.append(String(decoding: cell, as: UTF8.self))
        cell.removeAll(keepingCapacity: true)
        cellStarted = false
        index += 1
        continue
      }
      if c == cr || c == lf {
        index += (c == cr && index + 1 < bytes.count && bytes[index + 1] == lf) ? 2 : 1
        line += 1
        lineStart = index
        break
      }
      cell.append(c)
      cellStarted = true
      index += 1
    }
    cells.append(String(decoding: cell, as: UTF8.self))
    return Record(cells: cells, line: startLine)
  }
}
