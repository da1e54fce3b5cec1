import ChainframeCore
import ChainframeRender
import ChainframeTestSupport
import Foundation
import Testing

/// The batch planner: data rows, output templates, declared variables and collisions.
@Suite("Batch planning")
struct BatchTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    let value: String
    let refused: Bool
    var testDescription: String { "\(value.debugDescription) is \(refused ? "refused" : "allowed")" }
  }

  static let refusals: [Refusal] = [
    Refusal(value: "en", refused: false), Refusal(value: "a.b", refused: false),
    Refusal(value: "über café", refused: false), Refusal(value: "", refused: false),
    Refusal(value: "a/b", refused: true), Refusal(value: "a\\b", refused: true), Refusal(value: "..", refused: true),
    Refusal(value: "x..y", refused: true), Refusal(value: ".", refused: true), Refusal(value: "a\u{0}b", refused: true),
    Refusal(value: "a\nb", refused: true), Refusal(value: "a\u{7f}", refused: true),
  ]

  @Test("Output template values with separators, '..' or control characters are refused", arguments: refusals)
  func refusal(_ c: Refusal) throws {
    let template = try OutputTemplate("out/{id}-{row}.mp4")
    let row = DataRow(number: 3, location: nil, fields: [BatchField(name: "id", value: c.value)])
    switch template.path(for: row) {
    case .success(let path):
      #expect(!c.refused, "\(path)")
      #expect(path == "out/\(c.value)-3.mp4")
    case .failure(let error):
      #expect(c.refused, "\(error)")
    }
  }

  @Test("Braces are escaped by doubling; an unclosed placeholder is a usage error")
  func templateSyntax() throws {
    let row = DataRow(number: 1, location: nil, fields: [BatchField(name: "a", value: "x")])
    #expect(try OutputTemplate("{{{a}}}.gif").path(for: row).get() == "{x}.gif")
    #expect(throws: BatchError.self) { try OutputTemplate("out/{a.gif") }
  }

  @Test("CSV rows keep the header's order, quoted commas and 1-based numbers with their lines")
  func csvRows() throws {
    let rows = try DataRows.csv("id,label,x\na,\"hello, world\",1\n\nb,\"say \"\"hi\"\"\",2\n", file: "r.csv")
    #expect(rows.count == 2)
    #expect(rows[0].fields.map(\.name) == ["id", "label", "x"])
    #expect(rows[0].value("label") == "hello, world")
    #expect(rows[1].value("label") == "say \"hi\"")
    #expect(rows[1].number == 2)
    #expect(rows[0].location?.description == "r.csv:2:1")
  }

  @Test("JSON Lines rows give numbers as scene text and name their lines")
  func jsonLines() throws {
    let rows = try DataRows.jsonLines(
      "{\"id\": \"a\", \"x\": 5, \"s\": 1.5, \"b\": true}\n\n{\"id\": \"b\"}\n", file: "r.jsonl")
    #expect(rows.count == 2)
    #expect(rows[0].value("x") == "5" && rows[0].value("s") == "1.5" && rows[0].value("b") == "true")
    #expect(rows[1].location?.line == 3)
    #expect(throws: BatchError.self) { try DataRows.jsonLines("{\"id\": [1]}\n", file: "r.jsonl") }
  }

  @Test("Only declared vars reach the loader; other columns fill the template; collisions name both rows")
  func planning() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "t.yaml",
      "vars: {w: 64, c: \"#fff\"}\ncanvas: {width: \"${w}\", height: 36, fps: 10, duration: 0.2, background: \"${c}\"}\nlayers: []\n"
    )
    let rows = try DataRows.csv("id,c,w,extra\na,#000,,z\nb,#111,32,y\n", file: "r.csv")
    let jobs = try BatchPlanner.jobs(template: scene, rows: rows, output: OutputTemplate("o/{id}.mp4"))
    #expect(jobs.map(\.output) == ["o/a.mp4", "o/b.mp4"])
    #expect(jobs[0].variables == [LoadOptions.Variable(name: "c", value: "#000")], "an empty cell keeps the default")
    #expect(jobs[1].variables.map(\.name) == ["w", "c"], "in the scene's declaration order")
    do {
      _ = try BatchPlanner.jobs(
        template: scene,
        rows: rows
          + rows.map {
            var r = $0
            r.number += 2
            return r
          },
        output: OutputTemplate("o/{id}.mp4"))
      Issue.record("no collision reported")
    } catch let error as BatchError {
      #expect(error.category == .usage)
      #expect(error.message.contains("row 1 and row 3"), "\(error)")
    }
    #expect(throws: BatchError.self) {
      try BatchPlanner.jobs(template: scene, rows: rows, output: OutputTemplate("{nope}.mp4"))
    }
  }

  @Test("Rows whose variables do not touch an animated layer share its compiled tracks")
  func sharedTracks() throws {
    let dir = TemporaryDirectory()
    let scene = dir.write(
      "t.yaml",
      """
      vars: {x: 10, turn: 90}
      canvas: {width: 64, height: 36, fps: 10, duration: 1}
      layers:
        - {type: rect, id: moved, position: ["${x}", 18], size: [8, 8], chain: "moveX(20).easeOut.animate(0.5)"}
        - {type: rect, id: shared, position: [50, 10], size: [6, 6], chain: "rotate(45).spring.animate(0.5)"}
        - {type: rect, id: turned, position: [30, 30], size: [4, 4], chain: "rotate(${turn}).animate(0.5)"}
      """)
    // Five rows: x differs on every row, turn on rows 4 and 5 only.
    let rows = try DataRows.csv("id,x,turn\na,1,90\nb,2,90\nc,3,90\nd,4,45\ne,5,45\n", file: "r.csv")
    let jobs = try BatchPlanner.jobs(template: scene, rows: rows, output: OutputTemplate(dir.file("o/{id}.mp4")))
    var options = BatchOptions()
    options.validateOnly = true
    options.threads = 1
    let runner = BatchRunner(jobs: jobs, options: options)
    let results = runner.run(isCancelled: { false }, events: { _ in })
    #expect(results.map(\.status) == Array(repeating: .skipped, count: 5))
    // `shared` compiles once (4 reuses); `turned` once per value of turn (3 reuses); `moved`
    // never repeats.
    #expect(runner.reusedLayerCompiles == 7)
  }
}
