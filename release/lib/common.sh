# shellcheck shell=bash
# Shared by release/build and release/check (sourced, not run).
# Expects the working directory to be the repository's root.

# The tags of a release build: what `fyne package --release` gives
# (release, and migrated_fynedo from FyneApp.toml's [Migrations]) plus
# no_emoji: Boardshelf shows no emoji, and leaving Fyne's emoji font out
# saves some 4 MB of binary and 20 MB of memory. release/notices lists the
# fonts for these same tags.
RELEASE_TAGS=release,no_emoji

# The X11 libraries GLFW (Fyne's window system on Linux) loads with dlopen.
GLFW_DLOPENED="libXcursor.so.1 libXi.so.6 libXinerama.so.1 libXrandr.so.2 libXxf86vm.so.1"

# package_of_library LIB: the Debian package holding the x86-64 shared
# library LIB (e.g. libXi.so.6), or nothing. Every pipe here reads its input
# to the end: under pipefail, a reader that stops early (awk's exit, head -1)
# kills the writer with SIGPIPE at random, and the script with status 141.
package_of_library() {
  local path owner
  path=$(ldconfig -p | awk -v l="$1" '$1 == l && /x86-64/ && !found {print $NF; found = 1}')
  [ -n "$path" ] || return 0
  owner=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | awk -F: 'NR == 1 {print $1}') || owner=""
  [ -n "$owner" ] || owner=$(dpkg -S "$path" 2>/dev/null | awk -F: 'NR == 1 {print $1}') || owner=""
  echo "$owner"
}

sudo_=""
[ "$(id -u)" -ne 0 ] && sudo_=sudo

# need_apt PACKAGE...: installs the Debian packages that are missing (on a
# machine without apt it only says what is missing). BOARDSHELF_NO_APT=1 skips.
need_apt() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "${BOARDSHELF_NO_APT:-}" = 1 ] || ! command -v apt-get >/dev/null; then
    echo "missing packages (install them first): ${missing[*]}" >&2
    return 1
  fi
  echo "installing with apt: ${missing[*]}"
  if [ -z "${apt_updated:-}" ]; then
    $sudo_ apt-get update -qq
    apt_updated=1
  fi
  $sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# load_info: APP_NAME, APP_ID, VERSION, BUILD, ... from FyneApp.toml.
load_info() {
  eval "$(python3 release/lib/appinfo.py shell)"
  if [ "$MIGRATE_FYNEDO" = 1 ]; then
    tags="$RELEASE_TAGS,migrated_fynedo"
  else
    tags="$RELEASE_TAGS"
  fi
}

# Step timing: step NAME starts a step (ending the one before); steps_done
# ends the last and prints them all.
step_names=()
step_secs=()
step_start=""
now() {
  if [ "$(uname)" = Linux ]; then date +%s.%N; else python3 -c 'import time; print(time.time())'; fi
}
step_end() {
  [ -n "$step_start" ] && step_secs+=("$(awk -v a="$(now)" -v b="$step_start" 'BEGIN { printf "%.1f", a - b }')")
  return 0
}
step() {
  step_end
  [ ${#step_secs[@]} -gt 0 ] && echo "   (${step_secs[${#step_secs[@]}-1]} s)"
  step_start=$(now)
  step_names+=("$1")
  echo "== $1"
}
steps_done() { # steps_done TITLE [FILE]
  step_end
  step_start=""
  local i total=0 out
  out=$(
    echo "$1 (seconds):"
    for i in "${!step_names[@]}"; do
      printf '  %7.1f  %s\n' "${step_secs[$i]}" "${step_names[$i]}"
      total=$(awk -v a="$total" -v b="${step_secs[$i]}" 'BEGIN { printf "%.1f", a + b }')
    done
    printf '  %7.1f  total\n' "$total"
  )
  echo "$out"
  [ -n "${2:-}" ] && echo "$out" >"$2"
  return 0
}

# release_go_build GOOS GOARCH OUT [LDFLAGS...]: the release build of the
# app for one system, as `fyne build --release` does it: -trimpath, -s -w,
# the tags above, hardening C flags, and the metadata of FyneApp.toml
# (version, build, ID, Release) set in an init function of package main.
# That file is laid over the source with -overlay, never written into the
# tree. Needs $work and $tags.
release_go_build() {
  local goos=$1 goarch=$2 out=$3
  shift 3
  local meta="$work/metadata" root
  root=$(pwd -P)
  mkdir -p "$meta"
  python3 release/lib/appinfo.py gometa "$meta/zz_release_metadata.go"
  printf '{"Replace": {"%s/zz_release_metadata.go": "%s/zz_release_metadata.go"}}\n' "$root" "$meta" >"$meta/overlay.json"
  local cflags="-O3 -pipe" ldflags=""
  case $goos in
    linux) cflags="$cflags -D_FORTIFY_SOURCE=3 -fcf-protection -fstack-protector-strong"
      ldflags="-Wl,-z,relro,-z,now -Wl,--as-needed" ;;
    # MinGW's stack protector and fortify need libssp-0.dll beside the .exe:
    # without them the .exe needs only the DLLs every Windows has.
    windows) ;;
    darwin) cflags="$cflags -mmacosx-version-min=11.0"
      ldflags="-Wl,-dead_strip_dylibs -mmacosx-version-min=11.0" ;;
  esac
  GOOS=$goos GOARCH=$goarch CGO_ENABLED=1 CGO_CFLAGS="$cflags" CGO_LDFLAGS="$ldflags" \
    go build -overlay "$meta/overlay.json" -trimpath -tags "$tags" \
    -ldflags "-s -w $*" -o "$out" .
}

# The relay's program, and the systems it is built for (Linux only: it runs
# on servers).
EXE_RELAY=boardshelf-relay
RELAY_ARCHES="amd64 arm64"

# relay_go_build GOARCH OUT: boardshelf-relay for Linux, without cgo (so one
# machine cross-builds every architecture, and the binary needs no library),
# stripped, with the version of FyneApp.toml that -version prints.
relay_go_build() {
  GOOS=linux GOARCH=$1 CGO_ENABLED=0 \
    go build -trimpath -ldflags "-s -w -X main.version=$VERSION" -o "$2" ./cmd/boardshelf-relay
}
