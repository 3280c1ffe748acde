#!/usr/bin/env bash
# Runs a command with another Node release line first on PATH:
#   scripts/with-node.sh 24 npm run test:unit
# The newest release of that major is taken from the npm registry, where the official Linux builds are published
# as the package node-linux-<arch> (bin/node inside), so CI needs no other download source. It is unpacked once
# into ~/.cache/siteready/node/<version> (or $SITEREADY_NODE_CACHE) and reused. npm and npx are scripts run by
# whichever `node` is first on PATH, so `npm …` and `npx …` under this script run on the chosen Node too.
set -euo pipefail

if [ "$#" -lt 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 <node major, e.g. 22> <command> [arguments…]" >&2
  exit 2
fi
major="$1"
shift

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node: no node-linux build for $(uname -m)" >&2; exit 1 ;;
esac
package="node-linux-$arch"
cache="${SITEREADY_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/siteready/node}"
mkdir -p "$cache"

# The newest version of that major in the registry; when the registry cannot be reached, the newest one cached.
version="$(npm view "$package@$major" version --json 2>/dev/null | node -e '
  let text = ""; process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
    if (!text.trim()) return;
    const found = JSON.parse(text);
    const list = Array.isArray(found) ? found : [found];
    console.log(list.sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1));
  });' || true)"
if [ -z "$version" ]; then
  version="$(ls "$cache" 2>/dev/null | grep -E "^$major\\." | sort -V | tail -n 1 || true)"
  [ -n "$version" ] || { echo "with-node: cannot find $package@$major in the registry or in $cache" >&2; exit 1; }
  echo "with-node: the registry did not answer; using the cached Node $version" >&2
fi

dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  work="$(mktemp -d "$cache/.download.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$work/unpacked"
  tar -xzf "$work"/*.tgz -C "$work/unpacked" --strip-components=1
  "$work/unpacked/bin/node" --version >/dev/null
  rm -rf "$dir"
  mv "$work/unpacked" "$dir"
fi

export PATH="$dir/bin:$PATH"
echo "with-node: Node $(node --version) ($dir/bin/node)" >&2
exec "$@"
