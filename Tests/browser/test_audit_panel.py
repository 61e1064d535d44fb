"""The inspector's Audit section audits the selected device as it is set up, and lists
what the engine found."""

from helpers import SERVER_BIN, assert_runs_the_page_modules, open_offline, open_workspace


def test_the_audit_section_lists_the_phone_pads_dead_end_on_an_iphone(page, server):
    open_workspace(page, server, "?device=iphone-se&scene=contacts")
    text, summary = run_audit(page)
    assert "deadEnd" in text and "phone-field" in text, text
    assert "0 errors" in summary
    assert page.problems == []



def run_audit(page):
    page.click("#inspector-toggle")
    page.click("#audit-run")
    page.wait_for_function("() => /warning|error|Nothing/.test(document.getElementById('audit-summary').textContent)", timeout=30000)
    return page.inner_text("#audit-findings"), page.inner_text("#audit-summary")


def test_the_audit_section_audits_an_ipad_in_its_window(page, server):
    """At full screen the account form's Export, an action sheet with no anchor, crashes
    the iPad; in a third of the screen it is a sheet from the bottom and nothing crashes."""
    open_workspace(page, server, "?device=ipad-10&scene=account&window=oneThird")
    findings, summary = run_audit(page)
    assert "· crash" not in findings, findings
    assert "0 errors" in summary, summary


def test_the_audit_report_pictures_each_problem_with_its_element_outlined(browser, tmp_path):
    """Run from a folder that holds no Public/: the report draws with the page's own code,
    offline, one picture per problem, the element framed in red."""
    import subprocess
    report = tmp_path / "audit.html"
    result = subprocess.run(
        [SERVER_BIN, "audit", "contacts", "--devices", "iphone-se", "--appearances", "light", "--text-sizes", "large",
         "--report", str(report), "--quiet"], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    context, page, requests = open_offline(browser, report, width=1200)
    dead_end = page.locator("section.problem[data-check=deadEnd]")
    assert dead_end.count() == 1
    assert "phone-field" in dead_end.inner_text()
    # The picture is the phone with its keyboard up and the field outlined in iOS red.
    reds = page.evaluate(
        "() => { const c = document.querySelector('section[data-check=deadEnd] canvas'); const d = c.getContext('2d')"
        ".getImageData(0, 0, c.width, c.height).data; let n = 0;"
        " for (let i = 0; i < d.length; i += 4) if (d[i] > 240 && d[i+1] < 80 && d[i+2] < 80) n++; return n; }")
    assert reds > 40
    assert requests == []
    assert_runs_the_page_modules(page)
    context.close()
