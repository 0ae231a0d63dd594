#!/usr/bin/python3
"""Makes the scan images from the booklet's page rasters (seeded).
usage: render.py spreads|photos|single  RASTERDIR OUTDIR [pages]"""
import sys, os, glob, math
import numpy as np
from PIL import Image, ImageFilter, ImageDraw

SEED = 2008

def load_pages(d):
    files = sorted(glob.glob(os.path.join(d, 'p-*.png')))
    return [Image.open(f) for f in files]

def noise(arr, rng, sigma):
    return arr + rng.normal(0, sigma, arr.shape)

def smooth_field(h, w, rng, lo, hi):
    """uneven brightness: a low-frequency multiplicative field"""
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    r = ((x - cx) ** 2 + (y - cy) ** 2) / (0.8 * max(w, h)) ** 2
    g = (x / w) * rng.uniform(-1, 1) + (y / h) * rng.uniform(-1, 1)
    f = 1 - 0.5 * r + 0.25 * g
    f = (f - f.min()) / (f.max() - f.min() + 1e-9)
    return lo + (hi - lo) * f

def spreads(raster, out):
    rng = np.random.default_rng(SEED)
    pages = load_pages(raster)             # grey 300 dpi A5: 1748 x 2480
    pw, ph = pages[0].size
    W, H = 3508, 2480                      # A4 landscape, 300 dpi
    sc = 0.95
    spw, sph = int(pw * sc), int(ph * sc)
    n = len(pages)
    pairs = [(None, 0)] + [(i, i + 1 if i + 1 < n else None) for i in range(1, n, 2)]
    log = []
    for k, (l, r) in enumerate(pairs):
        canvas = Image.new('L', (W, H), 214)          # the scanner lid
        d = ImageDraw.Draw(canvas)
        ox = int(W / 2 - spw) + int(rng.integers(-25, 25))
        oy = int((H - sph) / 2) + int(rng.integers(10, 45))
        # the booklet's edge: the cover and a stack of page edges, a little larger than the pages
        d.rectangle([ox - 22, oy - 14, ox + 2 * spw + 22, oy + sph + 16], fill=70)
        for j in range(6):
            g = 150 + 15 * j
            d.rectangle([ox - 18 + 3 * j, oy - 11 + 2 * j, ox + 2 * spw + 18 - 3 * j, oy + sph + 12 - 2 * j], outline=g, width=2)
        angs = []
        for side, idx in ((0, l), (1, r)):
            if idx is None:
                img = Image.new('L', (pw, ph), 236)           # the inside of the cover / blank page
            else:
                img = pages[idx]
            img = img.resize((spw, sph), Image.BICUBIC)
            a = float(rng.uniform(0.5, 1.5)) * (1 if rng.random() < 0.5 else -1)
            angs.append(a)
            mask = Image.new('L', img.size, 255).rotate(a, resample=Image.BICUBIC, expand=True)
            rot = img.rotate(a, resample=Image.BICUBIC, expand=True, fillcolor=255)
            px = ox + side * spw - (rot.size[0] - spw) // 2
            py = oy - (rot.size[1] - sph) // 2
            canvas.paste(rot, (px, py), mask)
        arr = np.asarray(canvas, dtype=np.float32)
        y, x = np.mgrid[0:H, 0:W].astype(np.float32)
        gx = ox + spw
        dx = x - gx
        shadow = 1 - 0.62 * np.exp(-(dx / 45) ** 2) - 0.22 * np.exp(-(dx / 230) ** 2)
        arr = arr * shadow * smooth_field(H, W, rng, 0.84, 1.03)
        arr = noise(arr, rng, 7.0)
        # a few dust specks
        for _ in range(40):
            cy, cx = int(rng.integers(0, H)), int(rng.integers(0, W))
            arr[max(cy - 1, 0):cy + 2, max(cx - 1, 0):cx + 2] *= 0.4
        im = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
        fn = os.path.join(out, 'spread_%02d.jpg' % (k + 1))
        im.save(fn, quality=55, dpi=(300, 300))
        log.append('%s pages %s+%s rot %.2f/%.2f' % (os.path.basename(fn), 'cover' if l is None else l + 1,
                                                   '-' if r is None else r + 1, angs[0], angs[1]))
    print('\n'.join(log))

def persp_coeffs(src, dst):
    """coefficients for PIL's PERSPECTIVE transform mapping dst (output) points to src (input) points"""
    A, b = [], []
    for (X, Y), (x, y) in zip(dst, src):
        A.append([X, Y, 1, 0, 0, 0, -x * X, -x * Y]); b.append(x)
        A.append([0, 0, 0, X, Y, 1, -y * X, -y * Y]); b.append(y)
    return np.linalg.solve(np.array(A, float), np.array(b, float)).tolist()

def photos(raster, out, first, last):
    rng = np.random.default_rng(SEED + 1)
    W, H = 1200, 1600
    for p in range(first, last + 1):
        pg = Image.open(os.path.join(raster, 'p-%02d.png' % p)).convert('RGB')   # RGB 200 dpi
        pw, ph = pg.size
        # the table: brown with grain
        t = np.zeros((H, W, 3), np.float32) + np.array([96, 70, 48], np.float32)
        t += rng.normal(0, 9, (H, 1, 1)) + rng.normal(0, 4, (H, W, 1))
        table = Image.fromarray(np.clip(t, 0, 255).astype(np.uint8))
        # where the page's corners land: a tilted phone (top farther away), jittered
        j = lambda s: float(rng.uniform(-s, s))
        dst = [(150 + j(30), 130 + j(30)), (1050 + j(30), 110 + j(30)),
               (1150 + j(25), 1520 + j(25)), (40 + j(25), 1540 + j(25))]
        src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
        c = persp_coeffs(src, dst)
        warped = pg.transform((W, H), Image.PERSPECTIVE, c, resample=Image.BICUBIC, fillcolor=(0, 0, 0))
        mask = Image.new('L', (pw, ph), 255).transform((W, H), Image.PERSPECTIVE, c, resample=Image.BICUBIC)
        table.paste(warped, (0, 0), mask)
        arr = np.asarray(table, np.float32)
        y, x = np.mgrid[0:H, 0:W].astype(np.float32)
        # the phone's/hand's shadow: a soft dark wedge from one side, plus vignetting and warm light
        side = rng.random() < 0.5
        ex = (x / W) if side else (1 - x / W)
        wedge = 1 / (1 + np.exp(-((ex * 1.0 + y / H * 0.6) - 0.55) / 0.05))
        sh = 1 - 0.38 * (1 - wedge)
        vig = 1 - 0.25 * (((x - W / 2) / W) ** 2 + ((y - H / 2) / H) ** 2) * 2
        arr = arr * (sh * vig)[..., None] * np.array([1.04, 0.99, 0.88], np.float32)
        arr = noise(arr, rng, 5.0)
        im = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.9))
        fn = os.path.join(out, 'IMG_2019%04d.jpg' % (512 + p))
        im.save(fn, quality=80, dpi=(150, 150))
        print(fn, 'page', p, 'corners', [tuple(round(v) for v in q) for q in dst], 'shadow', 'left' if not side else 'right')

def single(raster, out):
    rng = np.random.default_rng(SEED + 2)
    pages = load_pages(raster)             # grey 300 dpi
    for i, pg in enumerate(pages):
        a = float(rng.uniform(0.2, 0.9)) * (1 if rng.random() < 0.5 else -1)
        rot = pg.convert('L').rotate(a, resample=Image.BICUBIC, expand=False, fillcolor=255)
        arr = np.asarray(rot, np.float32)
        h, w = arr.shape
        # the gutter side of a single page is darker (odd pages: left, even: right)
        x = np.arange(w, dtype=np.float32)[None, :]
        dx = x if (i + 1) % 2 == 1 else (w - 1 - x)
        arr = arr * (1 - 0.45 * np.exp(-(dx / 60) ** 2)) * smooth_field(h, w, rng, 0.88, 1.02)
        arr = noise(arr, rng, 6.0)
        im = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
        im.save(os.path.join(out, 'page_%02d.png' % (i + 1)), dpi=(300, 300))
        bw = im.point(lambda v: 0 if v < 150 else 255).convert('1')
        bw.save(os.path.join(out, 'page_%02d.pbm' % (i + 1)))
        print('page_%02d rot %.2f' % (i + 1, a))

if __name__ == '__main__':
    mode, raster, out = sys.argv[1:4]
    os.makedirs(out, exist_ok=True)
    if mode == 'spreads':
        spreads(raster, out)
    elif mode == 'photos':
        photos(raster, out, int(sys.argv[4]), int(sys.argv[5]))
    else:
        single(raster, out)
