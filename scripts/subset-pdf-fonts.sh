#!/usr/bin/env bash
# Writes the PDF fonts in apps/server/assets/fonts/: DejaVu Sans and DejaVu Sans Bold from the
# dejavu-fonts-ttf package, cut down to the scripts a Turkish site's names and texts use (Latin
# with every Turkish letter, Greek, Cyrillic, punctuation, ₺ and the other currency signs), with
# kerning kept and hinting dropped. The whole fonts take pdfkit about 120 ms of CPU to parse for
# every document; these about 25 ms (bench/documents.ts). Needs fontTools
# (`apt-get install python3-fonttools`); run it again only to change the character set.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/dejavu-fonts-ttf/ttf
out=apps/server/assets/fonts
unicodes="U+0020-007E,U+00A0-024F,U+0259,U+02B0-02FF,U+0300-036F,U+0370-03FF,U+0400-04FF,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+2713,U+2714,U+2717,U+2718"
for name in DejaVuSans DejaVuSans-Bold; do
  /usr/bin/python3 -m fontTools.subset "$src/$name.ttf" --unicodes="$unicodes" --layout-features=kern \
    --no-hinting --output-file="$out/$name-subset.ttf"
done
cp node_modules/dejavu-fonts-ttf/LICENSE "$out/LICENSE-DejaVu"
