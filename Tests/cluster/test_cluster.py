"""FormSim scaled out behind nginx (docs/SCALING.md): two shard processes, s0 and s1, and
nginx with the config scripts/nginx-conf.sh writes. New sessions are spread over both, a
session's requests reach its own process, long polls pass through unbuffered, and when one
process dies its sessions answer 410 session_gone while the other's carry on untouched.

Skipped when nginx is not installed (scripts/test.sh installs it), failed under CI=true (conftest.py)."""

import http.client
import json
import os
import statistics
import subprocess
import threading
import time

import pytest

from formsim_cluster import REPO, Cluster, nginx_binary, request, wait_for

SESSIONS = 200
NEW_SESSION = {"device": "iphone-15", "scene": "contacts"}
HOLD_S = 25  # the server's long-poll hold (LongPollHub)


def shard_of(session_id):
    return session_id.split("-", 1)[0] if "-" in session_id else None


def create_sessions(port, count):
    ids = []
    for _ in range(count):
        created = request(port, "POST", "/api/sessions", NEW_SESSION)
        assert created.status == 201, created.body
        ids.append(created.json()["id"])
    return ids


def rotate(port, session_id, orientation):
    return request(port, "POST", "/api/sessions/%s/input" % session_id, {"type": "rotate", "orientation": orientation})


def turn(port, session_id):
    """Rotates to the orientation it is not in: one commit, whatever came before."""
    now = tree(port, session_id).json()["orientation"]
    return rotate(port, session_id, "portrait" if now != "portrait" else "landscapeLeft")


def tree(port, session_id):
    return request(port, "GET", "/api/sessions/%s/tree" % session_id)


class HeldPoll:
    """`GET .../events?since=V` on its own thread; `answer` (or `error`) and `finished`
    once it returns."""

    def __init__(self, port, session_id, since):
        self.answer = None
        self.error = None
        self.finished = None
        self.done = threading.Event()
        path = "/api/sessions/%s/events?since=%d" % (session_id, since)

        def run():
            try:
                self.answer = request(port, "GET", path, timeout=HOLD_S + 30)
            except (OSError, http.client.HTTPException) as error:
                self.error = error
            finally:
                self.finished = time.monotonic()
                self.done.set()

        threading.Thread(target=run, daemon=True).start()


def wait_until_held(cluster, polls):
    """Waits until the shards hold at least these polls (each says so at /api/status)."""
    def held():
        return sum(request(port, "GET", "/api/status").json()["heldPolls"] for port in cluster.ports.values()) >= len(polls)

    assert wait_for(held, 10), "the shards never held every poll"


@pytest.fixture(scope="module")
def cluster():
    running = Cluster()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def sessions(cluster):
    return create_sessions(cluster.port, SESSIONS)


def test_the_shipped_example_config_is_what_the_generator_writes_for_two_processes():
    written = subprocess.run(
        [os.path.join(REPO, "scripts/nginx-conf.sh"), "--listen", "8080", "s0=8081", "s1=8082"],
        check=True, capture_output=True, text=True).stdout
    with open(os.path.join(REPO, "deploy/nginx.conf")) as f:
        assert f.read() == written, "regenerate deploy/nginx.conf with scripts/nginx-conf.sh"


def test_the_example_config_is_valid_nginx(tmp_path):
    check = subprocess.run(
        [nginx_binary(), "-t", "-c", os.path.join(REPO, "deploy/nginx.conf"), "-p", str(tmp_path) + "/"],
        capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def test_new_sessions_are_spread_over_both_shards_round_robin(sessions):
    counts = {}
    for session_id in sessions:
        counts[shard_of(session_id)] = counts.get(shard_of(session_id), 0) + 1
    print("\n%d sessions through nginx: %s" % (len(sessions), counts))
    assert set(counts) == {"s0", "s1"}
    assert min(counts.values()) >= SESSIONS * 0.4


def test_every_sessions_requests_reach_the_process_of_its_own_shard(cluster, sessions):
    for session_id in sessions:
        shard = shard_of(session_id)
        answer = rotate(cluster.port, session_id, "landscapeLeft")
        assert answer.status == 200, answer.body
        assert answer.json()["version"] == answer.json()["since"] + 1
        other = "s1" if shard == "s0" else "s0"
        assert tree(cluster.ports[shard], session_id).json()["orientation"] == "landscapeLeft"
        assert tree(cluster.ports[other], session_id).error_code == "unknown_session"


def test_an_input_releases_a_poll_held_through_nginx_at_once(cluster, sessions):
    chosen = [s for s in sessions if shard_of(s) == "s0"][:10] + [s for s in sessions if shard_of(s) == "s1"][:10]
    versions = {s: tree(cluster.port, s).json()["version"] for s in chosen}
    polls = {s: HeldPoll(cluster.port, s, versions[s]) for s in chosen}
    wait_until_held(cluster, polls)
    assert not any(p.done.is_set() for p in polls.values()), "a poll at the current version came back without a commit"
    delays = []
    for session_id in chosen:
        sent = time.monotonic()  # a tree and an input: the delay includes both
        assert turn(cluster.port, session_id).status == 200
        poll = polls[session_id]
        assert poll.done.wait(5)
        assert poll.answer.status == 200
        assert poll.answer.json()["version"] == versions[session_id] + 1
        assert poll.answer.json()["ops"], "the rotation's ops"
        delays.append(max(0.0, poll.finished - sent))
    print("\npoll released through nginx after an input: median %.1f ms, max %.1f ms"
          % (statistics.median(delays) * 1000, max(delays) * 1000))
    assert max(delays) < 1.0


def test_an_id_of_no_shard_here_or_a_malformed_id_is_404_unknown_session(cluster):
    for session_id in ["s9-0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef", "s0-xyz", "S0-0"]:
        answer = tree(cluster.port, session_id)
        assert answer.status == 404, session_id
        assert answer.error_code == "unknown_session"


def run_flow_for_a_report(port):
    flow = "scene: pin\ndevices: [iphone-15]\nsteps:\n  - tap: pin-field\n"
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("POST", "/api/flows/run?report=html", body=flow.encode(),
                           headers={"Content-Type": "application/yaml"})
        answer = connection.getresponse()
        assert answer.status == 200
        return json.loads(answer.read())["report"]
    finally:
        connection.close()


def reports_of_both_shards(port):
    reports = {}
    for _ in range(10):
        url = run_flow_for_a_report(port)
        reports.setdefault(shard_of(url.rsplit("/", 1)[1]), url)
        if len(reports) == 2:
            break
    assert set(reports) == {"s0", "s1"}, reports
    return reports


def test_a_flow_report_is_found_on_the_process_that_keeps_it(cluster):
    for url in reports_of_both_shards(cluster.port).values():
        for _ in range(4):
            page = request(cluster.port, "GET", url)
            assert page.status == 200 and page.headers["content-type"].startswith("text/html")


def test_the_page_and_catalogue_are_served_and_the_host_and_origin_checks_still_hold(cluster, sessions):
    port = cluster.port
    page = request(port, "GET", "/")
    assert page.status == 200 and page.headers["content-type"].startswith("text/html")
    assert request(port, "GET", "/api/devices").status == 200
    for host in ["127.0.0.1:%d" % port, "localhost:%d" % port]:
        own = {"Host": host, "Origin": "http://" + host}
        assert request(port, "POST", "/api/sessions", NEW_SESSION, headers=own).status == 201
        assert rotate_with(port, sessions[0], own).status == 200
    foreign = request(port, "POST", "/api/sessions", NEW_SESSION, headers={"Origin": "http://evil.example"})
    assert (foreign.status, foreign.error_code) == (403, "foreign_origin")
    assert rotate_with(port, sessions[1], {"Origin": "http://evil.example:%d" % port}).status == 403
    rebound = request(port, "GET", "/api/devices", headers={"Host": "evil.example:%d" % port})
    assert (rebound.status, rebound.error_code) == (421, "unknown_host")


def rotate_with(port, session_id, headers):
    body = {"type": "rotate", "orientation": "landscapeRight"}
    return request(port, "POST", "/api/sessions/%s/input" % session_id, body, headers=headers)


def test_a_killed_shards_sessions_answer_410_session_gone_and_the_other_shards_carry_on():
    cluster = Cluster()
    try:
        run_kill_scenario(cluster)
    finally:
        cluster.stop()


def run_kill_scenario(cluster):
    port = cluster.port
    ids = create_sessions(port, SESSIONS)
    dead = [s for s in ids if shard_of(s) == "s0"]
    alive = [s for s in ids if shard_of(s) == "s1"]
    assert dead and alive and len(dead) + len(alive) == SESSIONS
    reports = reports_of_both_shards(port)
    versions = {}
    for session_id in ids:
        answer = rotate(port, session_id, "landscapeLeft")
        assert answer.status == 200
        versions[session_id] = answer.json()["version"]

    # Every session holds a poll; then s0's process is killed.
    polls = {s: HeldPoll(port, s, versions[s]) for s in ids}
    held_from = time.monotonic()
    wait_until_held(cluster, polls)
    assert not any(p.done.is_set() for p in polls.values())
    killed = time.monotonic()
    cluster.kill("s0")

    for session_id in dead:
        poll = polls[session_id]
        assert poll.done.wait(5), "a poll held on the killed process is not answered"
        assert poll.answer.status == 410
        assert poll.answer.headers["content-type"] == "application/json"
        assert poll.answer.error_code == "session_gone"
    gone_after = max(polls[s].finished for s in dead) - killed
    print("\n%d held polls of the killed shard answered 410 within %.0f ms" % (len(dead), gone_after * 1000))
    assert not any(polls[s].done.is_set() for s in alive), "the other shard's polls were disturbed"

    for session_id in dead:
        for method, path, body in [
            ("POST", "/input", {"type": "rotate", "orientation": "portrait"}),
            ("GET", "/tree", None),
            ("GET", "/events?since=%d" % versions[session_id], None),
        ]:
            answer = request(port, method, "/api/sessions/" + session_id + path, body)
            assert (answer.status, answer.error_code) == (410, "session_gone"), (session_id, path)
        assert request(port, "DELETE", "/api/sessions/" + session_id).status == 410

    gone = request(port, "GET", reports["s0"])
    assert (gone.status, gone.error_code) == (404, "unknown_report")
    assert request(port, "GET", reports["s1"]).status == 200

    # The other shard: state untouched; half get an input that releases their poll, the
    # other half's polls stay held the full 25 s and come back empty (nginx waits longer).
    for session_id in alive:
        now = tree(port, session_id).json()
        assert (now["version"], now["orientation"]) == (versions[session_id], "landscapeLeft")
    released, idle = alive[: len(alive) // 2], alive[len(alive) // 2:]
    for session_id in released:
        answer = rotate(port, session_id, "portrait")
        assert answer.status == 200
        assert answer.json()["version"] == versions[session_id] + 1
        poll = polls[session_id]
        assert poll.done.wait(5)
        assert poll.answer.status == 200 and poll.answer.json()["version"] == versions[session_id] + 1
        again = request(port, "GET", "/api/sessions/%s/events?since=%d" % (session_id, versions[session_id]))
        assert again.status == 200 and again.json()["version"] == versions[session_id] + 1

    for session_id in idle:
        poll = polls[session_id]
        assert poll.done.wait(HOLD_S + 15), "an idle poll was not answered after the hold"
        assert poll.answer.status == 200
        assert poll.answer.json() == {"version": versions[session_id], "ops": []}
        assert poll.finished - held_from >= HOLD_S - 1
    print("%d idle polls of the live shard held %.1f s and answered 200 with no ops"
          % (len(idle), min(polls[s].finished for s in idle) - held_from))

    # New sessions all land on the live process.
    assert {shard_of(s) for s in create_sessions(port, 20)} == {"s1"}
