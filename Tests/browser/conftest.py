"""Fixtures for the browser tests: a running FormSim server and a Chromium page.

The server binary comes from $FORMSIM_SERVER_BIN (default .build/debug/SimulatorServer),
started with `--port 0 --public Public` in the repository root; the port is read from the
line `FormSim listening on http://HOST:PORT/` it prints on stdout.
"""

import contextlib
import os
import re
import signal
import subprocess
import threading
import time

import pytest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHROMIUM = os.environ.get("FORMSIM_CHROMIUM", "/usr/bin/chromium")
FORMS_LOADED = "FormSim forms loaded"
LISTENING = re.compile(r"FormSim listening on (http://[^\s/]+(?::\d+)?/)")
STARTUP_TIMEOUT_S = 30


class Server:
    def __init__(self, process, url, lines):
        self.process = process
        self.url = url
        self.lines = lines


def start_server(forms=("Forms",), port=0):
    binary = os.environ.get("FORMSIM_SERVER_BIN", ".build/debug/SimulatorServer")
    command = [binary, "--port", str(port), "--public", "Public"]
    for folder in forms:
        command += ["--forms", folder]
    process = subprocess.Popen(
        command,
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        bufsize=1,
    )
    lines = []
    found = threading.Event()
    url = []

    loaded = []

    def reader():
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            match = LISTENING.search(line)
            if match and not url:
                url.append(match.group(1))
            if FORMS_LOADED in line:
                loaded.append(True)
            # The forms of --forms load once the server listens: a test starts when they are in.
            if url and (loaded or not forms):
                found.set()
        found.set()

    threading.Thread(target=reader, daemon=True).start()
    found.wait(STARTUP_TIMEOUT_S)
    if not url:
        stop_server(process)
        raise RuntimeError(
            "server did not report its address: %s\n%s" % (" ".join(command), "\n".join(lines[-20:]))
        )
    return Server(process, url[0], lines)


def stop_server(process):
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def server():
    srv = start_server()
    yield srv
    stop_server(srv.process)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=2)
    pg = context.new_page()
    problems = []
    pg.on("console", lambda m: problems.append("console %s: %s" % (m.type, m.text)) if m.type == "error" else None)
    pg.on("pageerror", lambda e: problems.append("pageerror: %s" % e))
    pg.problems = problems
    yield pg
    context.close()


def wait_until(predicate, timeout_s=5.0, step_s=0.05):
    """Polls `predicate` until it holds or `timeout_s` has passed; says whether it held
    (the tests use it through helpers.py)."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step_s)
    return predicate()


@contextlib.contextmanager
def form_folder_server(tmp_path, name, text, shipped=False):
    """A server reading a folder holding one form file `name` (after Forms/ when
    `shipped`); yields (server, folder) and stops the server after."""
    folder = tmp_path / "forms"
    folder.mkdir()
    (folder / name).write_text(text)
    srv = start_server(forms=(("Forms",) if shipped else ()) + (str(folder),))
    try:
        yield srv, folder
    finally:
        stop_server(srv.process)


def form_server_fixture(name, text):
    """A fixture, named `name`, serving one form file `name`.yaml holding `text` for a
    test module (see form_folder_server)."""
    @pytest.fixture(name=name)
    def served(tmp_path):
        with form_folder_server(tmp_path, name + ".yaml", text) as (srv, _):
            yield srv
    return served
