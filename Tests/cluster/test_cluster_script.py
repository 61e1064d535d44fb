"""scripts/cluster.sh: it starts two shard processes and nginx, prints the address, and
stops every one of them on Ctrl-C or SIGTERM, leaving nothing behind. It runs the
server binary from $FORMSIM_SERVER_BIN (default .build/debug/SimulatorServer) rather
than building the release one."""

import os
import re
import signal
import socket
import subprocess
import threading
import time

import pytest

from formsim_cluster import REPO, request, server_binary, uploads_by_address, wait_for

LISTENING = re.compile(r"FormSim listening on http://127\.0\.0\.1:(\d+)/")
PREFIX = re.compile(r"Logs and nginx\.conf in (\S+)")


def is_free(port):
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def free_ports(count):
    """`count` free consecutive ports."""
    for start in range(20000 + os.getpid() % 20000, 60000, 7):
        if all(is_free(start + i) for i in range(count)):
            return start
    raise RuntimeError("no free ports")


def group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


def parent_of(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def descendants(pid):
    """Every process below `pid` (the script's shards and nginx, each in a session of its
    own, and nginx's workers)."""
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        for entry in os.listdir("/proc"):
            if entry.isdigit() and parent_of(int(entry)) == parent:
                found.append(int(entry))
                frontier.append(int(entry))
    return found


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open("/proc/%d/stat" % pid) as f:
        return f.read().rsplit(")", 1)[1].split()[0] != "Z"


def kill_all(pids):
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def start_cluster():
    """scripts/cluster.sh with two processes on free ports: (port, script, its output lines so far)."""
    port = free_ports(3)
    env = dict(os.environ, FORMSIM_SERVER_BIN=os.path.abspath(os.path.join(REPO, server_binary())))
    script = subprocess.Popen(
        ["bash", "scripts/cluster.sh", "--processes", "2", "--port", str(port), "--base-port", str(port + 1)],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
        # As a terminal starts it: a test runner started in the background of a script
        # inherits SIGINT ignored, and a shell cannot trap a signal ignored on entry.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    lines = []
    threading.Thread(target=lambda: lines.extend(line.rstrip("\n") for line in script.stdout), daemon=True).start()
    return port, script, lines


def stop_cluster(script):
    """SIGTERM to the script, then whatever of it is left killed, and the script reaped."""
    script.send_signal(signal.SIGTERM)
    try:
        script.wait(timeout=20)
    finally:
        kill_all(descendants(script.pid))
        if group_alive(script.pid):
            os.killpg(script.pid, signal.SIGKILL)
        script.wait()


def run_and_stop(stop, exit_code):
    port, script, lines = start_cluster()
    try:
        assert wait_for(lambda: any(LISTENING.search(line) for line in lines) or script.poll() is not None, 120), lines
        assert any("FormSim listening on http://127.0.0.1:%d/" % port in line for line in lines), lines
        prefix = next(PREFIX.search(line).group(1) for line in lines if PREFIX.search(line))
        assert os.path.isdir(prefix)
        shards = set()
        for _ in range(6):
            created = request(port, "POST", "/api/sessions", {"device": "iphone-15", "scene": "contacts"})
            assert created.status == 201
            shards.add(created.json()["id"].split("-")[0])
        assert shards == {"s0", "s1"}
        processes = descendants(script.pid)
        assert len(processes) >= 3, processes  # two shards and nginx

        stopped = time.monotonic()
        stop(script)
        script.wait(timeout=20)
        print("\ncluster.sh stopped in %.1f s (exit %d)" % (time.monotonic() - stopped, script.returncode))
        assert script.returncode == exit_code, "\n".join(lines[-30:])
        assert wait_for(lambda: not group_alive(script.pid) and not any(alive(pid) for pid in processes), 5), \
            "a process of the cluster outlived the script"
        assert all(is_free(port + i) for i in range(3)), "a port is still taken"
        assert not os.path.exists(prefix)
        # The script has exited; the thread reading its output may still be on its last line.
        assert wait_for(lambda: any("FormSim cluster stopped" in line for line in lines), 5), lines
    finally:
        kill_all(descendants(script.pid))
        if group_alive(script.pid):
            os.killpg(script.pid, signal.SIGKILL)
        script.wait()


def test_ctrl_c_stops_nginx_and_every_process():
    # Ctrl-C in a terminal signals the whole foreground process group.
    run_and_stop(lambda script: os.killpg(script.pid, signal.SIGINT), 130)


def test_sigterm_to_the_script_alone_stops_nginx_and_every_process():
    run_and_stop(lambda script: script.send_signal(signal.SIGTERM), 143)


def shard_pid(script_pid, name):
    """The pid of the script's shard process `name` (a child of the script, in a session of its own)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry) as f:
                parent = int(f.read().rsplit(")", 1)[1].split()[1])
            if parent != script_pid:
                continue
            with open("/proc/%s/cmdline" % entry, "rb") as f:
                arguments = f.read().split(b"\0")
        except (OSError, ProcessLookupError, ValueError, IndexError):
            continue
        if b"--shard" in arguments and arguments[arguments.index(b"--shard") + 1] == name.encode():
            return int(entry)
    return None


def test_a_shard_that_dies_is_started_again_and_takes_new_sessions():
    port, script, lines = start_cluster()
    try:
        assert wait_for(lambda: any(LISTENING.search(line) for line in lines) or script.poll() is not None, 120), lines
        killed = shard_pid(script.pid, "s0")
        assert killed is not None
        os.kill(killed, signal.SIGKILL)
        assert wait_for(lambda: (shard_pid(script.pid, "s0") or killed) != killed, 20), lines
        assert script.poll() is None

        def lands_on_s0():
            created = request(port, "POST", "/api/sessions", {"device": "iphone-15", "scene": "contacts"})
            return created.status == 201 and created.json()["id"].startswith("s0-")
        assert wait_for(lands_on_s0, 30), lines
        assert any("shard s0 stopped" in line and "starting it again" in line for line in lines), lines
    finally:
        stop_cluster(script)


def test_the_shards_count_each_browser_at_the_address_nginx_saw():
    port, script, lines = start_cluster()
    try:
        assert wait_for(lambda: any(LISTENING.search(line) for line in lines) or script.poll() is not None, 120), lines
        accepted, spoofed, elsewhere = uploads_by_address(port)
        assert accepted == 40, "20 uploads without a token per address on each of the two processes"
        assert spoofed.status == 429, spoofed.body
        assert elsewhere.status == 201, "the shards did not believe nginx's X-Real-IP: %s" % elsewhere.body
    finally:
        stop_cluster(script)
