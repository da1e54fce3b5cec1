extension ChainScript {
  /// Animates x to an absolute position, pixels.
  public func makeX(_ a: Double) -> ChainScript { call("makeX", numbers: [a]) }

  /// Animates y to an absolute position, pixels.
  public func makeY(_ a: Double) -> ChainScript { call("makeY", numbers: [a]) }

  /// Animates the position to (x, y), pixels.
  public func makePosition(_ a: Double, _ b: Double) -> ChainScript { call("makePosition", numbers: [a, b]) }

  /// The same as makePosition.
  public func makeCenter(_ a: Double, _ b: Double) -> ChainScript { call("makeCenter", numbers: [a, b]) }

  /// Animates the width to `a`, pixels.
  public func makeWidth(_ a: Double) -> ChainScript { call("makeWidth", numbers: [a]) }

  /// Animates the height to `a`, pixels.
  public func makeHeight(_ a: Double) -> ChainScript { call("makeHeight", numbers: [a]) }

  /// Animates the size to (width, height), pixels.
  public func makeSize(_ a: Double, _ b: Double) -> ChainScript { call("makeSize", numbers: [a, b]) }

  /// Animates opacity to `a` (0…1).
  public func makeOpacity(_ a: Double) -> ChainScript { call("makeOpacity", numbers: [a]) }

  /// The same as makeOpacity.
  public func makeAlpha(_ a: Double) -> ChainScript { call("makeAlpha", numbers: [a]) }

  /// Animates both scale factors to `a`.
  public func makeScale(_ a: Double) -> ChainScript { call("makeScale", numbers: [a]) }

  /// Animates the x scale to `a`.
  public func makeScaleX(_ a: Double) -> ChainScript { call("makeScaleX", numbers: [a]) }

  /// Animates the y scale to `a`.
  public func makeScaleY(_ a: Double) -> ChainScript { call("makeScaleY", numbers: [a]) }

  /// Animates rotation to `a` degrees.
  public func makeRotation(_ a: Double) -> ChainScript { call("makeRotation", numbers: [a]) }

  /// Animates the corner radius to `a` pixels.
  public func makeCornerRadius(_ a: Double) -> ChainScript { call("makeCornerRadius", numbers: [a]) }

  /// Animates the stroke width to `a` pixels.
  public func makeStrokeWidth(_ a: Double) -> ChainScript { call("makeStrokeWidth", numbers: [a]) }

  /// The same as makeStrokeWidth.
  public func makeBorderWidth(_ a: Double) -> ChainScript { call("makeBorderWidth", numbers: [a]) }

  /// Animates the x skew to `a` degrees.
  public func makeSkewX(_ a: Double) -> ChainScript { call("makeSkewX", numbers: [a]) }

  /// Animates the y skew to `a` degrees.
  public func makeSkewY(_ a: Double) -> ChainScript { call("makeSkewY", numbers: [a]) }

  /// Animates trimStart to `a` (0…1).
  public func makeTrimStart(_ a: Double) -> ChainScript { call("makeTrimStart", numbers: [a]) }

  /// Animates trimEnd to `a` (0…1).
  public func makeTrimEnd(_ a: Double) -> ChainScript { call("makeTrimEnd", numbers: [a]) }

  /// Sets the anchor (unit box coordinates) without moving the layer on screen.
  public func makeAnchor(_ a: Double, _ b: Double) -> ChainScript { call("makeAnchor", numbers: [a, b]) }

  /// Moves x by `a` pixels.
  public func moveX(_ a: Double) -> ChainScript { call("moveX", numbers: [a]) }

  /// Moves y by `a` pixels.
  public func moveY(_ a: Double) -> ChainScript { call("moveY", numbers: [a]) }

  /// Moves by (dx, dy) pixels.
  public func moveXY(_ a: Double, _ b: Double) -> ChainScript { call("moveXY", numbers: [a, b]) }

  /// Grows the width by `a` pixels.
  public func moveWidth(_ a: Double) -> ChainScript { call("moveWidth", numbers: [a]) }

  /// Grows the height by `a` pixels.
  public func moveHeight(_ a: Double) -> ChainScript { call("moveHeight", numbers: [a]) }

  /// Moves `a` pixels in the direction `b` degrees.
  public func movePolar(_ a: Double, _ b: Double) -> ChainScript { call("movePolar", numbers: [a, b]) }

  /// Changes opacity by `a`.
  public func moveOpacity(_ a: Double) -> ChainScript { call("moveOpacity", numbers: [a]) }

  /// Rotates by `a` degrees, clockwise.
  public func rotate(_ a: Double) -> ChainScript { call("rotate", numbers: [a]) }

  /// The same as rotate.
  public func rotateZ(_ a: Double) -> ChainScript { call("rotateZ", numbers: [a]) }

  /// Moves `a` pixels along the layer's own rotated x axis.
  public func transformX(_ a: Double) -> ChainScript { call("transformX", numbers: [a]) }

  /// Moves `a` pixels along the layer's own rotated y axis.
  public func transformY(_ a: Double) -> ChainScript { call("transformY", numbers: [a]) }

  /// Moves (a, b) pixels in the layer's own rotated space.
  public func transformXY(_ a: Double, _ b: Double) -> ChainScript { call("transformXY", numbers: [a, b]) }

  /// Multiplies both scale factors by `a`.
  public func transformScale(_ a: Double) -> ChainScript { call("transformScale", numbers: [a]) }

  /// Multiplies the x scale by `a`.
  public func transformScaleX(_ a: Double) -> ChainScript { call("transformScaleX", numbers: [a]) }

  /// Multiplies the y scale by `a`.
  public func transformScaleY(_ a: Double) -> ChainScript { call("transformScaleY", numbers: [a]) }
}
