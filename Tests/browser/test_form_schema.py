"""docs/form.schema.json stays in step with the loader: every shipped form passes it and
loads; every structural mistake the loader refuses, the schema refuses too."""

import glob
import json
import os

import jsonschema
import pytest
import yaml

from conftest import REPO
from helpers import post_yaml

SCHEMA = json.load(open(os.path.join(REPO, "docs", "form.schema.json")))


class TextLoader(yaml.SafeLoader):
    """YAML as the loader reads it: dates stay text (the loader checks their form)."""


TextLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(text):
    return yaml.load(text, Loader=TextLoader)


def upload(server, text):
    return post_yaml(server, "/api/forms", text)[0]


SHIPPED = sorted(
    glob.glob(os.path.join(REPO, "Forms", "*.yaml"))
    + glob.glob(os.path.join(REPO, "Forms", "*.json"))
    # The built-in Contacts and Login scenes are form files too.
    + glob.glob(os.path.join(REPO, "Sources", "Scenes", "BuiltIn", "*.yaml")))

BAD = {
    "unknown row kind": "sections:\n  - rows:\n      - textfield: a\n",
    "unknown row key": "sections:\n  - rows:\n      - switch: a\n        options: [x]\n",
    "unknown form key": "titel: A\nsections:\n  - rows:\n      - text: a\n",
    "wrong type": "sections:\n  - rows:\n      - text: a\n        required: 3\n",
    "bad id": "sections:\n  - rows:\n      - text: Name\n",
    "too few segments": "sections:\n  - rows:\n      - segmented: s\n        options: [One]\n",
    "too many segments": "sections:\n  - rows:\n      - segmented: s\n        options: [a, b, c, d, e, f]\n",
    "no options": "sections:\n  - rows:\n      - picker: p\n",
    "bad keyboard": "sections:\n  - rows:\n      - text: a\n        keyboard: emoji\n",
    "bad style": "style: fancy\nsections:\n  - rows:\n      - text: a\n",
    "no sections": "title: Empty\n",
    "bad date": "sections:\n  - rows:\n      - date: d\n        value: '15.01.1990'\n",
    "bad button role": "sections:\n  - rows:\n      - button: b\n        role: cancel\n",
    "bad value view": "sections:\n  - rows:\n      - date: d\n        valueView: button\n",
    "bad class name": "sections:\n  - rows:\n      - text: a\n        customClass: 'My Field'\n",
    "bad section id": "sections:\n  - id: Name\n    rows:\n      - text: a\n",
    "bad table id": "table: My Table\nsections:\n  - rows:\n      - text: a\n",
    "bad condition": "sections:\n  - rows:\n      - switch: a\n      - text: b\n        visibleWhen: {row: a, is: true}\n",
    # E1, E2: a date style the loader does not know, a menu without options.
    "bad date style": "sections:\n  - rows:\n      - date: d\n        style: graphical\n",
    "menu without options": "sections:\n  - rows:\n      - menu: m\n",
}


@pytest.mark.parametrize("path", SHIPPED, ids=[os.path.basename(p) for p in SHIPPED])
def test_every_shipped_form_passes_the_schema(path):
    text = open(path).read()
    jsonschema.validate(load(text) if path.endswith((".yaml", ".yml")) else json.loads(text), SCHEMA)


def test_the_schema_is_itself_a_valid_json_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_mistake_the_loader_refuses_the_schema_refuses_too(name, server):
    text = BAD[name]
    assert upload(server, text) == 400
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(load(text), SCHEMA)


def test_a_form_the_schema_accepts_the_loader_loads(server):
    text = "id: fine\ntitle: Fine\nsections:\n  - header: H\n    rows:\n      - text: a\n        label: A\n        required: true\n"
    jsonschema.validate(load(text), SCHEMA)
    assert upload(server, text) == 201


def test_a_row_with_visible_when_passes_the_schema_and_loads(server):
    text = ("id: shown\ntitle: Shown\nsections:\n  - rows:\n      - switch: gift\n      - text: note\n"
            "        visibleWhen: {any: [{row: gift}, {not: {row: gift, equals: true}}]}\n")
    jsonschema.validate(load(text), SCHEMA)
    assert upload(server, text) == 201
