import ChainframeCore
import Foundation

/// One row of a data file: its 1-based number over data rows, where it is written, and its
/// values in column order.
package struct DataRow: Sendable, Hashable {
  /// 1-based over data rows (the CSV header is not a row).
  package var number: Int
  /// The row's line in the data file, when known (CSV and JSONL; not a JSON array).
  package var location: SourceLocation?
  /// The row's values, in the header's (CSV) or first appearance (JSON) order.
  package var fields: [BatchField]

  /// A row numbered `number` with `fields`.
  package init(number: Int, location: SourceLocation?, fields: [BatchField]) {
    self.number = number
    self.location = location
    self.fields = fields
  }

  /// The value of column `name`, if the row has it.
  package func value(_ name: String) -> String? { fields.first { $0.name == name }?.value }
}

/// Reads data rows from CSV (with a header), JSON Lines (one object per line) or JSON (an
/// array of objects). CSV goes through `CSVRecords` (RFC 4180, strict); JSON through
/// `JSONSerialization`. At most ``maxRows`` rows and ``maxBytes`` bytes: a data file is
/// checked whole before any job starts, and a million rows would hold gigabytes of jobs.
package enum DataRows {
  /// Most data rows one file may have (100,000); split bigger files and run them as batches.
  package static let maxRows = 100_000
  /// Largest data file read, in bytes (64 MiB).
  package static let maxBytes = 64 << 20

  /// The rows of `path`, chosen by extension: `.csv`, `.jsonl`/`.ndjson`, `.json`.
  ///
  /// - Throws: ``BatchError`` (noInput when unreadable, data when malformed, usage for an
  ///   unknown extension).
  package static func read(contentsOf path: String) throws -> [DataRow] {
    InputLedger.shared.record(path, label: "the --data file")
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maxBytes else {
      throw BatchError(
        .data,
        "\(UserText.quoted(path)) is \(size) bytes, more than the limit of \(maxBytes); "
          + "split it into smaller files")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BatchError(.noInput, "\(UserText.quoted(path)) cannot be read: no such file or not readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw BatchError(.data, "\(UserText.quoted(path)) is not UTF-8 text")
    }
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "csv": return try csv(text, file: path)
    case "jsonl", "ndjson": return try jsonLines(text, file: path)
    case "json": return try jsonArray(data, file: path)
    default:
      throw BatchError(.usage, "\(UserText.quoted(path)): data files end in .csv, .jsonl or .json")
    }
  }

  /// Rows of CSV text with a header line. A row's line is its number + 1 (cells with line
  /// breaks shift later lines; the row number stays exact).
  package static func csv(_ text: String, file: String) throws -> [DataRow] {
    var reader = CSVRecords(Array(text.utf8))
    func next() throws -> CSVRecords.Record? {
      do { return try reader.next() } catch {
        throw BatchError(.data, error.message, at: SourceLocation(file: file, line: error.line, column: error.column))
      }
    }
    guard let first = try next() else {
      throw BatchError(.data, "\(UserText.quoted(file)) is empty; give a header line and one line per row")
    }
    let header = first.cells.map { $0.trimmingCharacters(in: .whitespaces) }
    try checkHeader(header, file: file)
    var rows: [DataRow] = []
    while let record = try next() {
      let cells = record.cells
      if cells.allSatisfy(\.isEmpty) { continue }
      let location = SourceLocation(file: file, line: record.line, column: 1)
      guard cells.count <= header.count || cells[header.count...].allSatisfy(\.isEmpty) else {
        throw BatchError(.data, "a row has more cells than the header's \(header.count) columns", at: location)
      }
      guard rows.count < maxRows else { throw tooManyRows(at: location) }
      let fields = header.enumerated().map { i, name in BatchField(name: name, value: i < cells.count ? cells[i] : "") }
      rows.append(DataRow(number: rows.count + 1, location: location, fields: fields))
    }
    return rows
  }

  private static func tooManyRows(at location: SourceLocation?) -> BatchError {
    BatchError(.data, "more than \(maxRows) data rows; split the file and run each part as its own batch", at: location)
  }

  /// Rows of JSON Lines: one object per non-blank line.
  package static func jsonLines(_ text: String, file: String) throws -> [DataRow] {
    var rows: [DataRow] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.allSatisfy(\.isWhitespace) { continue }
      let location = SourceLocation(file: file, line: index + 1, column: 1)
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]) else {
        throw BatchError(.data, "line \(index + 1) is not a JSON object", at: location)
      }
      guard rows.count < maxRows else { throw tooManyRows(at: location) }
      rows.append(try row(object, number: rows.count + 1, location: location, file: file))
    }
    return rows
  }

  /// Rows of a JSON array of objects.
  package static func jsonArray(_ data: Data, file: String) throws -> [DataRow] {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw BatchError(.data, "\(UserText.quoted(file)) is not valid JSON")
    }
    guard let items = root as? [Any] else {
      throw BatchError(.data, "\(UserText.quoted(file)) must be a JSON array of objects, one per row")
    }
    guard items.count <= maxRows else { throw tooManyRows(at: nil) }
    return try items.enumerated().map { try row($1, number: $0 + 1, location: nil, file: file) }
  }

  private static func row(_ object: Any, number: Int, location: SourceLocation?, file: String) throws -> DataRow {
    guard let dictionary = object as? [String: Any] else {
      throw BatchError(.data, "row \(number) of \(UserText.quoted(file)) is not a JSON object", at: location)
    }
    // Dictionaries have no order: columns are sorted by name so every run agrees.
    var fields: [BatchField] = []
    for name in dictionary.keys.sorted() {
      guard let text = JSONValue.text(dictionary[name]) else {
        throw BatchError(
          .data, "row \(number): \(UserText.quoted(name)) must be a string, number or boolean", at: location)
      }
      fields.append(BatchField(name: name, value: text))
    }
    return DataRow(number: number, location: location, fields: fields)
  }

  private static func checkHeader(_ header: [String], file: String) throws {
    var seen = Set<String>()
    for name in header {
      guard !name.isEmpty else {
        throw BatchError(
          .data, "the header has an empty column name", at: SourceLocation(file: file, line: 1, column: 1))
      }
      guard seen.insert(name).inserted else {
        throw BatchError(
          .data, "the header names \(UserText.quoted(name)) twice", at: SourceLocation(file: file, line: 1, column: 1))
      }
    }
  }
}

/// Scalars of `JSONSerialization` as the text a scene variable would be written with.
enum JSONValue {
  static func text(_ value: Any?) -> String? {
    switch value {
    case let s as String: return s
    case let n as NSNumber:
      if String(cString: n.objCType) == "c" { return n.boolValue ? "true" : "false" }
      if let i = Int(exactly: n.doubleValue), !"\(n)".contains(".") { return "\(i)" }
      return "\(n.doubleValue)"
    default: return nil
    }
  }
}
