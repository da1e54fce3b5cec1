/// How captions look: any text layer key except `type`, `id`, `text`, `visible` and `split`.
public struct CaptionStyle: TextElement {
  /// The keys of the `captions.style` mapping.
  public var node: LayerNode

  /// Creates a style that keeps every caption default (white, centred, `height / 18` px).
  public init() { node = LayerNode() }
}
