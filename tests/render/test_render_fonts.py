"""The text layer: Pillow's own font (no system font), accents composed, names made safe."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from musbot.render import fonts


def _ink(text: str, size: int = 30, bold: bool = False) -> Image.Image:
    w = fonts.text_width(text, size, bold) + 20
    im = Image.new("L", (w, size * 2), 0)
    fonts.draw_text(ImageDraw.Draw(im), (10, size * 1.4), text, size, (255,), bold=bold)
    return im


def test_the_font_is_the_one_pillow_carries():
    # text uses ImageFont.load_default with a size: no system font may be needed on a server
    f = fonts.font(20)
    assert isinstance(f, ImageFont.FreeTypeFont)
    assert f.getname()[0] == ImageFont.load_default(size=20).getname()[0]


def test_accented_letters_are_composed_not_tofu():
    # Aileron in Pillow has no ñ, á, ü: they are drawn as the letter plus the accent, so they
    # differ from the bare letter only above it
    for accented, bare in (("ñ", "n"), ("á", "a"), ("ü", "u"), ("Ó", "O"), ("í", "i")):
        a, b = _ink(accented), _ink(bare)
        assert a.tobytes() != b.tobytes(), accented
        abox, bbox = a.getbbox(), b.getbbox()
        assert abox is not None and bbox is not None
        assert abox[1] < bbox[1], f"{accented} has no mark above its letter"
        assert abs(abox[3] - bbox[3]) <= 1, f"{accented} moved its baseline"


def test_inverted_marks_and_sharp_s():
    assert _ink("¡").tobytes() != _ink("!").tobytes()
    assert fonts.text_width("ß", 20) == fonts.text_width("ss", 20)


def test_a_true_minus_is_drawn_as_the_fonts_hyphen():
    # the numbers' true minus (a negative rating: −1,5) has no glyph in the font: never a tofu box
    assert _ink("\u22121,5").tobytes() == _ink("-1,5").tobytes()


def test_what_cannot_be_drawn_is_left_out_or_marked():
    # emoji are dropped, letters of other scripts become "?" (never a tofu box)
    assert fonts._pieces("Jon 🎲") == (("run", "Jon "),)
    assert fonts._pieces("名") == (("run", "?"),)


def test_ink_stays_inside_the_measured_width():
    # draw_text and text_width agree, so a text measured to fit a box is not clipped
    for text in ("Órdago", "Pareak: bai", "Sätze: 1/2", "¡Dentro!", "Wertungsverlauf"):
        for bold in (False, True):
            im = _ink(text, 24, bold)
            box = im.getbbox()
            assert box is not None
            assert box[0] >= 10 - 2 and box[2] <= 10 + fonts.text_width(text, 24, bold) + 2, text


def test_ellipsize_fits_the_room():
    name = "Bartolomé de las Casas y Fernández de Córdoba"
    cut = fonts.ellipsize(name, 21, 150, True)
    assert cut.endswith("…")
    assert fonts.text_width(cut, 21, True) <= 150
    assert fonts.ellipsize("Ane", 21, 150) == "Ane"


def test_bold_rendered_once_is_the_run_drawn_at_each_offset():
    # Bold is the run drawn again one pixel to the right (``stroke``). FreeType renders it once
    # and the mask is laid down at each offset: the pixels must be those of drawing the text at
    # each x, for names, words of every language and sizes from the chips' to the centre's.
    texts = ("Jugador74", "Bot 3 · Jugador112", "Iñaki Ibáñez", "Ordago!", "ÜBER Müller",
             "¿Quién?", "WMWM jjj fi", "+7 duples", "Azkenengo eskua", "x")
    for size in (10, 14, 17, 21, 28, 44):
        sw = fonts.stroke(size, True)
        assert sw >= 1
        for text in texts:
            mask, left, top = fonts._line_mask(text, size, True)
            plain = Image.new("L", mask.size, 0)
            d = ImageDraw.Draw(plain)
            x = left
            for kind, s in fonts._pieces(text):
                if kind == "run":
                    for dx in range(sw + 1):
                        d.text((x + dx, top), s, font=fonts.font(size), fill=255, anchor="ls")
                    x += round(fonts.font(size).getlength(s)) + sw
                else:
                    gm, gtop = fonts._glyph_mask(s, size, True)
                    plain.paste(255, (x - 1, top - gtop), gm)
                    x += fonts._advance(s, size, True)
            assert mask.tobytes() == plain.tobytes(), (text, size)
