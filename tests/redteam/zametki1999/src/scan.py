#!/usr/bin/env python3
"""Age and degrade 300 dpi grey page images of the typescript as an archive photocopy; write an image-only PDF.

usage: scan.py IN_DIR OUT.pdf DEGRADED_DIR
  IN_DIR: p-01.png ... (ghostscript, 300 dpi, grey); DEGRADED_DIR gets the degraded pages (scan-01.png ...,
  200 dpi as stored in the PDF),
  which are also what tesseract reads for the plain-text rendering.
Seeded (1999): every run gives the same pages.
"""
import glob, os, sys
import numpy as np
from PIL import Image, ImageFilter

DPI = 300         # rasterised and degraded at 300 dpi
OUT_DPI = 200     # the archive's web copy stores the pages at 200 dpi (keeps the PDF under 3 MB)
CARBON = {4, 5, 10, 11, 15}        # pages (1-based) that look like a faint carbon copy
SEED = 1999
CARBON_INK = 1.0


def smooth_field(rng, h, w, cells, lo, hi):
    small = rng.uniform(lo, hi, size=(cells, max(2, int(cells * w / h))))
    im = Image.fromarray((small * 255 / 2).clip(0, 255).astype(np.uint8))   # values up to 2.0
    im = im.resize((w, h), Image.BICUBIC)
    return np.asarray(im, dtype=np.float32) * 2 / 255


def degrade(path, page_no, rng):
    im = Image.open(path).convert('L')
    w, h = im.size
    carbon = page_no in CARBON
    # typewriter ink: strokes a touch heavier, then uneven
    im = im.filter(ImageFilter.MinFilter(3)) if not carbon else im
    im = im.filter(ImageFilter.GaussianBlur(1.3 if carbon else 0.8))
    a = np.asarray(im, dtype=np.float32)
    ink = 1.0 - a / 255.0
    # uneven ribbon: large slow field (some lines paler) and fine grain (letters with gaps)
    field = smooth_field(rng, h, w, 9, 0.45, 1.15)
    rows = np.repeat(rng.uniform(0.7, 1.1, size=h // 40 + 1), 40)[:h][:, None]   # ribbon wear per line band
    grain = rng.uniform(0.55, 1.0, size=(h // 3 + 1, w // 3 + 1))
    grain = np.kron(grain, np.ones((3, 3), dtype=np.float32))[:h, :w]
    ink = ink * field * rows * grain
    if carbon:
        ink = ink * CARBON_INK
        # a carbon copy smudges: a faint second impression a few pixels off
        ghost = np.roll(np.roll(ink, 3, axis=0), 2, axis=1) * 0.25
        ink = np.maximum(ink, ghost)
    ink = np.clip(ink * 1.25, 0, 1)
    # paper: greyish, darker toward the edges (photocopier), a yellowed gradient
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    paper = 232 - 10 * (yy / h) + smooth_field(rng, h, w, 5, 0.9, 1.1) * 6 - 6
    edge = np.minimum.reduce([xx, yy, w - 1 - xx, h - 1 - yy])
    paper = paper - 60 * np.exp(-edge / 35.0)
    out = paper * (1 - ink) + 25 * ink
    # punched-hole shadows (two holes, 80 mm apart, 12 mm from the left edge, 6 mm wide)
    cy = h / 2
    for dy in (-40, 40):
        hx, hy, r = 12 / 25.4 * DPI, cy + dy / 25.4 * DPI, 3 / 25.4 * DPI
        d = np.sqrt((xx - hx) ** 2 + (yy - hy) ** 2)
        shade = np.clip((r + 6 - d) / 6, 0, 1)
        out = out * (1 - shade) + 48 * shade
        halo = np.clip((r + 25 - d) / 25, 0, 1) * 0.25
        out = out * (1 - halo) + 90 * halo
    # toner specks and noise
    specks = rng.random((h, w)) < 0.00012
    out[specks] = rng.uniform(40, 120, size=specks.sum())
    out = out + rng.normal(0, 3, size=(h, w))
    img = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))
    img = img.filter(ImageFilter.GaussianBlur(0.5))
    angle = rng.uniform(0.3, 1.2) * rng.choice([-1, 1])
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=70)
    # the copier shifted the sheet a little
    dx, dy = int(rng.integers(-25, 26)), int(rng.integers(-30, 31))
    shifted = Image.new('L', (w, h), 70)
    shifted.paste(img, (dx, dy))
    return shifted, angle, carbon


def main():
    src, out_pdf, deg_dir = sys.argv[1:4]
    os.makedirs(deg_dir, exist_ok=True)
    rng = np.random.default_rng(SEED)
    pages = []
    for i, p in enumerate(sorted(glob.glob(os.path.join(src, 'p-*.png'))), 1):
        img, angle, carbon = degrade(p, i, rng)
        img = img.resize((round(img.width * OUT_DPI / DPI), round(img.height * OUT_DPI / DPI)), Image.LANCZOS)
        img.save(os.path.join(deg_dir, 'scan-%02d.png' % i), dpi=(OUT_DPI, OUT_DPI))
        print('page %2d rotation %+.2f° %s' % (i, angle, 'carbon copy' if carbon else ''))
        pages.append(img)
    pages[0].save(out_pdf, 'PDF', save_all=True, append_images=pages[1:], resolution=OUT_DPI, quality=40,
                  title='', author='')


if __name__ == '__main__':
    main()
