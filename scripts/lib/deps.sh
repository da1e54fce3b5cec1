# Shared dependency step for scripts/chainframe, scripts/test and scripts/bench.
# Sourced, not executed. Installs the Debian packages Chainframe needs when run as root;
# otherwise prints the exact apt-get line and exits 69 (EX_UNAVAILABLE).
#   chainframe_ensure_deps        build + runtime needs (scripts/chainframe)
#   chainframe_ensure_deps test   also the tools tests, benchmarks and integration checks use

CHAINFRAME_APT_PACKAGES=(
  pkg-config
  libcairo2-dev
  libpango1.0-dev
  librsvg2-dev
  webp-pixbuf-loader
  libavcodec-dev
  libavformat-dev
  libavfilter-dev
  libswscale-dev
  libavutil-dev
  fonts-dejavu-core
  # Kept for static Swift runtime builds that link FoundationNetworking (it needs libcurl).
  libcurl4-openssl-dev
)

# Used only by tests, benchmarks, scripts/integration and scripts/package, never by the tool.
CHAINFRAME_TEST_APT_PACKAGES=(
  ffmpeg
  webp
  time
  libyuv-dev
  valgrind
  chromium
  python3-jsonschema
  python3-yaml
  dpkg-dev
  debootstrap
  python3-venv
)

chainframe_missing_packages() {
  local missing=()
  local pkg status
  local wanted=("${CHAINFRAME_APT_PACKAGES[@]}")
  [[ "${1:-}" == "test" ]] && wanted+=("${CHAINFRAME_TEST_APT_PACKAGES[@]}")
  for pkg in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
  done
  echo "${missing[@]:-}"
}

chainframe_ensure_deps() {
  if ! command -v swift >/dev/null 2>&1; then
    echo "chainframe: error: the Swift toolchain is not on PATH; install Swift 6 (swift.org) first" >&2
    exit 69
  fi
  if ! command -v dpkg-query >/dev/null 2>&1; then
    return 0 # not Debian: trust pkg-config to find the libraries
  fi
  local missing
  missing=$(chainframe_missing_packages "${1:-}")
  [[ -z "$missing" ]] && return 0
  local line="apt-get install -y --no-install-recommends $missing"
  if [[ "$(id -u)" != "0" ]]; then
    echo "chainframe: error: missing system packages: $missing" >&2
    echo "  install them with: sudo apt-get update && sudo $line" >&2
    exit 69
  fi
  echo "chainframe: installing system packages: $missing" >&2
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing; } >&2; then
    echo "chainframe: error: apt-get failed; run it by hand: apt-get update && $line" >&2
    exit 69
  fi
}
