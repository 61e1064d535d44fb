"""The page served through nginx (docs/SCALING.md): when the process holding its session
dies, the page's next poll gets 410 session_gone, and it starts a new session on a live
process instead of polling the dead one."""

import time

import pytest
from playwright.sync_api import sync_playwright

from formsim_cluster import Cluster


def test_the_page_moves_to_a_live_process_when_its_shard_dies():
    cluster = Cluster()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium")
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto("http://127.0.0.1:%d/?device=iphone-15&scene=contacts" % cluster.port)
            page.wait_for_function("() => window.formsim && window.formsim.sessionId && window.formsim.version > 0")
            first = page.evaluate("() => window.formsim.sessionId")
            shard = first.split("-")[0]
            assert shard in ("s0", "s1")
            cluster.kill(shard)
            started = time.monotonic()
            page.wait_for_function(
                "old => { const id = window.formsim.sessionId; return id && id !== old && window.formsim.version > 0; }",
                arg=first, timeout=15000)
            moved_after = time.monotonic() - started
            second = page.evaluate("() => window.formsim.sessionId")
            assert second.split("-")[0] != shard
            # The new session works: a tap reaches it and answers.
            version = page.evaluate("() => window.formsim.version")
            page.evaluate("() => window.formsim.send({type: 'rotate', orientation: 'landscapeLeft'})")
            page.wait_for_function("v => window.formsim.version > v", arg=version)
            print("\nthe page moved from %s to %s in %.1f s" % (first, second, moved_after))
            browser.close()
    finally:
        cluster.stop()
