import ChainframeCore
import ChainframeRender

extension ClusterJobs {
  /// GitHub Actions: one workflow whose jobs all run in Debian 12 containers
  /// (`debian:bookworm`, what the `.deb` is built for) and install the same Chainframe `.deb`,
  /// so every chunk has the same plan hash: either a `build` job runs `scripts/package` in a
  /// Swift container and passes the `.deb` on as an artifact, or a released `.deb` is downloaded
  /// from ``ClusterSetup/debURL``. Then a `render` matrix of `chunks` jobs and a `join` job.
  var github: [(String, String)] {
    let matrix = "[" + (0..<chunks).map(String.init).joined(separator: ", ") + "]"
    let renderLine = renderArguments.map(Self.sh).joined(separator: " ")
    let joinLine = joinArguments.map(Self.sh).joined(separator: " ")
    let builds = setup.debURL == nil
    let origin =
      builds
      ? "The build job makes the .deb with scripts/package in \(setup.buildImage)\n# "
        + "from \(setup.sourceRepository.map { "github.com/" + $0 } ?? "this repository")"
        + (setup.sourceRef.map { " at \($0)" } ?? "") + "."
      : "They install the released .deb\n# \(setup.debURL ?? "")."
    let needsBuild = builds ? "\n    needs: build" : ""
    let workflow = """
      # Chainframe: render \(chunks) chunks in a matrix, then join them. Every job runs in a Debian 12
      # container and installs the same Chainframe .deb, so the chunks' plan hashes agree.
      # \(origin)
      # Copy this file to .github/workflows/ in the repository holding the scene and its assets.
      name: chainframe-render
      on:
        workflow_dispatch:
      permissions:
        contents: read
      defaults:
        run:
          shell: bash
      jobs:\(builds ? buildJob : "")
        render:\(needsBuild)
          runs-on: ubuntu-latest
          container: debian:bookworm
          timeout-minutes: \(setup.render.minutes)
          strategy:
            fail-fast: true
            matrix:
              chunk: \(matrix)
          steps:
            - uses: actions/checkout@v4
      \(installSteps)
            - name: Render chunk
              env:
                CHAINFRAME_CHUNK_INDEX: ${{ matrix.chunk }}
                CHAINFRAME_CHUNK_COUNT: "\(chunks)"
              run: \(JSONText.quote(renderLine))
            - uses: actions/upload-artifact@v4
              with:
                name: chainframe-chunk-${{ matrix.chunk }}
                path: \(JSONText.quote(parts))
                if-no-files-found: error
                retention-days: 1
        join:
          needs: render
          runs-on: ubuntu-latest
          container: debian:bookworm
          timeout-minutes: \(setup.join.minutes)
          steps:
            - uses: actions/checkout@v4
      \(installSteps)
            - uses: actions/download-artifact@v4
              with:
                pattern: chainframe-chunk-*
                path: \(JSONText.quote(parts))
                merge-multiple: true
            - name: Join
              run: \(JSONText.quote(joinLine))
            - uses: actions/upload-artifact@v4
              with:
                name: chainframe-video
                path: \(JSONText.quote(video))
                if-no-files-found: error

      """
    return [("chainframe-render.yml", workflow)]
  }

  /// The `build` job (with its leading newline): the `.deb` from `scripts/package`.
  private var buildJob: String {
    var checkout = ["        with:", "          path: chainframe-src"]
    if let repository = setup.sourceRepository {
      checkout.append("          repository: \(JSONText.quote(repository))")
    }
    if let ref = setup.sourceRef { checkout.append("          ref: \(JSONText.quote(ref))") }
    return """

        build:
          runs-on: ubuntu-latest
          container: \(JSONText.quote(setup.buildImage))
          timeout-minutes: 90
          steps:
            - uses: actions/checkout@v4
      \(checkout.joined(separator: "\n"))
            - name: Build the Debian package
              run: chainframe-src/scripts/package
            - uses: actions/upload-artifact@v4
              with:
                name: chainframe-deb
                path: chainframe-src/dist/chainframe_*.deb
                if-no-files-found: error
                retention-days: 1
      """
  }

  /// The steps that install Chainframe in a job (the same in every job).
  private var installSteps: String {
    let lines: [String]
    if let url = setup.debURL {
      lines = [
        "      - name: Install Chainframe", "        run: |", "          apt-get update -qq",
        "          apt-get install -y -qq --no-install-recommends ca-certificates curl",
        "          curl -fsSL --retry 3 -o \"$RUNNER_TEMP/chainframe.deb\" \(Self.sh(url))",
        "          cd \"$RUNNER_TEMP\"", "          apt-get install -y -qq --no-install-recommends ./chainframe.deb",
        "          chainframe version",
      ]
    } else {
      lines = [
        "      - uses: actions/download-artifact@v4", "        with:", "          name: chainframe-deb",
        "          path: ${{ runner.temp }}/chainframe-deb", "      - name: Install Chainframe", "        run: |",
        "          apt-get update -qq", "          cd \"$RUNNER_TEMP/chainframe-deb\"",
        "          apt-get install -y -qq --no-install-recommends ./chainframe_*.deb", "          chainframe version",
      ]
    }
    return lines.joined(separator: "\n")
  }
}
