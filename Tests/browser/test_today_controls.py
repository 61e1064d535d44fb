"""Today's iOS controls in the page, on a phone and a tablet side by side: a text row's
keyboard bar (BEHAVIOR.md E5.K1) and a form's large title (E6.L1)."""

import pytest

from conftest import start_server, stop_server

FORM = """id: account
title: Account
largeTitle: true
sections:
  - rows:
      - text: name
        label: Name
        accessory: navigation
      - text: amount
        label: Amount
        keyboard: decimal
        accessory: done
"""


@pytest.fixture
def account(tmp_path):
    folder = tmp_path / "forms"
    folder.mkdir()
    (folder / "account.yaml").write_text(FORM)
    srv = start_server(forms=(str(folder),))
    yield srv
    stop_server(srv.process)


def node_of(page, index, element_id):
    return page.evaluate(
        "([i, id]) => { const t = window.formsim.devices[i].semanticTree; if (!t) return null; const stack = [t.root];"
        " while (stack.length) { const n = stack.pop(); if (n.id === id) return n; stack.push(...(n.children || [])); }"
        " return null; }", [index, element_id])


def wait_for(page, index, element_id, present=True):
    page.wait_for_function(
        "([i, id, want]) => { const d = window.formsim.devices[i]; const t = d && d.semanticTree; if (!t) return false;"
        " const stack = [t.root]; while (stack.length) { const n = stack.pop(); if (n.id === id) return want;"
        " stack.push(...(n.children || [])); } return !want; }", arg=[index, element_id, present], timeout=10000)


def click_node(page, index, element_id):
    x, y, w, h = node_of(page, index, element_id)["frame"]
    point = page.evaluate("([i, x, y]) => window.formsim.devices[i].pointToClient(x, y)", [index, x + w / 2, y + h / 2])
    page.mouse.click(point["x"], point["y"])


def first_responder(page, index):
    return page.evaluate("(i) => window.formsim.devices[i].semanticTree.firstResponder", index)


def test_the_keyboard_bar_moves_on_and_done_puts_the_keyboard_away_on_phone_and_tablet(page, account):
    page.goto(account.url + "?device=iphone-se,ipad-10&scene=account")
    for index in (0, 1):
        wait_for(page, index, "name-field")
        click_node(page, index, "name-field")
        wait_for(page, index, "keyboard-accessory-next")
        # The page mirrors the bar as a toolbar for assistive technology.
        assert page.locator('[role="toolbar"]').count() >= 1
        page.wait_for_timeout(400)  # the panel's slide
        click_node(page, index, "keyboard-accessory-next")
        page.wait_for_function(
            "(i) => window.formsim.devices[i].semanticTree.firstResponder === 'amount-field'", arg=index, timeout=5000)
        assert node_of(page, index, "keyboard-accessory-previous") is None  # amount's bar is Done alone
        click_node(page, index, "keyboard-accessory-done")
        wait_for(page, index, "keyboard-accessory", present=False)
        assert first_responder(page, index) is None
    assert page.problems == []


def test_the_large_title_shows_under_the_bar_on_phone_and_tablet(page, account):
    page.goto(account.url + "?device=iphone-se,ipad-10&scene=account")
    for index in (0, 1):
        wait_for(page, index, "navigation-bar-large-title")
        bar = node_of(page, index, "navigation-bar")["frame"]
        title = node_of(page, index, "navigation-bar-large-title")["frame"]
        assert bar[3] >= 44 + 52
        assert title[1] >= bar[1] + 44 and title[1] + title[3] <= bar[1] + bar[3]
    assert page.problems == []
