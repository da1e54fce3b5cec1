import Foundation

// Foundation's sin/cos behind names that do not collide with builder methods.
@inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
