import Foundation
import Hummingbird

// Loopback only: the service runs renders for whoever can reach it, so it is not offered to
// the network. The port comes from the first argument, then $PORT, then 8089.
let port =
  CommandLine.arguments.dropFirst().first.flatMap { Int($0) }
  ?? ProcessInfo.processInfo.environment["PORT"].flatMap { Int($0) } ?? 8089
let limits = ServiceLimits()
let route = RenderRoute(limits: limits, slots: RenderSlots(limit: limits.concurrentRenders))

let router = Router()
router.get("health") { _, _ in "ok\n" }
router.post("render") { request, context in try await route.handle(request, context: context) }

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
