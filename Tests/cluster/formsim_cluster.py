"""A FormSim cluster for the tests: shard processes behind nginx, started directly.

The server binary comes from $FORMSIM_SERVER_BIN (default .build/debug/SimulatorServer),
each process started with `--port 0 --shard sN --trusted-proxy 127.0.0.1` in the repository
root (its port read from the line `FormSim listening on http://HOST:PORT/`), as
scripts/cluster.sh starts them; the nginx config is written by scripts/nginx-conf.sh, as
scripts/cluster.sh writes it, and nginx runs under a temporary prefix. `Cluster.stop()` ends every process it started, whatever state they are in.
"""

import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LISTENING = re.compile(r"FormSim listening on http://[^\s/]+:(\d+)/")
STARTUP_TIMEOUT_S = 30


def server_binary():
    return os.environ.get("FORMSIM_SERVER_BIN", os.path.join(REPO, ".build/debug/SimulatorServer"))


def nginx_binary():
    """nginx, or None when it is not installed."""
    found = shutil.which("nginx") or "/usr/sbin/nginx"
    return found if os.access(found, os.X_OK) else None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(predicate, timeout_s, step_s=0.05):
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step_s)
    return predicate()


def stop_process(process, timeout_s=10):
    """SIGTERM, then SIGKILL to the process's own group (nginx's workers too)."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout_s)
            return
        except subprocess.TimeoutExpired:
            pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


class Cluster:
    def __init__(self, shards=("s0", "s1")):
        self.prefix = tempfile.mkdtemp(prefix="formsim-cluster-test.")
        self.processes = {}  # shard name -> Popen
        self.ports = {}  # shard name -> port
        self.nginx = None
        try:
            for name in shards:
                self._start_shard(name)
            self.port = free_port()
            self._start_nginx()
        except BaseException:
            self.stop()
            raise

    def _start_shard(self, name):
        log = open(os.path.join(self.prefix, name + ".log"), "w")
        # nginx connects from 127.0.0.1 and names the browser in X-Real-IP (docs/SCALING.md).
        command = [server_binary(), "--port", "0", "--public", "Public", "--forms", "Forms", "--shard", name,
                   "--trusted-proxy", "127.0.0.1"]
        process = subprocess.Popen(command, cwd=REPO, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        self.processes[name] = process
        port = []

        def listening():
            with open(os.path.join(self.prefix, name + ".log")) as f:
                text = f.read()
            # Its forms (--forms) load once it listens: the shard is ready when they are in.
            match = LISTENING.search(text) if "FormSim forms loaded" in text else None
            if match:
                port.append(int(match.group(1)))
            return bool(port) or process.poll() is not None

        wait_for(listening, STARTUP_TIMEOUT_S)
        if not port:
            raise RuntimeError("shard %s did not start: %s\n%s" % (name, " ".join(command), self.log(name)))
        self.ports[name] = port[0]

    def _start_nginx(self):
        arguments = ["%s=%d" % (name, port) for name, port in self.ports.items()]
        config = subprocess.run(
            [os.path.join(REPO, "scripts/nginx-conf.sh"), "--listen", str(self.port)] + arguments,
            check=True, capture_output=True, text=True).stdout
        path = os.path.join(self.prefix, "nginx.conf")
        with open(path, "w") as f:
            f.write(config)
        errors = open(os.path.join(self.prefix, "nginx.out"), "w")
        self.nginx = subprocess.Popen(
            [nginx_binary(), "-c", path, "-p", self.prefix + "/", "-g", "daemon off;"],
            stdout=errors, stderr=subprocess.STDOUT, start_new_session=True)
        errors.close()

        def accepting():
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return True
            except OSError:
                return self.nginx.poll() is not None

        wait_for(accepting, STARTUP_TIMEOUT_S)
        if self.nginx.poll() is not None:
            raise RuntimeError("nginx did not start:\n" + self.log("nginx.out") + self.log("error.log"))

    def log(self, name):
        path = os.path.join(self.prefix, name if "." in name else name + ".log")
        try:
            with open(path) as f:
                return f.read()[-4000:]
        except OSError:
            return ""

    def kill(self, name):
        """SIGKILL one shard's process: its sessions die with it."""
        process = self.processes[name]
        process.kill()
        process.wait()

    def stop(self):
        if self.nginx is not None:
            stop_process(self.nginx)
        for process in self.processes.values():
            stop_process(process)
        shutil.rmtree(self.prefix, ignore_errors=True)


class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body

    def json(self):
        return json.loads(self.body)

    @property
    def error_code(self):
        return self.json().get("error", {}).get("code")


def request(port, method, path, body=None, headers=None, timeout=10, source="127.0.0.1"):
    """One request on its own connection (so a held poll holds only its own), from the
    loopback address `source` (Linux answers all of 127.0.0.0/8: another browser)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    try:
        sent = dict(headers or {})
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent.setdefault("Content-Type", "application/json")
        connection.request(method, path, body=data, headers=sent)
        answer = connection.getresponse()
        return Response(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read())
    finally:
        connection.close()


def upload_form(port, form_id, headers=None, source="127.0.0.1"):
    """`POST /api/forms` of a one-row JSON form, with no client token unless in `headers`."""
    form = {"id": form_id, "sections": [{"rows": [{"text": "name"}]}]}
    return request(port, "POST", "/api/forms", form, headers=headers, source=source)


def uploads_by_address(port):
    """Through nginx: 60 uploads without a token from 127.0.0.1 (how many were taken),
    then one claiming another address in X-Real-IP, then one from 127.0.0.2 (answers)."""
    accepted = sum(upload_form(port, "local-%d" % i).status == 201 for i in range(60))
    spoofed = upload_form(port, "spoofed", headers={"X-Real-IP": "192.0.2.1"})
    elsewhere = upload_form(port, "elsewhere", source="127.0.0.2")
    return accepted, spoofed, elsewhere
