import ChainframeTestSupport
import Foundation
import Testing

/// Hostile and careless command lines (Tests/Fixtures/Hostile/CASES.tsv), each run through the
/// binary in a fresh copy of the fixture folder: the exit code and the one error line are as
/// expected, no error line is forged or flooded, nothing that was on disk before is changed or
/// removed, and no temporary is left behind.
@Suite("Hostile command lines")
struct HostileInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { name }
  }

  static let folder = Fixtures.path("Hostile")

  static let cases: [Case] = {
    let text = (try? String(contentsOfFile: folder + "/CASES.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count == 4, let status = Int32(f[2]) else { return nil }
      return Case(name: f[0], arguments: f[1].split(separator: " ").map(String.init), status: status, message: f[3])
    }
  }()

  /// Every regular file under `root` (links not followed) with its bytes.
  static func snapshot(_ root: String) -> [String: Data] {
    var files: [String: Data] = [:]
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: root) else { return files }
    while let relative = walker.nextObject() as? String {
      let path = root + "/" + relative
      let attributes = try? manager.attributesOfItem(atPath: path)
      if attributes?[.type] as? FileAttributeType == .typeRegular, let data = manager.contents(atPath: path) {
        files[relative] = data
      }
    }
    return files
  }

  @Test("The table has at least 40 cases")
  func tableIsComplete() {
    #expect(Self.cases.count >= 40)
  }

  @Test("Each hostile command line fails cleanly, or succeeds, without touching what was there", arguments: cases)
  func runsCleanly(_ c: Case) throws {
    let dir = TemporaryDirectory()
    let copy = try ProcessResult.run("/bin/cp", ["-a", Self.folder + "/.", dir.path])
    #expect(copy.status == 0)
    let before = Self.snapshot(dir.path)
    let result = try BuiltBinary.runChainframe(c.arguments, in: dir.path)
    #expect(result.status == c.status, "\(result.stderr)")
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("chainframe: error:") }
    for line in result.stderr.split(separator: "\n") {
      #expect(line.count < 600, "a flooded line: \(line.prefix(200))…")
    }
    if c.message == "-json" {
      #expect(errors.isEmpty, "\(result.stderr)")
      #expect(result.stderr.contains("{\"event\": \"error\", \"status\": \(c.status)"), "\(result.stderr)")
    } else if c.message == "-" {
      #expect(errors.isEmpty, "\(result.stderr)")
    } else {
      #expect(errors.count == 1, "\(result.stderr)")
      #expect(errors.first.map { $0.contains(c.message) } == true, "\(result.stderr)")
    }
    let after = Self.snapshot(dir.path)
    for (name, data) in before.sorted(by: { $0.key < $1.key }) {
      #expect(after[name] == data, "\(name) was changed or removed")
    }
    let leftovers =
      after.keys.filter { $0.hasSuffix(".partial") }
      + ((try? FileManager.default.subpathsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".partial") }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}
