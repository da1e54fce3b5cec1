// swift-tools-version: 6.0
// A loopback HTTP service that renders scene files with Chainframe (Hummingbird 2).
import PackageDescription

let package = Package(
  name: "RenderService",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Chainframe", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "RenderService",
      dependencies: [
        .product(name: "Chainframe", package: "Chainframe"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ])
  ]
)
