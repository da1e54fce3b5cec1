/// One header line of a request.
package struct HTTPHeaderField: Sendable, Equatable {
  /// The field name as sent (a token: letters, digits and ``!#$%&'*+-.^_`|~``).
  package var name: String
  /// The value without leading or trailing spaces and tabs.
  package var value: String

  /// A header line.
  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
