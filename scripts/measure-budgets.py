#!/usr/bin/env python3
"""Measures the server's budgets from outside, as a client meets them (docs/SECURITY.md,
"Limits"): what one client's long batches cost another client's input, where a batch
and an audit stop, what a flow report leaves in memory and what one long text event
costs. Prints one line per figure.

    scripts/measure-budgets.py [SERVER_BINARY]    # default .build/debug/SimulatorServer
    ONLY=fair,audit scripts/measure-budgets.py    # some of them: text, batch, fair, reports, audit

It starts its own server on a free port with its default limits, and runs on whatever
else the machine runs: say what was beside it when you quote a figure.
"""
import json, os, socket, statistics, subprocess, sys, threading, time, urllib.request

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/SimulatorServer"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PORT = free_port()
BASE = f"http://127.0.0.1:{PORT}"


def request(method, path, body=None, token=None, content_type="application/json", timeout=120):
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    req = urllib.request.Request(BASE + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", content_type)
    if token:
        # A client token is 16 to 64 letters, digits, - and _.
        req.add_header("X-FormSim-Client", f"measure-{token}".ljust(16, "_"))
    try:
        with urllib.request.urlopen(req, timeout=timeout) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def session(token, scene="login", device="iphone-se"):
    status, body = request("POST", "/api/sessions", {"device": device, "scene": scene, "clock": "manual"}, token)
    assert status == 201, (status, body)
    return body["id"]


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) // 1024


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def fair_queue():
    """Two clients each keep a 1,000-event batch in flight; a third sends two events at a time."""
    stop = threading.Event()

    def flood(token):
        sid = session(token)
        events = [{"type": "tap", "x": 160, "y": 200 + (i % 5) * 40} for i in range(1000)]
        while not stop.is_set():
            request("POST", f"/api/sessions/{sid}/input", {"events": events}, token)

    threads = [threading.Thread(target=flood, args=(t,), daemon=True) for t in ("flood-a", "flood-b")]
    for t in threads:
        t.start()
    time.sleep(2)
    sid = session("quiet")
    waits = []
    end = time.time() + 30
    while time.time() < end:
        started = time.time()
        status, _ = request("POST", f"/api/sessions/{sid}/input", {"events": [{"type": "tap", "x": 100, "y": 300}, {"type": "advance", "ms": 10}]}, "quiet")
        waits.append(time.time() - started)
        assert status == 200, status
    stop.set()
    for t in threads:
        t.join()
    waits.sort()
    print(f"fair queue: a 2-event input beside two clients' 1,000-event batches, {len(waits)} requests over 30 s: "
          f"p50 {statistics.median(waits) * 1000:.0f} ms, p99 {waits[int(len(waits) * 0.99)] * 1000:.0f} ms, worst {waits[-1] * 1000:.0f} ms")


def batch_budget():
    """A batch of 1,000 turns of an iPad showing the largest built-in form."""
    sid = session("batch", scene="booking", device="ipad-10")
    events = [{"type": "rotate", "orientation": o} for o in ("landscapeLeft", "portrait")] * 500
    started = time.time()
    status, body = request("POST", f"/api/sessions/{sid}/input", {"events": events}, "batch")
    error = (body or {}).get("error", {})
    print(f"batch budget: 1,000 rotations of an iPad on the booking form: {status} {error.get('code', '')} after {time.time() - started:.2f} s, "
          f"{error.get('ran', 1000)} events run")


def text_event():
    sid = session("text")
    request("POST", f"/api/sessions/{sid}/input", {"events": [{"type": "tap", "target": "email"}]}, "text")
    times = []
    for _ in range(5):
        started = time.time()
        status, _ = request("POST", f"/api/sessions/{sid}/input", {"events": [{"type": "text", "text": "é" * 9_880}]}, "text")
        times.append(time.time() - started)
        assert status == 200, status
        request("POST", f"/api/sessions/{sid}/input", {"events": [{"type": "relaunch"}, {"type": "tap", "target": "email"}]}, "text")
    print(f"text event: 9,880 accented characters into an empty field, over HTTP: median {statistics.median(times) * 1000:.1f} ms of 5")


def audit_budget(pid):
    """384 combinations (8 devices, 2 appearances, 12 text sizes, 2 locales) of a 200-row
    form: past the 60 s budget it stops."""
    rows = "".join(f"      - switch: option-{n}\n        label: Option {n}\n" if n % 2 else f"      - text: field-{n}\n        label: Field {n}\n" for n in range(200))
    form = f"id: two-hundred\ntitle: Two hundred\nsections:\n  - rows:\n{rows}".encode()
    status, answer = request("POST", "/api/forms", form, "audit", content_type="application/yaml")
    assert status == 201, (status, answer)
    body = {"scene": "two-hundred", "contentSizes": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"],
            "locales": ["en_US", "ar"], "orientations": ["portrait"]}
    cpu, started = cpu_seconds(pid), time.time()
    status, answer = request("POST", "/api/audit", body, "audit", timeout=600)
    code = (answer or {}).get("error", {}).get("code", "passed" if status == 200 else "")
    print(f"audit budget: 384 combinations of a 200-row form: {status} {code} after {time.time() - started:.1f} s wall, "
          f"{cpu_seconds(pid) - cpu:.1f} CPU-seconds in the server: {(answer or {}).get('error', {}).get('message', '')[:100]}")


def flow_reports(pid):
    """Six report runs of 2,000 steps each: the memory they leave."""
    steps = [{"tap": "email"}, {"type": "ab"}, {"tap": "password"}, {"type": "cd"}] * 125
    flow = json.dumps({"name": "report load", "scene": "login", "devices": ["iphone-se", "ipad-10", "iphone-15", "ipad-pro-12-9"], "steps": steps}).encode()
    before = rss_mib(pid)
    sizes = []
    for _ in range(6):
        status, answer = request("POST", "/api/flows/run?report=html", flow, "reports", timeout=600)
        sizes.append(rss_mib(pid))
        assert status in (200, 422), (status, answer)
    kept = "kept" if "report" in answer else f"not kept: {answer.get('reportError', '?')}"
    print(f"flow reports: RSS {before} MiB before six report runs of 2,000 step runs each (the last {kept}), then {sizes} MiB")


def main():
    server = subprocess.Popen([BINARY, "serve", "--port", str(PORT), "--forms", "Forms"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in server.stdout:
            if "FormSim forms loaded" in line:
                break
        threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
        print(f"# {BINARY}, pid {server.pid}, {os.cpu_count()} cores, {time.strftime('%Y-%m-%d %H:%M')}")
        only = os.environ.get("ONLY")
        for name, run in [("text", text_event), ("batch", batch_budget), ("fair", fair_queue),
                          ("reports", lambda: flow_reports(server.pid)), ("audit", lambda: audit_budget(server.pid))]:
            if not only or name in only.split(","):
                run()
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    main()
