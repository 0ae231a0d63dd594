"""Make page images of club_a5.pdf look scanned: small rotation, paper tone, blur, speckle noise; JPEG; -> image PDF."""
import sys, glob, random
from PIL import Image, ImageFilter, ImageChops

src_dir, out_pdf = sys.argv[1], sys.argv[2]
random.seed(2007)
pages = []
for k, f in enumerate(sorted(glob.glob(src_dir + '/p-*.pgm'))):
    im = Image.open(f).convert('L')
    angle = random.uniform(-0.9, 0.9)
    im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    # shift a little, as a page never lies exactly on the glass
    dx, dy = random.randint(-12, 12), random.randint(-10, 10)
    im = ImageChops.offset(im, dx, dy)
    im = im.filter(ImageFilter.GaussianBlur(0.7))
    noise = Image.effect_noise(im.size, 10).convert('L')        # gaussian noise around 128
    im = ImageChops.add(im, noise, scale=1.0, offset=-122)       # grey-ish paper, noisy
    im = im.point(lambda v: 0 if v < 40 else (235 if v > 235 else v))
    # a few dark specks
    px = im.load()
    for _ in range(120):
        x, y = random.randrange(im.size[0] - 3), random.randrange(im.size[1] - 3)
        for ax in range(random.randint(1, 3)):
            for ay in range(random.randint(1, 3)):
                px[x + ax, y + ay] = random.randint(30, 110)
    pages.append(im)
pages[0].save(out_pdf, save_all=True, append_images=pages[1:], resolution=200.0, quality=40)
print(len(pages), 'pages')
