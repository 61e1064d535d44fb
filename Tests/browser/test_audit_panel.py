"""The inspector's Audit section audits the selected device as it is set up, and lists
what the engine found."""

from test_workspace import open_workspace


def test_the_audit_section_lists_the_phone_pads_dead_end_on_an_iphone(page, server):
    open_workspace(page, server, "?device=iphone-se&scene=contacts")
    page.click("#inspector-toggle")
    page.click("#audit-run")
    page.wait_for_function("() => /warning|error|Nothing/.test(document.getElementById('audit-summary').textContent)", timeout=30000)
    text = page.inner_text("#audit-findings")
    assert "deadEnd" in text and "phone-field" in text, text
    assert "0 errors" in page.inner_text("#audit-summary")
    assert page.problems == []

