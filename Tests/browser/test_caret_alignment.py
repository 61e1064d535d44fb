"""The caret SimCore places (from Inter's advance widths, Font.width(of:)) sits where the
canvas draws the end of the text: for every prefix of a typed string, the caret node's x
in the field's render tree and the canvas's measureText of that prefix, in the client's
own font string and text shaping (Public/js/draw.js), differ by at most 0.5 pt. Also for
a secure field (bullets) and Japanese (the shipped Noto Sans CJK JP subset)."""

from helpers import click_element, find, open_page, tree_of, wait_for_paint

TOLERANCE_PT = 0.5
LATIN = "Hello, World! 1990 iíø … AV To"
SECRET = "secret 12"
JAPANESE = "ログイン、電話番号（テスト）"

# The field's text node and its visible caret, from the render tree the client holds;
# the same prefix measured with draw.js's fontString and setTextShaping.
MEASURE = """async (fieldId) => {
    const draw = await import('/js/draw.js');
    const tree = window.formsim.renderTree;
    const field = tree[fieldId];
    const kids = (field.children || []).map((id) => tree[id]);
    const text = kids.find((n) => typeof n.text === 'string');
    const caret = kids.find((n) => n.blink && !n.hidden);
    const ctx = document.createElement('canvas').getContext('2d');
    draw.setTextShaping(ctx);
    ctx.font = draw.fontString(text.font);
    return {text: text.text, font: ctx.font, caretX: caret.frame[0] - text.frame[0],
            measured: ctx.measureText(text.text).width};
}"""


def type_and_measure(page, field_id, text):
    """Types `text` one character at a time; after each, the caret and the measured prefix."""
    rows = []
    for i, character in enumerate(text):
        before = page.evaluate("window.formsim.version")
        page.keyboard.insert_text(character)
        page.wait_for_function("v => window.formsim.version > v", arg=before, timeout=5000)
        wait_for_paint(page)
        row = page.evaluate(MEASURE, field_id)
        rows.append((i + 1, row))
    return rows


def assert_aligned(rows, expected_text):
    worst = 0.0
    for n, row in rows:
        assert row["text"] == expected_text[:n], row
        difference = abs(row["caretX"] - row["measured"])
        worst = max(worst, difference)
        assert difference <= TOLERANCE_PT, "prefix %r: caret %.3f, canvas %.3f (%s)" % (
            row["text"], row["caretX"], row["measured"], row["font"])
    print("max caret difference %.4f pt over %d prefixes" % (worst, len(rows)))
    return worst


def focus(page, server, session_id, element_id):
    click_element(page, 0, find(tree_of(server, session_id), element_id), repaint=True)  # the input panel in


def test_the_inter_faces_are_loaded_before_the_first_paint(page, server):
    open_page(page, server, "?scene=login&device=iphone-15")
    assert page.evaluate("document.fonts.check('17px Inter')")
    assert page.evaluate("document.fonts.check('600 17px Inter')")
    assert page.evaluate("document.fonts.check('17px \"FormSim Noto Sans CJK JP\"', '\\u3042')")
    loaded = page.evaluate("[...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family)")
    assert loaded.count('"Inter"') + loaded.count("Inter") == 2, loaded
    assert page.problems == []


def test_the_caret_follows_the_glyphs_of_typed_latin_text(page, server):
    session_id = open_page(page, server, "?scene=login&device=iphone-15")
    focus(page, server, session_id, "email-container")
    rows = type_and_measure(page, "email-field", LATIN)
    assert_aligned(rows, LATIN)
    # Kerning and contextual alternates are off: "AV", "To" and "->" are their glyphs' sums.
    sums = page.evaluate("""async () => {
        const draw = await import('/js/draw.js');
        const ctx = document.createElement('canvas').getContext('2d');
        draw.setTextShaping(ctx);
        ctx.font = draw.fontString([17, 400]);
        const w = (s) => ctx.measureText(s).width;
        return ['AV', 'To', '->', 'Wave'].map((s) => [w(s), [...s].reduce((a, c) => a + w(c), 0)]);
    }""")
    for whole, parts in sums:
        assert abs(whole - parts) < 0.01, sums
    assert page.problems == []


def test_the_caret_follows_the_bullets_of_a_secure_field(page, server):
    session_id = open_page(page, server, "?scene=login&device=iphone-15")
    focus(page, server, session_id, "email-container")
    page.keyboard.press("Enter")  # on to the password field
    page.wait_for_function("() => { const t = window.formsim.renderTree['password-field'];"
                           " return t && (t.children || []).some((id) => {"
                           " const n = window.formsim.renderTree[id]; return n.blink && !n.hidden; }); }")
    rows = type_and_measure(page, "password-field", SECRET)
    assert_aligned(rows, "\u2022" * len(SECRET))
    assert page.problems == []


def test_the_caret_follows_japanese_text_in_the_cjk_subset(page, server):
    session_id = open_page(page, server, "?scene=login&device=iphone-15&locale=ja_JP")
    focus(page, server, session_id, "email-container")
    rows = type_and_measure(page, "email-field", JAPANESE)
    assert_aligned(rows, JAPANESE)
    # Drawn with the shipped subset, one em per character.
    assert abs(rows[-1][1]["measured"] - 17 * len(JAPANESE)) < 0.01, rows[-1]
    assert page.problems == []
