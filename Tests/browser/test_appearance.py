"""Browser tests of each device card's own settings: appearance,
text size and language chosen per card, sent to that card's live session as a `settings`
event (never mirrored), kept in the URL per device, and mirroring of taps and typing
across cards in different settings."""

import pytest

from helpers import (CARDS_INSIDE_STAGE, card, click_element, leave_device, device_stats, node, open_workspace, server_tree, tree, wait_all,
                     wait_until)

TWO_PHONES = "?device=iphone-15,iphone-15"
SESSION_IDS = "window.formsim.devices.map(d => d.sessionId)"


def luminance(hex_colour):
    r, g, b = (int(hex_colour[k:k + 2], 16) for k in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def wait_for_tree(page, i, key, value):
    page.wait_for_function("([i, k, v]) => { const t = window.formsim.devices[i].semanticTree; return !!t && t[k] === v; }",
                           arg=[i, key, value])
    wait_all(page)


def field_value(page, i, element_id):
    found = node(page, i, element_id)
    return found and found.get("value")


# ---- appearance from the URL, drawn ---------------------------------------------------


def test_a_light_and_a_dark_card_from_the_url_draw_a_light_and_a_dark_screen(page, server):
    open_workspace(page, server, TWO_PHONES + "&appearance=light,dark")
    assert [tree(page, i)["appearance"] for i in (0, 1)] == ["light", "dark"]
    assert [card(page, i).get_by_role("combobox", name="Appearance").input_value() for i in (0, 1)] == ["light", "dark"]
    # The root render node says dark on the dark device only.
    roots = page.evaluate("window.formsim.devices.map(d => d.renderTree.screen.appearance || null)")
    assert roots == [None, "dark"]
    # The same cell on both: white on the light one, near black on the dark one.
    x, y, w, h = node(page, 0, "first-name-field")["frame"]
    assert node(page, 1, "first-name-field")["frame"] == [x, y, w, h]
    light = device_stats(page, 0, [x, y + 2, w, h - 4])["dominant"]
    dark = device_stats(page, 1, [x, y + 2, w, h - 4])["dominant"]
    assert luminance(light) > 235, light
    assert luminance(dark) < 50, dark
    # The screen's own background (between the sections) too.
    top = node(page, 0, "birthday")["frame"]
    gap = [top[0] + 4, top[1] - 14, top[2] - 8, 8]
    assert luminance(device_stats(page, 0, gap)["dominant"]) > 220
    assert luminance(device_stats(page, 1, gap)["dominant"]) < 30
    # The settings row fits the card: nothing sticks out.
    widths = page.evaluate("[...document.querySelectorAll('.device-card')].map(c => [c.querySelector('.device-settings').scrollWidth, c.clientWidth])")
    assert all(row <= width for row, width in widths), widths
    assert page.problems == []


# ---- mirroring across different settings --------------------------------------------


@pytest.mark.parametrize("settings", ["&appearance=light,dark", "&appearance=dark,light&text=large,AX3&locale=en_US,de_DE"])
def test_a_tap_and_typing_on_one_card_reach_a_card_in_other_settings(page, server, settings):
    open_workspace(page, server, TWO_PHONES + settings)
    click_element(page, 0, "first-name-field")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.firstResponder === 'first-name-field')")
    page.keyboard.type("Ann")
    assert wait_until(lambda: [field_value(page, i, "first-name-field") for i in (0, 1)] == ["Ann", "Ann"])
    assert [server_tree(page, i)["firstResponder"] for i in (0, 1)] == ["first-name-field"] * 2
    # Each kept its own settings: nothing of them was mirrored.
    first, second = server_tree(page, 0), server_tree(page, 1)
    assert first["appearance"] != second["appearance"]
    assert page.problems == []


# ---- a card's controls send a settings event to that card only ----------------------


def test_a_cards_text_size_select_changes_that_device_only_without_a_restart(page, server):
    open_workspace(page, server, TWO_PHONES)
    ids = page.evaluate(SESSION_IDS)
    assert [server_tree(page, i)["contentSize"] for i in (0, 1)] == ["large", "large"]
    card(page, 1).get_by_role("combobox", name="Text size").select_option("AX3")
    wait_for_tree(page, 1, "contentSize", "AX3")
    assert server_tree(page, 1)["contentSize"] == "AX3"
    assert server_tree(page, 0)["contentSize"] == "large"  # not mirrored
    assert page.evaluate(SESSION_IDS) == ids  # the same sessions: a settings event, no restart
    assert page.evaluate("window.formsim.devices.map(d => d.params.contentSize)") == ["large", "AX3"]
    assert "text=large,AX3" in page.url
    assert "not mirrored" in page.locator("#mirror-report").inner_text()
    assert page.problems == []


def test_appearance_changes_in_place_and_a_new_language_relaunches_the_app(page, server):
    open_workspace(page, server, TWO_PHONES)
    click_element(page, 0, "first-name-field")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.firstResponder === 'first-name-field')")
    page.keyboard.type("Zoe")
    assert wait_until(lambda: field_value(page, 1, "first-name-field") == "Zoe")
    leave_device(page)  # give the page's keyboard back
    card(page, 1).get_by_role("combobox", name="Appearance").select_option("dark")
    wait_for_tree(page, 1, "appearance", "dark")
    # In place: the first responder and the text stay.
    assert tree(page, 1)["firstResponder"] == "first-name-field"
    assert field_value(page, 1, "first-name-field") == "Zoe"
    assert server_tree(page, 0)["appearance"] == "light"
    card(page, 1).get_by_role("combobox", name="Language").select_option("ja_JP")
    wait_for_tree(page, 1, "locale", "ja_JP")
    # Relaunched in Japanese: the entry is restored, nothing is first responder; still dark.
    assert tree(page, 1)["firstResponder"] is None
    assert field_value(page, 1, "first-name-field") == "Zoe"
    assert tree(page, 1)["appearance"] == "dark"
    assert server_tree(page, 0)["locale"] == "en_US" and server_tree(page, 0)["firstResponder"] == "first-name-field"
    assert page.problems == []


def test_the_toolbar_locale_sets_every_cards_language_live(page, server):
    open_workspace(page, server, TWO_PHONES + "&locale=en_US,ar")
    assert page.locator("#locale-select option:checked").inner_text() == "Mixed"
    ids = page.evaluate(SESSION_IDS)
    page.select_option("#locale-select", "de_DE")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.locale === 'de_DE')")
    wait_all(page)
    assert page.evaluate(SESSION_IDS) == ids
    assert [card(page, i).get_by_role("combobox", name="Language").input_value() for i in (0, 1)] == ["de_DE", "de_DE"]
    assert "locale=de_DE&" in page.url + "&"
    assert page.problems == []


# ---- the URL ---------------------------------------------------------------------------


def test_the_url_keeps_each_cards_settings_and_a_reload_restores_them(page, server):
    open_workspace(page, server, TWO_PHONES)
    for key in ("appearance=", "text=", "locale="):  # every device at the defaults: left out
        assert key not in page.url
    card(page, 0).get_by_role("combobox", name="Appearance").select_option("dark")
    card(page, 1).get_by_role("combobox", name="Text size").select_option("AX3")
    card(page, 1).get_by_role("combobox", name="Language").select_option("ar")
    wait_for_tree(page, 1, "locale", "ar")
    wait_for_tree(page, 0, "appearance", "dark")
    url = page.url
    assert "appearance=dark,light" in url and "text=large,AX3" in url and "locale=en_US,ar" in url
    page.goto(url)
    wait_all(page)
    assert page.url == url
    got = [{k: tree(page, i)[k] for k in ("appearance", "contentSize", "locale")} for i in (0, 1)]
    assert got == [{"appearance": "dark", "contentSize": "large", "locale": "en_US"},
                   {"appearance": "light", "contentSize": "AX3", "locale": "ar"}]
    controls = [[card(page, i).get_by_role("combobox", name=n).input_value() for n in ("Appearance", "Text size", "Language")]
                for i in (0, 1)]
    assert controls == [["dark", "large", "en_US"], ["light", "AX3", "ar"]]
    assert page.problems == []


def test_one_value_is_every_devices_and_unknown_values_are_reported(page, server):
    open_workspace(page, server, TWO_PHONES + "&appearance=dark&locale=ja_JP&text=huge,AX1")
    assert [tree(page, i)["appearance"] for i in (0, 1)] == ["dark", "dark"]
    assert [tree(page, i)["locale"] for i in (0, 1)] == ["ja_JP", "ja_JP"]  # an older link's shared locale
    assert [tree(page, i)["contentSize"] for i in (0, 1)] == ["large", "AX1"]
    notice = page.locator("#notice-text").text_content()
    assert "text size “huge”" in notice
    page.goto(server.url + TWO_PHONES + "&appearance=sepia,dark&locale=xx_YY")
    wait_all(page)
    notice = page.locator("#notice-text").text_content()
    assert "appearance “sepia”" in notice and "locale “xx_YY”" in notice
    assert [tree(page, i)["appearance"] for i in (0, 1)] == ["light", "dark"]
    assert page.problems == []


def test_an_arabic_card_lays_out_right_to_left(page, server):
    open_workspace(page, server, TWO_PHONES + "&locale=en_US,ar")
    assert [tree(page, i)["layoutDirection"] for i in (0, 1)] == ["leftToRight", "rightToLeft"]
    roots = page.evaluate("window.formsim.devices.map(d => d.renderTree.screen.layoutDirection || null)")
    assert roots == [None, "rightToLeft"]
    assert card(page, 1).get_by_role("combobox", name="Language").input_value() == "ar"
    assert page.problems == []


# ---- sessions made again, recording, layout -------------------------------------------


def test_a_session_made_again_after_a_404_keeps_the_cards_settings(page, server):
    open_workspace(page, server, TWO_PHONES + "&appearance=light,dark")
    card(page, 1).get_by_role("combobox", name="Text size").select_option("AX2")
    wait_for_tree(page, 1, "contentSize", "AX2")
    old = page.evaluate("window.formsim.devices[1].sessionId")
    page.evaluate("id => fetch('/api/sessions/' + id, {method: 'DELETE'})", old)
    page.wait_for_function("old => { const d = window.formsim.devices[1]; return d.sessionId && d.sessionId !== old; }", arg=old, timeout=15000)
    wait_all(page)
    got = server_tree(page, 1)
    assert (got["appearance"], got["contentSize"]) == ("dark", "AX2")
    # The held long poll's 404 is logged by the browser; nothing else went wrong.
    assert [p for p in page.problems if "status of 404" not in p] == []


def test_a_settings_change_while_recording_is_recorded_as_a_settings_step_on_that_device(page, server):
    open_workspace(page, server, TWO_PHONES)
    page.click("#record-toggle")
    click_element(page, 0, "first-name-field")
    page.wait_for_function("() => window.formsim.recorder.steps.length === 1")
    leave_device(page)
    card(page, 1).get_by_role("combobox", name="Appearance").select_option("dark")
    wait_for_tree(page, 1, "appearance", "dark")
    page.wait_for_function("() => window.formsim.recorder.steps.length === 2")
    click_element(page, 1, "last-name-field")
    page.wait_for_function("() => window.formsim.recorder.steps.length === 3")
    page.click("#record-toggle")
    page.wait_for_selector("#flow-popover:popover-open")
    yaml = page.locator("#flow-yaml").input_value()
    assert "- tap: first-name-field\n  - settings: {appearance: dark}\n    on: iphone-15\n  - tap: last-name-field" in yaml
    # The recorded flow runs: the server parses the settings step and passes.
    result = page.evaluate("""y => fetch('/api/flows/run', {method: 'POST', headers: {'Content-Type': 'application/yaml'},
        body: y}).then(r => r.json().then(b => [r.status, b]))""", yaml)
    assert result[0] == 200, result
    assert result[1]["passed"] is True, result
    assert page.problems == []


def test_the_export_captions_name_the_settings_that_are_not_the_defaults(page, server):
    open_workspace(page, server, "?device=iphone-15")
    captions = page.evaluate("""() => import('/js/export.js').then(m => [
        m.caption('iPhone 15', {orientation: 'portrait', appearance: 'light', contentSize: 'large', locale: 'en_US'}),
        m.caption('iPhone 15', {orientation: 'portrait', appearance: 'dark', contentSize: 'AX3', locale: 'ar'})])""")
    assert captions == ["iPhone 15 · portrait", "iPhone 15 · portrait · Dark · Text AX3 · ar"]
    assert page.problems == []


def test_four_cards_with_their_settings_rows_fit_the_window(page, server):
    page.set_viewport_size({"width": 1280, "height": 720})
    open_workspace(page, server, "?device=iphone-se,iphone-15,ipad-mini-6,ipad-10&appearance=light,dark,light,dark&text=large,AX3,large,AX3")
    assert all(page.evaluate(CARDS_INSIDE_STAGE))
    assert page.problems == []
