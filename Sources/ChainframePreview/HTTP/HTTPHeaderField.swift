/// One header line of a request.
public struct HTTPHeaderField: Sendable, Equatable {
  /// The field name as sent (a token: letters, digits and ``!#$%&'*+-.^_`|~``).
  public var name: String
  /// The value without leading or trailing spaces and tabs.
  public var value: String

  /// A header line.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
