import ChainframeModel

/// Flattens a layer tree depth first: a layer, its mask layers, then its children.
enum LayerTree {
  struct Entry {
    var layer: Layer
    var parent: Int?
    var children: [Int] = []
    var masks: [Int] = []
  }

  static func flatten(_ roots: [Layer]) -> [Entry] {
    // Room for every layer up front: an entry holds a whole layer, and each doubling of the
    // array moved all of them (a tenth of loading an imported scene of many layers).
    func count(_ layers: [Layer]) -> Int {
      layers.reduce(0) { $0 + 1 + count($1.mask?.layers ?? []) + count($1.children) }
    }
    var entries: [Entry] = []
    entries.reserveCapacity(count(roots))
    func add(_ layer: Layer, parent: Int?) -> Int {
      let index = entries.count
      var stripped = layer
      stripped.children = []
      stripped.mask?.layers = []
      entries.append(Entry(layer: stripped, parent: parent))
      let masks = (layer.mask?.layers ?? []).map { add($0, parent: index) }
      let children = layer.children.map { add($0, parent: index) }
      entries[index].masks = masks
      entries[index].children = children
      return index
    }
    for root in roots { _ = add(root, parent: nil) }
    return entries
  }
}
