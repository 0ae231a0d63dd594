#!/usr/bin/env python3
"""photo.py IN_DIR OUT_DIR FIRST LAST — the typed pages FIRST..LAST as a phone photographs them: for each
clean 300 dpi page p-NN.png ImageMagick's `convert` makes a colour picture: the paper a little yellow, the page
on a brown desk, a perspective skew (the phone held at an angle, different on each page), light falling
from one corner and fading to the opposite one, a little sensor noise, JPEG quality 50, 1400 px wide.
This script only works out the numbers and runs convert."""
import os, random, subprocess, sys

ind, outd, first, last = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
for no in range(first, last + 1):
    rnd = random.Random(7000 + no)
    src = os.path.join(ind, 'p-%02d.png' % no)
    dst = os.path.join(outd, 'f-%02d.jpg' % no)
    W, H = 1240 + 2 * 130, 1754 + 2 * 150          # the page at 150 dpi plus the desk around it
    j = lambda a, b: rnd.randint(a, b)
    # where the four corners of the whole picture go (a trapezium: the top edge further from the lens)
    tl = (j(50, 95), j(50, 80)); tr = (W - j(30, 75), tl[1] + j(-20, 30))
    br = (W - j(0, 25), H - j(10, 40)); bl = (j(0, 25), H - j(0, 30))
    persp = '0,0 %d,%d  %d,0 %d,%d  %d,%d %d,%d  0,%d %d,%d' % (
        tl + (W,) + tr + (W, H) + br + (H,) + bl)
    lx, ly = (j(0, W // 3), j(0, H // 3)) if no % 2 else (j(2 * W // 3, W), j(0, H // 3))
    dx, dy = W - lx, H - ly // 2
    cmd = ['convert', src, '-resize', '50%', '-colorspace', 'sRGB',
           '(', '+clone', '-fill', '#f4ead6', '-colorize', '100', ')', '-compose', 'multiply', '-composite',
           '-compose', 'over', '-bordercolor', '#6b5843', '-border', '130x150',
           '-virtual-pixel', 'background', '-background', '#4e3f31',
           '-distort', 'Perspective', persp,
           '(', '+clone', '-sparse-color', 'Shepards', '%d,%d white %d,%d gray70' % (lx, ly, dx, dy), ')',
           '-compose', 'multiply', '-composite',
           '-compose', 'over', '-attenuate', '0.35', '+noise', 'Gaussian',
           '-resize', '1400x', '-density', '180', '-units', 'PixelsPerInch',
           '-sampling-factor', '4:2:0', '-quality', '50', '-type', 'TrueColor', dst]
    subprocess.run(cmd, check=True)
