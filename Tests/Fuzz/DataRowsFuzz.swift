// libFuzzer target `rows`: the data rows of `render --data` (DataRows in ChainframeRender):
// CSV through SwiftCSV, JSON Lines and JSON arrays through JSONSerialization.
//
// Built and run by scripts/fuzz (see docs/fuzzing.md); not part of the Swift package.
// Input: first byte % 3 picks the format (0 CSV, 1 JSON Lines, 2 JSON array); the rest is the
// file's text (UTF-8, as DataRows.read requires).
import ChainframeRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDataRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  let rows: [DataRow]
  do {
    switch data[0] % 3 {
    case 0: rows = try DataRows.csv(text, file: "rows.csv")
    case 1: rows = try DataRows.jsonLines(text, file: "rows.jsonl")
    default: rows = try DataRows.jsonArray(Data(bytes), file: "rows.json")
    }
  } catch {
    // Every refusal must render as a message.
    _ = "\(error)"
    return 0
  }
  for row in rows {
    guard row.number >= 1 else { fatalError("row number \(row.number)") }
    for field in row.fields { _ = row.value(field.name) }
  }
  return 0
}
