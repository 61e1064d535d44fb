"""A bounded concurrent load on a FormSim server on this machine (scripts/sanitize.sh):
inputs (single events and batches), long polls, session deletes and re-creations, tree
reads and static files, from several threads at once, until the time is up or the
server goes away (SIGTERM under load). Prints what it did; exits 0 unless nothing at
all was answered."""
import argparse
import http.client
import json
import random
import threading
import time

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--seconds", type=float, default=20)
parser.add_argument("--seed", type=int, default=1)
args = parser.parse_args()

deadline = time.monotonic() + args.seconds
lock = threading.Lock()
counts = {}
sessions = []
stopped = threading.Event()
BODY = {"device": "iphone-15", "scene": "contacts", "clock": "real"}
EVENTS = [
    {"type": "tap", "target": "birthday"}, {"type": "tap", "target": "name"}, {"type": "text", "text": "hello"},
    {"type": "key", "key": "Backspace"}, {"type": "tap", "x": 100, "y": 300}, {"type": "advance", "ms": 300},
    {"type": "pick", "target": "birthday-picker", "date": "1990-01-15"}, {"type": "rotate", "orientation": "landscapeLeft"},
    {"type": "rotate", "orientation": "portrait"}, {"type": "drag", "from": [10, 300], "to": [10, 100], "ms": 200},
]


def count(name):
    with lock:
        counts[name] = counts.get(name, 0) + 1


def request(method, path, body=None, timeout=30):
    connection = http.client.HTTPConnection("127.0.0.1", args.port, timeout=timeout)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = connection.getresponse()
        data = response.read()
        count(f"{method} {response.status}")
        return response.status, data
    finally:
        connection.close()


def create():
    status, data = request("POST", "/api/sessions", BODY)
    if status == 201:
        sid = json.loads(data)["id"]
        with lock:
            sessions.append(sid)
        return sid
    return None


def pick():
    with lock:
        return random.choice(sessions) if sessions else None


def loop(work):
    def run():
        while time.monotonic() < deadline and not stopped.is_set():
            try:
                work()
            except (OSError, http.client.HTTPException):
                count("connection errors")
                time.sleep(0.05)
    return run


def inputs():
    sid = pick() or create()
    if sid is None:
        return
    events = random.sample(EVENTS, random.randint(1, 4))
    body = events[0] if len(events) == 1 else {"events": events}
    status, _ = request("POST", f"/api/sessions/{sid}/input", body)
    if status == 404:
        create()


def polls():
    sid = pick()
    if sid is None:
        time.sleep(0.01)
        return
    status, data = request("GET", f"/api/sessions/{sid}/tree")
    if status == 200:
        version = json.loads(data).get("version", 0)
        request("GET", f"/api/sessions/{sid}/events?since={version}")


def deletes():
    time.sleep(0.2)
    with lock:
        sid = sessions.pop(random.randrange(len(sessions))) if len(sessions) > 3 else None
    if sid:
        request("DELETE", f"/api/sessions/{sid}")
    create()


def files():
    request("GET", random.choice(["/", "/js/draw.js", "/css/app.css", "/favicon.svg", "/nothing-here"]))


random.seed(args.seed)
workers = [inputs] * 4 + [polls] * 4 + [deletes, files, files]
threads = [threading.Thread(target=loop(w), daemon=True) for w in workers]
started = time.monotonic()
for t in threads:
    t.start()
for t in threads:
    t.join(timeout=args.seconds + 40)
print(f"load: {time.monotonic() - started:.1f} s, " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
answered = sum(v for k, v in counts.items() if k != "connection errors")
raise SystemExit(0 if answered > 0 else 1)
