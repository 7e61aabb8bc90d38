#!/usr/bin/env bash
# Renders the SVG illustrations in design/illustrations/<set>/ to the WebP files pages show, one per width the
# page definitions list in their srcset (360 and 720 px wide). A one-off for whoever changes an illustration:
# needs Debian's librsvg2-bin (rsvg-convert) and webp (cwebp); the outputs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=page-definitions/GOO00028/images
for svg in design/illustrations/*/*.svg; do
  set_name=$(basename "$(dirname "$svg")")
  name=$(basename "$svg" .svg)
  mkdir -p "$out/$set_name"
  for width in 360 720; do
    rsvg-convert --width "$width" --keep-aspect-ratio "$svg" -o "/tmp/$name-$width.png"
    cwebp -quiet -q 80 "/tmp/$name-$width.png" -o "$out/$set_name/$name-$width.webp"
    rm "/tmp/$name-$width.png"
  done
done
ls -l "$out"/*/
