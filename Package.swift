// swift-tools-version: 6.1
// Chainframe: scene file → keyframe arrays → Cairo frames → FFmpeg video.
//
// Layering is enforced here, not by convention (docs/architecture.md): ChainframeModel depends
// on nothing; ChainframeSceneFile (the only Yams user) and ChainframeEngine depend on the model,
// never on each other; only ChainframeCore (loading) sees both; no pure-Swift stage sees a C
// module; ChainframeRendering is the only target that sees CCairo, ChainframeEncoding the only
// one that sees CFFmpeg, ChainframeDistributed sits above the render pipeline (never below
// it), and only ChainframeCLI wires them together.
import PackageDescription

let package = Package(
  name: "Chainframe",
  products: [
    .executable(name: "chainframe", targets: ["chainframe"]),
    // The one library: its public surface is curated (docs/api.txt); every other module's
    // declarations are `package`, visible to this package's targets and tests only.
    .library(name: "Chainframe", targets: ["Chainframe"]),
  ],
  // A program that only uses the library depends on Chainframe with `traits: []`: the command
  // line's dependency (ArgumentParser) is then neither resolved nor built. Default: on, so
  // `swift build` here builds the `chainframe` command.
  traits: [
    .trait(name: "CLI", description: "The chainframe command line and its ArgumentParser dependency."),
    .default(enabledTraits: ["CLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // Documentation only: `swift package generate-documentation` (no code is linked).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // MARK: - Pure Swift stages (no C module; Yams is a Swift API over its private libyaml)
    .target(name: "ChainframeModel", exclude: ["README.md"]),
    .target(name: "ChainframeIO", dependencies: ["ChainframeModel"], exclude: ["README.md"]),
    .target(
      name: "ChainframeSceneFile",
      dependencies: ["ChainframeModel", "ChainframeIO", .product(name: "Yams", package: "Yams")],
      exclude: ["README.md"]),
    .target(name: "ChainframeEngine", dependencies: ["ChainframeModel"], exclude: ["README.md"]),
    .target(
      name: "ChainframeLottie", dependencies: ["ChainframeModel", "ChainframeSceneFile"], exclude: ["README.md"]),
    .target(
      name: "ChainframeCore",
      dependencies: [
        "ChainframeModel", "ChainframeIO", "ChainframeSceneFile", "ChainframeEngine", "ChainframeLottie",
      ],
      exclude: ["README.md"]),

    // MARK: - Back ends (the only modules that import C)
    .target(
      name: "ChainframeRendering",
      dependencies: ["ChainframeModel", "ChainframeIO", "ChainframeEngine", "CCairo", "CRaster"],
      exclude: ["README.md"]),
    .target(
      name: "ChainframeEncoding",
      dependencies: ["ChainframeModel", "ChainframeIO", "ChainframeEngine", "CFFmpeg", "CColorConvert"],
      exclude: ["README.md"]),
    // BGRA → YUV conversion in C generic vectors (used only by ChainframeEncoding).
    .target(name: "CColorConvert"),
    // Browser-like analytic coverage for fills and strokes (used only by ChainframeRendering).
    .target(name: "CRaster", exclude: ["README.md"], linkerSettings: [.linkedLibrary("m")]),

    // MARK: - The render pipeline and public Swift API (the `Chainframe` library product)
    .target(
      name: "ChainframeRender",
      dependencies: [
        "ChainframeCore", "ChainframeRendering", "ChainframeEncoding",
      ],
      exclude: ["README.md"]),
    .target(name: "Chainframe", dependencies: ["ChainframeRender"], exclude: ["README.md"]),
    // Renders split over machines (chunks, joins, cluster files): above the pipeline it reuses,
    // outside the `Chainframe` library product.
    .target(
      name: "ChainframeDistributed",
      dependencies: ["ChainframeCore", "ChainframeRendering", "ChainframeEncoding", "ChainframeRender"],
      exclude: ["README.md"]),

    // MARK: - Live preview (an HTTP server on 127.0.0.1 over the public Composition API)
    .target(
      name: "ChainframePreview",
      dependencies: [
        "ChainframeModel", "ChainframeIO", "ChainframeSceneFile", "ChainframeEngine", "ChainframeRender",
      ],
      exclude: ["README.md"]),

    // MARK: - Command line
    .target(
      name: "ChainframeCLI",
      dependencies: [
        "ChainframeCore", "ChainframeRendering", "ChainframeEncoding", "ChainframeRender",
        "ChainframeDistributed", "ChainframePreview",
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
      ],
      exclude: ["README.md"]),
    .executableTarget(name: "chainframe", dependencies: ["ChainframeCLI"]),

    // MARK: - Benchmarks (run by scripts/bench, never by swift test)
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["ChainframeCore", "ChainframeRendering", "ChainframeEncoding", "ChainframeRender"]),

    // MARK: - System libraries (implementation details; one module for all libav* headers,
    // because separate modules break enum constants under whole-module optimisation)
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    .systemLibrary(
      name: "CFFmpeg", pkgConfig: "libavformat",
      providers: [
        .apt([
          "libavformat-dev", "libavcodec-dev", "libavfilter-dev", "libswscale-dev",
          "libavutil-dev",
        ])
      ]),

    // MARK: - Tests
    .target(
      name: "ChainframeTestSupport",
      dependencies: ["ChainframeCore"],
      path: "Tests/ChainframeTestSupport"),
    .testTarget(
      name: "ChainframeModelTests",
      dependencies: ["ChainframeModel", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframeLottieTests",
      dependencies: ["ChainframeLottie", "ChainframeCore", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframeCoreTests",
      dependencies: ["ChainframeCore", "ChainframeSceneFile", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframeRenderingTests",
      dependencies: ["ChainframeRendering", "ChainframeCore", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframeEncodingTests",
      dependencies: [
        "ChainframeEncoding", "ChainframeRendering", "ChainframeCore", "ChainframeTestSupport",
      ]),
    .testTarget(
      name: "ChainframeRenderTests",
      dependencies: ["ChainframeRender", "ChainframeDistributed", "ChainframeCore", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframeTests",
      dependencies: ["Chainframe", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframePreviewTests",
      dependencies: ["ChainframePreview", "ChainframeRender", "ChainframeCore", "ChainframeTestSupport"]),
    .testTarget(
      name: "ChainframeCLITests",
      dependencies: [
        "ChainframeCLI", "ChainframeEncoding", "ChainframeCore", "ChainframeTestSupport",
      ]),
  ]
)
