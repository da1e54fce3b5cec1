import ChainframeCore
import ChainframeEncoding
import Testing

/// libavfilter is opened on first use instead of linked (start-up cost): it must still be found,
/// and a failure to open it must read as an install hint.
@Suite("libavfilter opened on demand")
struct LazyFilterLibraryTests {
  @Test("The report lists the libavfilter the headers were built for, opened on demand")
  func version() throws {
    let entry = try #require(LibraryVersions.libraries.first { $0.name == "libavfilter" })
    #expect(entry.version.hasPrefix("8."))
  }

  @Test("A library that does not open is an 'unavailable' error naming the package to install")
  func notLoaded() {
    let error = EncodingError.libraryNotLoaded(
      name: "libavfilter", package: "libavfilter8", reason: "libavfilter.so.8: cannot open shared object file")
    #expect(error.description.contains("install libavfilter8"))
    #expect(error.description.contains("cannot open shared object file"))
    #expect(error.category == .unavailable)
  }
}
