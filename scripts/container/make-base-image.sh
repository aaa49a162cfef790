#!/bin/sh
# Makes a Debian base image with this machine's `node` and `npm`, for building the Juntos image
# where no image registry is reachable (docs/TESTING.md, "The container"). Debian's packages come
# from its mirrors through mmdebstrap; the machine's CA bundle goes in too, so that `npm ci` in the
# build trusts a proxy the machine trusts. Usage: make-base-image.sh <image name>
set -eu
IMAGE=${1:?usage: make-base-image.sh <image name>}
NODE=$(command -v node)
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
CA=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}
SUITE=${DEBIAN_SUITE:-bookworm}

# minbase: essential packages only (libc, libstdc++ for node); no apt lists kept.
mmdebstrap --variant=minbase --quiet \
  --customize-hook="copy-in $NODE /usr/local/bin" \
  --customize-hook="mkdir -p \$1/usr/local/lib/node_modules" \
  --customize-hook="copy-in $NPM_DIR /usr/local/lib/node_modules" \
  --customize-hook="ln -s ../lib/node_modules/npm/bin/npm-cli.js \$1/usr/local/bin/npm" \
  --customize-hook="ln -s ../lib/node_modules/npm/bin/npx-cli.js \$1/usr/local/bin/npx" \
  --customize-hook="mkdir -p \$1/etc/ssl/certs" \
  --customize-hook="copy-in $CA /etc/ssl/certs" \
  --customize-hook="rm -rf \$1/var/lib/apt/lists/* \$1/var/cache/apt/*" \
  "$SUITE" - | podman import \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$IMAGE"
