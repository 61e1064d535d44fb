"""A crashed app is shown as crashed and can be launched again from its card."""

from helpers import open_workspace


def test_a_crashed_ipad_offers_relaunch_and_comes_back_to_the_form(page, server):
    """The account form's Export has no anchor: the iPad app crashes (E3.S3); the card's
    Relaunch launches it again, and the form takes input once more."""
    open_workspace(page, server, "?device=ipad-10&scene=account")
    assert page.locator(".device-crash").first.is_hidden()
    page.evaluate("() => window.formsim.send({type: 'tap', target: 'export'})")
    page.wait_for_function("() => (window.formsim.semanticTree.root.states || []).includes('crashed')")
    page.wait_for_selector(".device-crash:not([hidden])")
    page.click(".device-relaunch")
    page.wait_for_function("() => !(window.formsim.semanticTree.root.states || []).includes('crashed')")
    page.wait_for_selector(".device-crash", state="hidden")
    answer = page.evaluate("() => window.formsim.send({type: 'tap', target: 'name-field'}).then(() => 'ok', (e) => e.message)")
    assert answer == "ok"
    assert page.problems == []
