"""Browser tests of a page that teaches itself: a first visit shows the scene's hint
(from the catalogue) until it is dismissed, and the chosen variant's description is on
screen, not only in a tooltip."""

from helpers import hold_until_long_press, node, wait_all, wait_until


def visible_text(page, selector):
    return page.locator(selector).inner_text() if page.locator(selector).is_visible() else ""


def test_a_first_visit_shows_the_scenes_hint_until_it_is_dismissed_and_remembers_that(page, server):
    page.goto(server.url)
    wait_all(page)
    hint = visible_text(page, "#guide-hint")
    assert "Click Birthday on the iPhone: a picker slides up; the iPad shows a popover" in hint
    api = page.evaluate("fetch('/api/scenes').then(r => r.json()).then(s => s.find(x => x.id === 'contacts').hint)")
    assert api in hint  # the catalogue's words, not the page's own
    page.click("#guide-hint-close")
    assert not page.locator("#guide-hint").is_visible()
    page.reload()
    wait_all(page)
    assert not page.locator("#guide-hint").is_visible()
    # Another scene's first visit shows its own hint.
    page.select_option("#scene-select", "login")
    wait_all(page)
    assert "Click Email" in visible_text(page, "#guide-hint")
    # The ? list brings the dismissed hints back.
    page.click("#help-button")
    page.click("#guide-reset")
    page.select_option("#scene-select", "contacts")
    assert "Click Birthday" in visible_text(page, "#guide-hint")
    assert page.problems == []


def test_the_chosen_variants_name_and_description_are_on_screen(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=contacts")
    wait_all(page)
    line = visible_text(page, "#guide-variant")
    assert line.startswith("Label (the reference): A label that becomes first responder"), line
    page.select_option("#variant-select", "textField")
    wait_all(page)
    line = visible_text(page, "#guide-variant")
    assert line.startswith("Text field: ") and "caret" in line, line
    # A scene with one way of being built has nothing to compare: no line.
    page.select_option("#scene-select", "login")
    wait_all(page)
    assert not page.locator("#guide-variant").is_visible()
    assert page.problems == []


def test_a_long_press_on_an_empty_birthday_does_nothing_and_the_hint_says_to_pick_a_date_first(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_all(page)
    assert "pick a date first" in visible_text(page, "#guide-hint")
    x, y, w, h = node(page, 0, "birthday-value")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w - 30, y + h / 2])
    hold_until_long_press(page, 0, "birthday-value", point)
    assert wait_until(lambda: "longPress" in page.locator("#mirror-report").inner_text())
    wait_all(page)
    for i in (0, 1):
        tree = page.evaluate("i => window.formsim.devices[i].semanticTree", i)
        assert tree["firstResponder"] is None
        assert '"role": "menu"' not in str(tree).replace("'", '"')
    assert node(page, 0, "birthday-value").get("value") in (None, "")
    assert page.problems == []
