#!/usr/bin/env python3
"""Makes Public/fonts/NotoSansCJKjp-Subset-Regular.woff2, the client's Japanese font.

The engine takes CJK ideographs, kana, CJK punctuation and fullwidth forms as exactly
one em wide (Sources/SimCore/Support/Font.swift, isWide). That holds for Noto Sans CJK
JP, so the client ships a subset of it: hiragana and katakana, CJK symbols and
punctuation, fullwidth forms, the 2,965 JIS X 0208 level-1 kanji and any CJK character
SimCore's sources use. Code points whose advance is not one em are left out (the
browser then falls back to a system font for them, as for anything else not shipped).

Needs Debian's fonts-noto-cjk and, from PyPI, fonttools and brotli (for woff2):

    apt-get install -y fonts-noto-cjk
    python3 -m pip install fonttools brotli
    python3 scripts/subset-cjk-font.py

Run from the repository root. The result is committed; nothing at run time needs this.
"""

import glob
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FACE = "Noto Sans CJK JP"
OUTPUT = "Public/fonts/NotoSansCJKjp-Subset-Regular.woff2"


def jis_level1_kanji():
    """JIS X 0208 rows 16-47 (level 1 kanji), through the EUC-JP codec."""
    chars = set()
    for row in range(0xB0, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([row, cell]).decode("euc_jp")))
            except UnicodeDecodeError:
                pass
    return chars


def used_in_sources():
    chars = set()
    for path in glob.glob("Sources/SimCore/**/*.swift", recursive=True):
        with open(path, encoding="utf-8") as f:
            chars.update(ord(c) for c in f.read() if 0x2E80 <= ord(c) <= 0x9FFF or 0xFF00 <= ord(c) <= 0xFFEF)
    return chars


def wanted():
    cps = set(range(0x3000, 0x303F))  # CJK symbols and punctuation (the engine's wide part)
    cps |= set(range(0x3041, 0x3100))  # hiragana, katakana
    cps |= set(range(0xFF01, 0xFF61))  # fullwidth ASCII variants and brackets
    cps |= set(range(0xFFE0, 0xFFE7))  # fullwidth signs
    cps |= jis_level1_kanji()
    cps |= used_in_sources()
    return cps


def main():
    if not os.path.exists(SOURCE):
        sys.exit("%s is missing: apt-get install -y fonts-noto-cjk" % SOURCE)
    collection = TTCollection(SOURCE)
    font = next(f for f in collection.fonts if f["name"].getDebugName(4) == FACE)
    upm = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    keep, dropped = [], []
    for cp in sorted(wanted()):
        glyph = cmap.get(cp)
        if glyph is None:
            continue
        (keep if hmtx[glyph][0] == upm else dropped).append(cp)
    if dropped:
        print("left out (not one em wide):", " ".join("U+%04X" % cp for cp in dropped))
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["vert", "vrt2", "ccmp", "locl"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(OUTPUT)
    print("%s: %d code points, %d bytes" % (OUTPUT, len(keep), os.path.getsize(OUTPUT)))


if __name__ == "__main__":
    main()
