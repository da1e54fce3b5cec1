import ChainframeCore
import Foundation

/// The reports of a finished batch: JSON for scripts and JUnit XML for CI test views. Both
/// list the jobs in order and agree on every status.
package struct BatchReport: Sendable {
  /// One result per job, in job order.
  package let results: [BatchJobResult]
  /// Wall seconds of the whole batch.
  package let seconds: Double

  /// A report of `results` taking `seconds`.
  package init(results: [BatchJobResult], seconds: Double) {
    self.results = results
    self.seconds = seconds
  }

  /// Jobs per status.
  package func count(_ status: BatchJobStatus) -> Int { results.filter { $0.status == status }.count }

  /// The first failed job, if any.
  package var firstFailure: BatchJobResult? { results.first { $0.status == .failed } }

  /// `{"jobs": [{"id", "label", "status", "output", "bytes", "seconds", "hash", "message"}], …}`.
  package var json: String {
    func q(_ s: String?) -> String { s.map(JSONText.quote) ?? "null" }
    let jobs = results.map { r in
      "    {\"id\": \(q(r.job.id)), \"label\": \(q(r.job.label)), \"status\": \(q(r.status.rawValue)), "
        + "\"output\": \(q(r.job.output)), \"bytes\": \(r.bytes), \"seconds\": \(String(format: "%.3f", r.seconds)), "
        + "\"frames\": \(r.frames), \"hash\": \(q(r.hash)), \"message\": \(q(r.message))}"
    }
    let totals = [BatchJobStatus.rendered, .skipped, .failed, .cancelled].map { "\"\($0.rawValue)\": \(count($0))" }
    return "{\n  \"jobs\": [\n" + jobs.joined(separator: ",\n") + "\n  ],\n  \"total\": \(results.count), "
      + totals.joined(separator: ", ") + ", \"seconds\": \(String(format: "%.3f", seconds))\n}\n"
  }

  /// JUnit XML: one `testcase` per job; failures carry the message, skips are `skipped`.
  package var junit: String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites>",
      "  <testsuite name=\"chainframe batch\" tests=\"\(results.count)\" failures=\"\(count(.failed))\" "
        + "errors=\"0\" skipped=\"\(count(.skipped) + count(.cancelled))\" time=\"\(String(format: "%.3f", seconds))\">",
    ]
    for r in results {
      let open =
        "    <testcase classname=\"chainframe.batch\" name=\"\(XMLText.escape(r.job.id)): \(XMLText.escape(r.job.output))\" "
        + "time=\"\(String(format: "%.3f", r.seconds))\""
      switch r.status {
      case .rendered:
        lines.append(open + "/>")
      case .skipped, .cancelled:
        lines.append(open + ">")
        lines.append("      <skipped message=\"\(r.status.rawValue)\"/>")
        lines.append("    </testcase>")
      case .failed:
        lines.append(open + ">")
        lines.append("      <failure message=\"\(XMLText.escape(r.message ?? "failed"))\"/>")
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }
}
