import ChainframeCore
import ChainframeTestSupport
import Foundation
import Testing

@Suite("Include decoding")
struct IncludeDecodingTests {
  static let canvas = "canvas: {width: 100, height: 50, fps: 10, duration: 1}\n"

  @Test("A cycle is refused with the include chain, each step located")
  func cycle() throws {
    let dir = TemporaryDirectory()
    dir.write("a.yaml", Self.canvas + "layers:\n  - {type: include, src: b.yaml}\n")
    dir.write("b.yaml", Self.canvas + "layers:\n  - {type: rect, size: [1, 1]}\n  - {type: include, src: a.yaml}\n")
    let error = try #require(throws: SceneFileError.self) { try SceneLoader.load(path: dir.file("a.yaml")) }
    let first = try #require(error.diagnostics.first)
    #expect(first.message.contains("include cycle"), "\(first.message)")
    #expect(first.message.contains("a.yaml:3:26 includes"), "\(first.message)")
    #expect(first.message.contains("b.yaml:4:26 includes"), "\(first.message)")
    #expect(first.location?.file.hasSuffix("b.yaml") == true)
    #expect(first.location?.line == 4)
  }

  @Test("A component including itself is a cycle")
  func selfInclude() throws {
    let dir = TemporaryDirectory()
    dir.write("a.yaml", Self.canvas + "layers:\n  - {type: include, src: ./a.yaml}\n")
    let error = try #require(throws: SceneFileError.self) { try SceneLoader.load(path: dir.file("a.yaml")) }
    #expect(error.diagnostics.first?.message.contains("include cycle") == true)
  }

  @Test("Nesting deeper than the limit is refused")
  func depth() throws {
    let dir = TemporaryDirectory()
    let levels = SceneLimits.maxIncludeDepth + 2
    for i in 0..<levels {
      let next = i + 1 < levels ? "  - {type: include, src: c\(i + 1).yaml}\n" : "  - {type: rect, size: [1, 1]}\n"
      dir.write("c\(i).yaml", Self.canvas + "layers:\n" + next)
    }
    let error = try #require(throws: SceneFileError.self) { try SceneLoader.load(path: dir.file("c0.yaml")) }
    #expect(error.diagnostics.contains { $0.message.contains("nested more than") })
  }

  @Test("Component paths stay inside the top-level scene's folder")
  func confined() throws {
    let dir = TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir.file("scene/brand"), withIntermediateDirectories: true)
    dir.write("secret.png", "x")
    dir.write("scene/brand/lt.yaml", Self.canvas + "layers:\n  - {type: image, src: ../../secret.png}\n")
    dir.write("scene/main.yaml", Self.canvas + "layers:\n  - {type: include, src: brand/lt.yaml}\n")
    let error = try #require(throws: SceneFileError.self) { try SceneLoader.load(path: dir.file("scene/main.yaml")) }
    let first = try #require(error.diagnostics.first)
    #expect(first.message.contains("outside the scene's folder"))
    #expect(first.location?.file.hasSuffix("lt.yaml") == true)
    let outside = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(
        text: Self.canvas + "layers:\n  - {type: include, src: ../x.yaml}\n", file: dir.file("scene/m.yaml"))
    }
    #expect(outside.diagnostics.first?.keyPath == "layers[0].src")
  }

  @Test("Vars, ids, size and time shift")
  func model() throws {
    let dir = TemporaryDirectory()
    dir.write(
      "lt.yaml",
      "vars: {name: Bob}\ncanvas: {width: 300, height: 80, fps: 30, duration: 2}\nlayers:\n"
        + "  - {type: rect, id: bar, size: [1, 1], visible: [0.5, 1], animations: [{property: opacity, from: 0, to: 1, duration: 1}]}\n"
        + "  - {type: text, text: \"${name}\"}\n")
    let scene = try SceneLoader.load(
      text: Self.canvas + "layers:\n  - {type: include, id: lt, src: lt.yaml, vars: {name: Ada}, start: 3}\n",
      file: dir.file("m.yaml"))
    let group = try #require(scene.layers.first)
    #expect(group.shape == .group)
    #expect(group.base.size == Vector2(300, 80))
    #expect(group.base.position == Vector2(150, 40))
    #expect(group.style.visible == TimeRange(start: 3, end: 5))
    #expect(group.children.map(\.id) == ["lt/bar", "lt/1"])
    #expect(group.children[0].animations.first?.delay == 3)
    #expect(group.children[0].style.visible == TimeRange(start: 3.5, end: 4))
    #expect(group.children[1].text?.content == "Ada")
  }

  @Test("Unknown component vars and a missing component are located errors")
  func mistakes() throws {
    let dir = TemporaryDirectory()
    dir.write("lt.yaml", "vars: {name: Bob}\n" + Self.canvas + "layers:\n  - {type: text, text: \"${name}\"}\n")
    let error = try #require(throws: SceneFileError.self) {
      try SceneLoader.load(
        text: Self.canvas + "layers:\n  - {type: include, src: lt.yaml, vars: {nam: Ada}}\n"
          + "  - {type: include, src: nope.yaml}\n", file: dir.file("m.yaml"))
    }
    let paths = error.diagnostics.map(\.keyPath)
    #expect(paths == ["layers[0].vars.nam", "layers[1].src"], "\(error.diagnostics)")
    #expect(error.diagnostics[0].hint?.contains("name") == true)
  }
}
