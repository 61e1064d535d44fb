"""docs/flow.schema.json stays in step with the flow reader: every shipped flow and every
whole flow in docs/FLOWS.md passes it and runs; every mistake the reader refuses, the
schema refuses too."""

import glob
import json
import os
import re

import jsonschema
import pytest
import yaml

from conftest import REPO
from helpers import post_yaml

SCHEMA = json.load(open(os.path.join(REPO, "docs", "flow.schema.json")))


class FlowLoader(yaml.SafeLoader):
    """YAML as the engine reads it (YAML 1.2's core schema): `on:` is a key, not true, and
    dates stay text."""


FlowLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:bool")]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
FlowLoader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def load(text):
    return yaml.load(text, Loader=FlowLoader)


def run(server, text):
    status, body = post_yaml(server, "/api/flows/run", text)
    return status, json.loads(body)


SHIPPED = sorted(glob.glob(os.path.join(REPO, "Flows", "*.yaml")))


def documented_flows():
    """The YAML blocks of docs/FLOWS.md that are whole flows (they name a scene)."""
    text = open(os.path.join(REPO, "docs", "FLOWS.md")).read()
    blocks = re.findall(r"```yaml\n(.*?)```", text, re.S)
    return [b for b in blocks if re.search(r"^scene:", b, re.M)]


BAD = {
    "unknown step": "scene: login\nsteps:\n  - tapp: login-button\n",
    "unknown flow key": "scene: login\ndevice: [iphone-15]\nsteps:\n  - tap: login-button\n",
    "no steps": "scene: login\n",
    "unknown expect key": "scene: login\nsteps:\n  - expect: {id: email-field, colour: systemRed}\n",
    "visible above one": "scene: login\nsteps:\n  - expect: {id: email-field, visible: 1.5}\n",
    "bad direction": "scene: login\nsteps:\n  - scrollUntilVisible: {element: login-button, direction: left}\n",
    "too many scrolls": "scene: login\nsteps:\n  - scrollUntilVisible: {element: login-button, maxScrolls: 500}\n",
    "count in a step": "scene: login\nsteps:\n  - tap: {role: textField, count: 2}\n",
    "colour in a step": "scene: login\nsteps:\n  - tap: {color: systemBlue}\n",
    "repeat without times or while": "scene: login\nsteps:\n  - repeat: {steps: [{wait: 10}]}\n",
    "bad orientation": "scene: login\nsteps:\n  - rotate: sideways\n",
    "bad settings key": "scene: login\nsteps:\n  - settings: {darkMode: true}\n",
    "bad window": "scene: login\nwindow: quarter\nsteps:\n  - wait: 1\n",
    "bad expectCrash key": "scene: login\nsteps:\n  - expectCrash: {reason: x}\n",
}


@pytest.mark.parametrize("path", SHIPPED, ids=[os.path.basename(p) for p in SHIPPED])
def test_every_shipped_flow_passes_the_schema(path):
    jsonschema.validate(load(open(path).read()), SCHEMA)


def test_the_schema_is_itself_a_valid_json_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_every_whole_flow_in_the_docs_passes_the_schema_and_holds(server):
    flows = documented_flows()
    assert len(flows) >= 3
    for text in flows:
        jsonschema.validate(load(text), SCHEMA)
        if "runFlow" in text:
            continue  # a flow sent over HTTP has no files beside it
        status, answer = run(server, text)
        assert status == 200, (text, answer)
        assert answer["passed"] is True, (text, answer)


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_mistake_the_reader_refuses_the_schema_refuses_too(name, server):
    text = BAD[name]
    status, answer = run(server, text)
    assert status == 400, answer
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(load(text), SCHEMA)


def test_a_flow_with_the_new_assertions_passes_the_schema_and_runs(server):
    text = ("scene: login\ndevices: [iphone-15]\nsteps:\n  - tap: {role: textField, label: /Email/}\n"
            "  - expect: {id: email-field, visible: 0.9, enabled: true}\n  - expect: {role: textField, count: 2}\n"
            "  - expect: {id: login-button, color: white, fill: systemBlue}\n  - repeat: {times: 2, steps: [{wait: 10}]}\n"
            "  - relaunch\n  - expect: {firstResponder: null}\n")
    jsonschema.validate(load(text), SCHEMA)
    status, answer = run(server, text)
    assert status == 200, answer
    assert answer["passed"] is True, answer
