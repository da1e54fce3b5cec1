// swift-tools-version: 6.0
// A Swift program that renders a scene built in code with Chainframe's scene DSL.
import PackageDescription

let package = Package(
  name: "SwiftAPIExample",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Chainframe", path: "../..")],
  targets: [
    .executableTarget(
      name: "SwiftAPIExample",
      dependencies: [.product(name: "Chainframe", package: "Chainframe")])
  ]
)
