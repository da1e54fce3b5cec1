/// Builds a ``Chain`` in the JHChainableAnimations manner:
/// `ChainBuilder().moveX(100).easeOut.thenAfter(0.5).rotate(90).springEasing.animate(1.0)`.
///
/// `make*` operations are absolute, `move*`/`rotate*`/`transform*` relative to the values at
/// the link's start. An easing keyword applies to the operation just before it in the same
/// link (JH's rule); with none, the operation is linear. `thenAfter(t)` ends the current link
/// after `t` seconds; `animate(t)` ends the last link and returns the chain.
public struct ChainBuilder: Sendable {
  /// Links built so far; the last one is being built.
  public private(set) var links: [ChainLink] = [ChainLink()]
  /// Name given to the finished chain.
  public var name: String

  /// Starts an empty chain.
  public init(name: String = "chain") { self.name = name }

  // MARK: - Building blocks

  /// Appends an operation to the current link.
  public func adding(_ operation: ChainOperation, location: SourceLocation? = nil, text: String = "") -> ChainBuilder {
    var copy = self
    copy.links[copy.links.count - 1].steps.append(
      ChainStep(operation: operation, location: location, text: text))
    return copy
  }

  /// Applies `timing` to the most recent operation of the current link (no effect before
  /// any operation, as in JH).
  public func easing(_ timing: TimingFunction) -> ChainBuilder {
    settingTiming(easing: timing, spring: nil, lastStepOnly: true)
  }

  /// Drives the most recent operation with a physics spring (POP bounciness/speed or any
  /// ``SpringParameters``) instead of an easing.
  public func spring(_ parameters: SpringParameters) -> ChainBuilder {
    settingTiming(easing: nil, spring: parameters, lastStepOnly: true)
  }

  // MARK: - Chain control

  /// Ends the current link after `t` seconds and starts a new one.
  public func thenAfter(_ t: Double) -> ChainBuilder {
    var copy = self
    copy.links[copy.links.count - 1].duration = t
    copy.links.append(ChainLink())
    return copy
  }

  /// Waits `t` seconds before the current link starts (the last call in a link wins).
  public func wait(_ t: Double) -> ChainBuilder {
    var copy = self
    copy.links[copy.links.count - 1].delay = t
    return copy
  }

  /// Same as ``wait(_:)``.
  public func delay(_ t: Double) -> ChainBuilder { wait(t) }

  /// Runs the current link `times` times back to back (its duration comes from the next
  /// `thenAfter` or `animate`).
  public func `repeat`(_ times: Int) -> ChainBuilder {
    var copy = self
    copy.links[copy.links.count - 1].repeatCount = max(times, 1)
    return copy
  }

  /// JH's `repeat(t, n)`: the current link lasts `t` seconds, runs `n` times, and a new link
  /// starts after it.
  public func `repeat`(_ t: Double, _ times: Int) -> ChainBuilder {
    self.repeat(times).thenAfter(t)
  }

  /// Ends the chain: the last link lasts `t` seconds.
  public func animate(_ t: Double) -> Chain {
    var copy = self
    copy.links[copy.links.count - 1].duration = t
    // A trailing empty link (from thenAfter at the end) does nothing; drop it.
    let links = copy.links.filter(ChainBuilder.isMeaningful)
    return Chain(links: links, name: name)
  }

  /// JH's `animateWithRepeat(t, n)`: the last link lasts `t` and runs `n` times.
  public func animateWithRepeat(_ t: Double, _ times: Int) -> Chain {
    self.repeat(times).animate(t)
  }
}

extension ChainBuilder {
  /// Whether a link does anything; ``animate(_:)`` drops the ones that do not.
  package static func isMeaningful(_ link: ChainLink) -> Bool {
    !link.steps.isEmpty || link.delay > 0 || link.duration > 0
  }

  /// Removes and returns every link but the one being built, so a parser can keep finished
  /// links itself: each builder call then copies one link, not the whole chain (copying the
  /// whole chain per call made long chains quadratic).
  package mutating func detachFinishedLinks() -> ArraySlice<ChainLink> {
    guard links.count > 1 else { return [] }
    let finished = links[..<(links.count - 1)]
    links.removeFirst(links.count - 1)
    return finished
  }

  /// Gives the current link's steps that have no location `location` (the chain string's
  /// start), so errors about them point into the file.
  mutating func locateSteps(_ location: SourceLocation?) {
    guard let location else { return }
    let link = links.count - 1
    for i in links[link].steps.indices.reversed() {
      if links[link].steps[i].location != nil { break }
      links[link].steps[i].location = location
    }
  }

  /// Sets the easing of every step of the current link (the structured-link form, where one
  /// `easing:` covers the whole link).
  package func linkEasing(_ timing: TimingFunction) -> ChainBuilder {
    settingTiming(easing: timing, spring: nil, lastStepOnly: false)
  }

  /// Makes every step of the current link a spring.
  package func linkSpring(_ parameters: SpringParameters) -> ChainBuilder {
    settingTiming(easing: nil, spring: parameters, lastStepOnly: false)
  }

  /// Gives the last step (or every step) of the current link an easing or a spring; exactly
  /// one of the two is set.
  private func settingTiming(easing: TimingFunction?, spring: SpringParameters?, lastStepOnly: Bool) -> ChainBuilder {
    var copy = self
    let link = copy.links.count - 1
    let steps = copy.links[link].steps.indices
    for i in lastStepOnly ? Array(steps.suffix(1)) : Array(steps) {
      copy.links[link].steps[i].easing = easing
      copy.links[link].steps[i].spring = spring
    }
    return copy
  }
}
