import ChainframeRender
import Testing

@Suite("GIF budgets")
struct GIFBudgetTests {
  @Test(
    "Sizes parse: bytes, 1000-based kB/MB/GB, 1024-based KiB/MiB/GiB",
    arguments: [
      ("2000000", 2_000_000), ("2MB", 2_000_000), ("2 mb", 2_000_000), ("1.5MB", 1_500_000), ("500kB", 500_000),
      ("1KiB", 1024), ("2MiB", 2_097_152), ("1GB", 1_000_000_000), ("10b", 10), ("MB", nil), ("-1MB", nil),
      ("2XB", nil), ("0", nil), ("", nil), ("1e9", nil),
    ] as [(String, Int?)])
  func parse(_ text: String, _ expected: Int?) {
    #expect(GIFBudget.parseBytes(text) == expected)
  }
}
