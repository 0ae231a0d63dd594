#!/usr/bin/env python3
"""degrade.py IN_DIR OUT_DIR — the photocopy look for each 300 dpi grey page p-NN.png made by ghostscript:
heavier, uneven type (a worn ribbon, a tired copier), grey paper with darker and lighter patches, toner
speckles, a grey shadow along one edge on some pages, the page turned by 0.3–1.2° (a different angle on each
page), a slight blur; written as s-NN.jpg (JPEG quality 28, 300 dpi). Pillow only; seeded, so make.sh gives
the same pages every time."""
import glob, os, random, sys
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

ANGLES = [0.45, -0.8, 0.3, 1.1, -0.55, 0.7, -1.2, 0.35, -0.4, 0.9,
          -0.65, 0.5, -0.3, 1.0, -0.85, 0.6, -0.45, 0.75, -1.05, 0.4, -0.6, 0.8]
SHADOW = {2: 'left', 5: 'right', 8: 'left', 11: 'right', 14: 'left', 17: 'left', 20: 'right'}


def field(size, cells, lo, hi, rnd):
    """a smooth random field: a few cells of random grey scaled up"""
    w, h = cells
    small = Image.new('L', (w, h))
    small.putdata([rnd.randint(lo, hi) for _ in range(w * h)])
    return small.resize(size, Image.BICUBIC)


def degrade(src, dst, no):
    rnd = random.Random(1996 + no)
    img = Image.open(src).convert('L')
    size = img.size
    ink = ImageOps.invert(img)
    ink = Image.blend(ink, ink.filter(ImageFilter.MaxFilter(3)), 0.55)     # the copier thickens the type
    ink = ImageChops.multiply(ink, field(size, (5, 7), 170, 255, rnd))      # uneven darkness over the page
    ink = ImageChops.multiply(ink, field(size, (90, 130), 185, 255, rnd))   # uneven strikes of the keys
    paper = field(size, (4, 6), 226, 246, rnd)
    out = ImageChops.subtract(paper, ink)
    d = ImageDraw.Draw(out)
    for _ in range(rnd.randint(500, 900)):                                  # toner speckles
        x, y = rnd.randrange(size[0]), rnd.randrange(size[1])
        r = rnd.choice([1, 1, 1, 2, 2, 3])
        d.ellipse((x - r, y - r, x + r, y + r), fill=rnd.randint(40, 150))
    for _ in range(rnd.randint(2, 5)):                                      # a few dirty clusters
        cx, cy = rnd.randrange(size[0]), rnd.randrange(size[1])
        for _ in range(40):
            x, y = cx + int(rnd.gauss(0, 25)), cy + int(rnd.gauss(0, 25))
            d.point((x, y), fill=rnd.randint(60, 140))
    side = SHADOW.get(no)
    if side:                                                                # the copier lid's grey edge
        wdt = rnd.randint(90, 170)
        grad = Image.linear_gradient('L').rotate(90, expand=True).resize((wdt, size[1]))   # 255 → 0 left to right
        if side == 'right':
            grad = ImageOps.mirror(grad)
        band = Image.new('L', size, 255)
        band.paste(ImageOps.invert(Image.eval(grad, lambda v: int(v * 0.55))), (0 if side == 'left' else size[0] - wdt, 0))
        out = ImageChops.multiply(out, band)
    out = out.rotate(ANGLES[(no - 1) % len(ANGLES)], resample=Image.BICUBIC, fillcolor=232)
    out = out.filter(ImageFilter.GaussianBlur(0.9))
    out.save(dst, 'JPEG', quality=28, dpi=(300, 300))


def main():
    ind, outd = sys.argv[1], sys.argv[2]
    for src in sorted(glob.glob(os.path.join(ind, 'p-*.png'))):
        no = int(os.path.basename(src)[2:-4])
        degrade(src, os.path.join(outd, 's-%02d.jpg' % no), no)


if __name__ == '__main__':
    main()
