/// The flat arrays of a ``LottieTree``, and the appends that build them (the reader's, and
/// ``LottieTree/make(any:)``'s).
///
/// Values are stored children first: a container's node is appended when it closes, after its
/// members, which are then copied together into ``members``. While containers are open, their
/// members wait on one shared stack, so building allocates nothing per container.
struct LottieTreeStorage {
  /// Every value.
  private(set) var nodes: [LottieNode] = []
  /// Every number, by a number node's `a`.
  private(set) var numbers: [Double] = []
  /// Every string value and every key longer than ``LottieKeyWord/maxBytes``, by index.
  private(set) var strings: [String] = []
  /// The members of every container, each container's together.
  private(set) var members: [LottieMember] = []
  /// Objects of more than ``scannedCount`` members (hostile files): key → member node.
  private(set) var bigObjects: [Int32: [String: Int32]] = [:]

  /// Members of the containers still open, innermost last.
  private var pending: [LottieMember] = []

  /// Members up to which a lookup scans the key words.
  static let scannedCount = 24

  /// An empty storage with room for about `bytes` bytes of JSON text.
  init(expectedBytes bytes: Int = 0) {
    // About one value per 6 bytes of a typical Lottie file, most of them numbers.
    nodes.reserveCapacity(bytes / 6)
    members.reserveCapacity(bytes / 6)
    numbers.reserveCapacity(bytes / 8)
  }

  private mutating func append(_ kind: LottieNode.Kind, _ a: Int32, _ b: Int32 = 0) -> Int32 {
    nodes.append(LottieNode(kind: kind, a: a, b: b))
    return Int32(nodes.count - 1)
  }

  /// Appends `null`; its node.
  mutating func appendNull() -> Int32 { append(.null, 0) }

  /// Appends a boolean; its node.
  mutating func append(bool: Bool) -> Int32 { append(.bool, bool ? 1 : 0) }

  /// Appends a number; its node.
  mutating func append(number: Double) -> Int32 {
    numbers.append(number)
    return append(.number, Int32(numbers.count - 1))
  }

  /// Appends a string; its node.
  mutating func append(string: String) -> Int32 {
    strings.append(string)
    return append(.string, Int32(strings.count - 1))
  }

  /// The text of a member's key.
  func key(of member: LottieMember) -> String {
    member.longKey >= 0 ? strings[Int(member.longKey)] : LottieKeyWord.text(member.word)
  }

  /// Opens a container: the mark to give its members and ``close(_:mark:)``.
  func open() -> Int { pending.count }

  /// Adds an element to the innermost open array.
  mutating func addElement(_ node: Int32) {
    pending.append(LottieMember(word: 0, node: node, longKey: -1))
  }

  /// Adds a member to the object opened at `mark` (the innermost), its key given as a word
  /// (``LottieKeyWord``) and, for a ``LottieKeyWord/long`` word only, as `longText`. A key
  /// already there keeps its place and takes the new value, as `JSON.parse` keeps a repeated
  /// key's last value; `seen` is the caller's index of the object's keys, made once it
  /// outgrows a scan, and handed to ``close(_:mark:seen:)``.
  mutating func addMember(_ node: Int32, word: UInt64, longText: String?, mark: Int, seen: inout [String: Int]?) {
    precondition((word == LottieKeyWord.long) == (longText != nil), "LottieTreeStorage: a long key needs its text")
    if seen != nil {
      if let i = seen?[longText ?? LottieKeyWord.text(word)] {
        pending[i].node = node
        return
      }
    } else {
      for i in mark..<pending.count where pending[i].word == word {
        if longText == nil || strings[Int(pending[i].longKey)] == longText {
          pending[i].node = node
          return
        }
      }
    }
    var longKey: Int32 = -1
    if let longText {
      strings.append(longText)
      longKey = Int32(strings.count - 1)
    }
    pending.append(LottieMember(word: word, node: node, longKey: longKey))
    if seen != nil {
      seen?[longText ?? LottieKeyWord.text(word)] = pending.count - 1
    } else if pending.count - mark > Self.scannedCount {
      var index: [String: Int] = [:]
      for i in mark..<pending.count { index[key(of: pending[i])] = i }
      seen = index
    }
  }

  /// Closes the container opened at `mark` (an array or an object); its node. An object's
  /// `seen` (from ``addMember(_:word:longText:mark:seen:)``) becomes its lookup index.
  mutating func close(_ kind: LottieNode.Kind, mark: Int, seen: [String: Int]? = nil) -> Int32 {
    let start = Int32(members.count)
    let count = pending.count - mark
    let index = seen?.mapValues { pending[$0].node }
    if count > 0 {
      members.append(contentsOf: pending[mark...])
      pending.removeLast(count)
    }
    let node = append(kind, start, Int32(count))
    if let index { bigObjects[node] = index }
    return node
  }
}
