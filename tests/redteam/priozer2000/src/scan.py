#!/usr/bin/python3
"""Office-scan and fax renderings of the brochure (seeded). Usage: scan.py BUILD_DIR
Reads BUILD_DIR/p-NN.pgm (300 dpi greyscale pages from pdftoppm), writes BUILD_DIR/scan/NN.tif (bitonal G4, 240 dpi)
and BUILD_DIR/fax/NN.tif (200x100 dpi fax look, stretched to 200x200, G4)."""
import sys, os, glob, math
import numpy as np
from PIL import Image, ImageDraw, ImageFont, ImageFilter
SEED = 2000
B = sys.argv[1]
SCAN_DPI = 240
FONT_SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
FONT_SCRIPT = [f for f in glob.glob("/usr/share/fonts/opentype/urw-base35/Z003-*.otf")][0]
STAMP_PAGES = {3: (1450, 640), 7: (1500, 2900), 10: (1350, 1900), 13: (1600, 1100)}   # page -> centre (300 dpi px)
EDGE_PAGES = {2: "left", 6: "bottom", 9: "left", 12: "right"}
TICK_PAGES = [5, 8, 11]
UNDERLINE_PAGES = [9]
NOTE_PAGE = 8
UPSIDE_DOWN = 10
FAX_PAGES = list(range(5, 12))   # brochure pages 5..11

def stamp(d_img, cx, cy, rng):
    """round club stamp drawn in grey 'ink' onto a greyscale PIL image"""
    ink = 55
    R1, R2 = 190, 150
    layer = Image.new("L", d_img.size, 0)            # ink coverage
    d = ImageDraw.Draw(layer)
    d.ellipse([cx - R1, cy - R1, cx + R1, cy + R1], outline=255, width=7)
    d.ellipse([cx - R2 + 8, cy - R2 + 8, cx + R2 - 8, cy + R2 - 8], outline=255, width=4)
    text = "БИБЛИОТЕКА КЛУБА «ДАМА ПИК» ★ г. ПРИОЗЁРСК ★ "
    f = ImageFont.truetype(FONT_SANS, 30)
    n = len(text)
    for k, ch in enumerate(text):
        a = -math.pi / 2 + 2 * math.pi * k / n
        r = (R1 + R2) / 2 - 2
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        g = Image.new("L", (44, 44), 0)
        ImageDraw.Draw(g).text((22, 22), ch, font=f, fill=255, anchor="mm")
        g = g.rotate(-math.degrees(a) - 90, resample=Image.BILINEAR)
        layer.paste(255, (int(x) - 22, int(y) - 22), g)
    f2 = ImageFont.truetype(FONT_SANS, 40)
    date = "%02d.%02d.%d" % (rng.integers(1, 28), rng.integers(1, 12), rng.choice([2001, 2002, 2003]))
    d.text((cx, cy - 30), "Инв. № %d" % rng.integers(100, 400), font=ImageFont.truetype(FONT_SANS, 28), fill=255, anchor="mm")
    d.text((cx, cy + 25), date, font=f2, fill=255, anchor="mm")
    layer = layer.rotate(float(rng.uniform(-30, 30)), center=(cx, cy), resample=Image.BILINEAR)
    a = np.asarray(layer, dtype=np.float32) / 255.0
    a *= np.clip(rng.normal(0.95, 0.3, a.shape), 0, 1)     # uneven ink
    g = np.asarray(d_img, dtype=np.float32)
    g = np.minimum(g, 255 - a * (255 - ink))
    return Image.fromarray(g.astype(np.uint8))

def pen(d, pts, rng, w=4):
    pts = [(x + rng.normal(0, 1.2), y + rng.normal(0, 1.2)) for x, y in pts]
    d.line(pts, fill=40, width=w, joint="curve")

def text_rows(g):
    """y of text line centres in the left text column (rows with ink)"""
    a = np.asarray(g)[:, 300:1200] < 128
    rows = a.sum(1) > 3
    ys, inrun, start = [], False, 0
    for y, v in enumerate(rows):
        if v and not inrun: inrun, start = True, y
        if not v and inrun:
            inrun = False
            if y - start > 15: ys.append((start, y))
    return ys

def scan_page(i, g, rng):
    d = ImageDraw.Draw(g)
    lines = text_rows(g)
    if i in TICK_PAGES and lines:
        for (y0, y1) in [lines[k] for k in sorted(rng.choice(range(2, len(lines) - 2), 2, replace=False))]:
            x, y = 235, (y0 + y1) / 2
            pen(d, [(x - 30, y - 5), (x - 12, y + 18), (x + 25, y - 35), (x + 30, y - 42)], rng)
    if i in UNDERLINE_PAGES and lines:
        y0, y1 = lines[len(lines) // 2]
        pen(d, [(340, y1 + 5), (700, y1 + 8), (1100, y1 + 4), (1450, y1 + 9)], rng, w=3)
    if i == NOTE_PAGE:
        f = ImageFont.truetype(FONT_SCRIPT, 54)
        note = Image.new("L", (290, 150), 0)
        nd = ImageDraw.Draw(note)
        nd.text((5, 10), "см. решение", font=f, fill=255); nd.text((30, 75), "2003 г.", font=f, fill=255)
        note = note.rotate(8, expand=True, resample=Image.BILINEAR)
        y = lines[len(lines) // 3][0] if lines else 1200
        g.paste(20, (0, y - 50), note)
        pen(d, [(215, y - 40), (200, y + 20), (212, y + 80)], rng, w=3)   # a bracket next to it
    if i in STAMP_PAGES:
        g = stamp(g, *STAMP_PAGES[i], rng)
    a = np.asarray(g, dtype=np.float32)
    # photocopy of a photocopy: blur, threshold, blur again, noise, threshold
    im = Image.fromarray(a.astype(np.uint8)).filter(ImageFilter.GaussianBlur(1.1))
    a = np.asarray(im, dtype=np.float32)
    a = np.where(a < 150, 0, 255).astype(np.float32)
    im = Image.fromarray(a.astype(np.uint8)).filter(ImageFilter.GaussianBlur(1.4))
    a = np.asarray(im, dtype=np.float32) + rng.normal(0, 38, a.shape)
    a += 25 * (np.linspace(-1, 1, a.shape[1])[None, :] * rng.uniform(-1, 1))   # uneven toner
    if i in EDGE_PAGES:
        side = EDGE_PAGES[i]; h, w = a.shape
        width = int(rng.integers(35, 90))
        prof = width + np.cumsum(rng.normal(0, 1.5, h if side != "bottom" else w)).astype(int)
        prof = np.clip(prof, 10, 150)
        if side == "left":
            for y in range(h): a[y, :prof[y]] = rng.normal(30, 30, prof[y])
        elif side == "right":
            for y in range(h): a[y, w - prof[y]:] = rng.normal(30, 30, prof[y])
        else:
            for x in range(w): a[h - prof[x]:, x] = rng.normal(30, 30, prof[x])
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    ang = float(rng.uniform(0.3, 1.5) * rng.choice([-1, 1]))
    img = img.rotate(ang, resample=Image.BILINEAR, fillcolor=255)
    s = SCAN_DPI / 300
    img = img.resize((int(img.width * s), int(img.height * s)), Image.BILINEAR)
    a = np.asarray(img, dtype=np.float32)
    b = a < 128
    # speckle: dust dots
    h, w = b.shape
    n = int(rng.integers(150, 400))
    ys, xs = rng.integers(0, h - 3, n), rng.integers(0, w - 3, n)
    for y, x, r in zip(ys, xs, rng.integers(1, 4, n)):
        b[y:y + r, x:x + r] = True
    if i == UPSIDE_DOWN:
        b = b[::-1, ::-1]
    out = Image.fromarray(np.where(b, 0, 255).astype(np.uint8)).convert("1")
    return out, ang

def fax_page(k, n_total, g, rng):
    W, H = 1654, 1169                                     # 200 x 100 dpi
    lo = g.filter(ImageFilter.GaussianBlur(0.8)).resize((W, H), Image.BOX)
    a = np.asarray(lo, dtype=np.float32) + rng.normal(0, 20, (H, W))
    b = a < 150
    # the fax header, written by the sending machine at its own resolution
    hdr = "12/03/2001 14:22   FROM: ФЕДЕРАЦИЯ БРИДЖА   TO: 8 812 555 41 07            P.%02d" % k
    t = Image.new("L", (W, 40), 0)
    ImageDraw.Draw(t).text((40, 8), hdr, font=ImageFont.truetype(FONT_MONO, 26), fill=255)
    t = t.resize((W, 20), Image.BOX)
    b[2:22, :] = np.asarray(t) > 110
    # line noise: a few streaks and dropped rows
    for y in rng.integers(30, H, 4):
        b[y, :] = b[y, :] | (rng.random(W) < 0.25)
    for y in rng.integers(30, H, 6):
        b[y, :] = False
    b = np.repeat(b, 2, axis=0)                           # stretched back to 200 x 200
    return Image.fromarray(np.where(b, 0, 255).astype(np.uint8)).convert("1")

def main():
    pages = sorted(glob.glob(os.path.join(B, "p-*.pgm")))
    os.makedirs(os.path.join(B, "scan"), exist_ok=True); os.makedirs(os.path.join(B, "fax"), exist_ok=True)
    log = []
    for idx, p in enumerate(pages, 1):
        rng = np.random.default_rng(SEED + idx)
        g = Image.open(p).convert("L")
        out, ang = scan_page(idx, g.copy(), rng)
        out.save(os.path.join(B, "scan", "%02d.tif" % idx), compression="group4", dpi=(SCAN_DPI, SCAN_DPI))
        log.append("page %2d: skew %+.2f deg%s%s%s%s%s" % (idx, ang, ", stamp" if idx in STAMP_PAGES else "",
                   ", copier edge " + EDGE_PAGES[idx] if idx in EDGE_PAGES else "", ", pen ticks" if idx in TICK_PAGES else "",
                   ", underline" if idx in UNDERLINE_PAGES else "", ", margin note" if idx == NOTE_PAGE else "")
                   + (", upside down" if idx == UPSIDE_DOWN else ""))
        if idx in FAX_PAGES:
            k = FAX_PAGES.index(idx) + 1
            fx = fax_page(k, len(FAX_PAGES), g, np.random.default_rng(SEED + 100 + idx))
            fx.save(os.path.join(B, "fax", "%02d.tif" % idx), compression="group4", dpi=(200, 200))
    open(os.path.join(B, "scan_log.txt"), "w").write("\n".join(log) + "\n")
    print("\n".join(log))

main()
