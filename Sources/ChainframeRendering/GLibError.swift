internal import CCairo

/// Reads and frees a GLib error.
enum GLibError {
  static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String? {
    guard let e = error else { return nil }
    defer {
      g_error_free(e)
      error = nil
    }
    return e.pointee.message.map { String(cString: $0) }
  }
}
