#!/usr/bin/env python3
"""The «scan»: pages of out/dir2010.pdf as a photocopy of the printed brochure run through a flatbed scanner.

  /work/main/.venv/bin/python src/scan.py IN_DIR OUT_DIR      (needs Pillow)

IN_DIR holds pdftoppm's 150-dpi grey pages p-NN.pgm; each is turned a little (angles below, fixed), given a
grey paper tone, a faint grain and a dark binding shadow on the inner edge, and written as a JPEG
(quality 60, 150 dpi) into OUT_DIR for tesseract.
"""
import random
import sys
from pathlib import Path

from PIL import Image, ImageFilter, ImageOps

ANGLES = [0.35, -0.5, 0.2, -0.3, 0.55, -0.15, 0.4, -0.45]


def main(src, dst):
    rnd = random.Random(2010)
    Path(dst).mkdir(parents=True, exist_ok=True)
    for k, f in enumerate(sorted(Path(src).glob('p-*.pgm'))):
        im = Image.open(f).convert('L')
        im = im.point(lambda v: 30 + v * 200 // 255)           # grey ink, grey paper
        w, h = im.size
        shadow = Image.new('L', (w, h), 0)
        px = shadow.load()
        inner_left = k % 2 == 0                                 # odd printed pages: binding on the left
        for x in range(40):
            v = int(70 * (1 - x / 40) ** 2)
            col = x if inner_left else w - 1 - x
            for y in range(h):
                px[col, y] = v
        im = Image.composite(Image.new('L', (w, h), 0), im, shadow)
        noise = Image.effect_noise((w, h), 12)
        im = Image.blend(im, noise, 0.08)
        im = im.rotate(ANGLES[k % len(ANGLES)], resample=Image.BICUBIC, expand=False, fillcolor=225)
        im = im.filter(ImageFilter.GaussianBlur(0.4))
        im.save(Path(dst) / f's-{k:02d}.jpg', quality=60, dpi=(150, 150))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
