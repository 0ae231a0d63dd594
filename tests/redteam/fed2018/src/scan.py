"""Makes a 'scanned' image PDF from 200 dpi grey page images: a dark binding gutter, a slight skew, JPEG.

usage: scan.py DIR OUT.pdf   (DIR holds p-01.pgm … from pdftoppm)
"""
import glob
import random
import sys

from PIL import Image, ImageChops, ImageDraw, ImageFilter

random.seed(2018)
pages = []
for k, f in enumerate(sorted(glob.glob(sys.argv[1] + "/p-*.pgm"))):
    im = Image.open(f).convert("L")
    w, h = im.size
    shade = Image.new("L", (w, h), 255)
    d = ImageDraw.Draw(shade)
    gutter_left = k % 2 == 0  # page k+1: odd (recto) pages are bound on the left, even ones on the right
    for x in range(90):
        v = 150 + x
        xx = x if gutter_left else w - 1 - x
        d.line([(xx, 0), (xx, h)], fill=min(255, v))
    im = ImageChops.darker(im, shade)
    im = im.rotate(random.uniform(-0.5, 0.5), resample=Image.BICUBIC, fillcolor=255)
    im = im.filter(ImageFilter.GaussianBlur(0.5))
    pages.append(im)
pages[0].save(sys.argv[2], save_all=True, append_images=pages[1:], resolution=200.0, quality=55)
