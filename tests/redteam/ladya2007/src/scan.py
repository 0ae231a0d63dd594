#!/usr/bin/python3
"""Degrade the rasterised pages as a photocopy of the printed brochure put through an office scanner.
Usage: scan.py INDIR OUTDIR OUT.pdf     (INDIR: p-01.png … grey pages from ghostscript, 200 dpi)
Pillow only (no numpy). Seeded, so the same pages come out every time.
Per page: uneven illumination (a random linear gradient, paper 228–248 grey), photocopy contrast
(gamma, toner not quite black), a dark gutter shadow at the spine edge on some pages (left edge of
odd = right-hand pages, right edge of even ones), rotation 0.3–1.5° either way with a small shift,
grey noise (sigma 6) then Gaussian blur 0.7 px, a few dust specks, JPEG quality 40; then img2pdf at 200 dpi."""
import glob, os, random, sys
from PIL import Image, ImageChops, ImageDraw, ImageFilter
import img2pdf

DPI = 200
indir, outdir, outpdf = sys.argv[1:4]
rnd = random.Random(37)
pages = sorted(glob.glob(os.path.join(indir, 'p-*.png')))
jpgs, log = [], []
for n, f in enumerate(pages, 1):
    im = Image.open(f).convert('L')
    w, h = im.size
    # photocopy: toner ~25 grey, paper white; a little gamma so thin strokes thicken
    ink = rnd.randint(18, 40)
    im = im.point(lambda v: int(ink + (255 - ink) * (v / 255.0) ** 1.35))
    # uneven illumination: paper level varies from lo to hi along a random direction
    lo, hi = rnd.randint(222, 234), rnd.randint(242, 250)
    grad = Image.linear_gradient('L').resize((w, h)).rotate(rnd.uniform(0, 360), expand=False,
                                                                 fillcolor=128).resize((w, h))
    light = grad.point(lambda v: int(lo + (hi - lo) * v / 255.0))
    im = ImageChops.multiply(im, light)
    # gutter shadow on the spine side of some pages
    gutter = rnd.random() < 0.55 and n > 1
    if gutter:
        gw = rnd.randint(40, 90)
        sh = Image.new('L', (gw, h), 255)
        d = ImageDraw.Draw(sh)
        for x in range(gw):
            t = x / gw
            d.line([(x, 0), (x, h)], fill=int(40 + 215 * t ** 0.6))
        if n % 2 == 0:       # even page: spine on the right
            sh = sh.transpose(Image.FLIP_LEFT_RIGHT)
            box = (w - gw, 0)
        else:
            box = (0, 0)
        region = im.crop((box[0], 0, box[0] + gw, h))
        im.paste(ImageChops.multiply(region, sh), box)
    # rotation and shift, the scanner lid shows as light grey outside the sheet
    ang = rnd.uniform(0.3, 1.5) * rnd.choice((-1, 1))
    dx, dy = rnd.randint(-18, 18), rnd.randint(-14, 14)
    im = im.rotate(ang, resample=Image.BICUBIC, translate=(dx, dy), fillcolor=238)
    # optics and sensor
    noise = Image.effect_noise((w, h), 6)
    im = ImageChops.add(im, noise, scale=1.0, offset=-128)
    im = im.filter(ImageFilter.GaussianBlur(0.7))
    d = ImageDraw.Draw(im)
    for _ in range(rnd.randint(3, 14)):
        x, y, r = rnd.randint(0, w - 1), rnd.randint(0, h - 1), rnd.choice((1, 1, 1, 2, 3))
        d.ellipse([x - r, y - r, x + r, y + r], fill=rnd.randint(40, 120))
    out = os.path.join(outdir, 'scan-%02d.jpg' % n)
    im.save(out, 'JPEG', quality=40, dpi=(DPI, DPI))
    jpgs.append(out)
    log.append('page %2d: rotation %+.2f°, shift (%d,%d) px, paper %d–%d, toner %d, gutter %s'
               % (n, ang, dx, dy, lo, hi, ink, 'yes' if gutter else 'no'))
with open(outpdf, 'wb') as fh:
    fh.write(img2pdf.convert(jpgs))
print('\n'.join(log))
