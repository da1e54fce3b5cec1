// swift-tools-version: 6.1
// A loopback HTTP service that renders scene files with Chainframe (Hummingbird 2).
import PackageDescription

let package = Package(
  name: "RenderService",
  platforms: [.macOS(.v15)],
  dependencies: [
    // `traits: []`: the library alone, without the command line's ArgumentParser.
    .package(name: "Chainframe", path: "../..", traits: []),
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
