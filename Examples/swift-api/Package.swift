// swift-tools-version: 6.1
// A Swift program that renders a scene built in code with Chainframe's scene DSL.
import PackageDescription

let package = Package(
  name: "SwiftAPIExample",
  platforms: [.macOS(.v15)],
  // `traits: []`: the library alone; the command line's dependencies are not resolved.
  dependencies: [.package(name: "Chainframe", path: "../..", traits: [])],
  targets: [
    .executableTarget(
      name: "SwiftAPIExample",
      dependencies: [.product(name: "Chainframe", package: "Chainframe")])
  ]
)
