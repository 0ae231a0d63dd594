"""Draw the site's app icons (PWA manifest, iOS home screen, favicon) into site_src/assets/images/.

    .venv/bin/python scripts/make_icons.py

A white playing card with a spade on the site's indigo; the maskable variant keeps the card inside the
central safe zone (80 %) that Android may crop to a circle. The PNGs are committed (a few KB each), so the
site build does not need Pillow; rerun this after changing the design.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "site_src" / "assets" / "images"
FONT = REPO / "tools" / "lawref" / "booklet" / "fonts" / "DejaVuSerif-Bold.ttf"
INDIGO = (63, 81, 181, 255)  # Material's indigo: the header and theme-color
WHITE = (255, 255, 255, 255)
SCALE = 4  # draw large, then downsample: smooth edges without antialiasing primitives


def card(size: int, *, fill_square: bool, content: float) -> Image.Image:
    big = size * SCALE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if fill_square:
        draw.rectangle((0, 0, big, big), fill=INDIGO)
    else:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big // 5, fill=INDIGO)
    height = big * content
    width = height * 0.72
    left, top = (big - width) / 2, (big - height) / 2
    draw.rounded_rectangle((left, top, left + width, top + height), radius=width / 9, fill=WHITE)
    font = ImageFont.truetype(str(FONT), int(height * 0.62))
    draw.text((big / 2, big / 2 + height * 0.02), "♠", font=font, fill=INDIGO, anchor="mm")
    return image.resize((size, size), Image.LANCZOS)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    icons = {
        "icon-192.png": card(192, fill_square=False, content=0.66),
        "icon-512.png": card(512, fill_square=False, content=0.66),
        "icon-maskable-512.png": card(512, fill_square=True, content=0.56),
        "apple-touch-icon.png": card(180, fill_square=True, content=0.62),
        "favicon-32.png": card(32, fill_square=False, content=0.74),
    }
    for name, image in icons.items():
        image.save(OUT / name, optimize=True)
        print(OUT / name, (OUT / name).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
