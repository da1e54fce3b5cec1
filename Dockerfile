# Chainframe on Debian 12 (bookworm-slim) from the .deb that scripts/package builds.
#   scripts/package                      # → dist/chainframe_<version>_amd64.deb
#   docker build -t chainframe .
#   docker run --rm -v "$PWD:/work" -w /work chainframe render scene.yaml -o scene.mp4
# scripts/integration installs the same .deb into a fresh debootstrap root and renders every
# example there; that is the test for this image (no container engine runs in CI here).
FROM debian:bookworm-slim
COPY dist/chainframe_*_amd64.deb /tmp/
RUN apt-get update \
 && apt-get install -y --no-install-recommends /tmp/chainframe_*_amd64.deb \
 && rm -rf /var/lib/apt/lists/* /tmp/chainframe_*_amd64.deb \
 && chainframe version
WORKDIR /work
ENTRYPOINT ["chainframe"]
CMD ["--help"]
