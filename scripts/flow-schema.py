"""Writes docs/flow.schema.json, the JSON Schema of a flow file (docs/FLOWS.md), from the
tables below. The flow reader (Sources/Flows) is the last word: FlowSchemaTests checks
that the schema names its keys and steps, and Tests/browser/test_flow_schema.py that
every shipped and documented flow passes it and every mistake the reader refuses, it
refuses. Run it after adding a step or a key: python3 scripts/flow-schema.py"""
import json
import os
text = {"description": "exact text, /a pattern/, {contains: part} or {regex: pattern}", "oneOf": [
    {"type": "string"},
    {"type": "object", "properties": {"contains": {"type": "string"}}, "required": ["contains"], "additionalProperties": False},
    {"type": "object", "properties": {"regex": {"type": "string"}}, "required": ["regex"], "additionalProperties": False}]}
color = {"type": "string", "description": "a system colour's UIKit name (systemRed, secondaryLabel, …) or #RRGGBB / rgba(r,g,b,a)"}
on = {"type": "string", "description": "phone, pad, a device id, or an iPad with its window (ipad-10@oneThird)"}
states = {"type": "array", "minItems": 1, "maxItems": 16, "items": {"type": "string"}}
spec_props = {
    "id": {"type": "string"}, "role": {"type": "string"}, "value": {"$ref": "#/$defs/text"},
    "label": {"$ref": "#/$defs/text"}, "text": {"$ref": "#/$defs/text"}, "states": states,
    "contains": {"type": "array", "minItems": 1, "maxItems": 100, "items": {"type": "string"}},
    "visible": {"oneOf": [{"type": "boolean"}, {"type": "number", "exclusiveMinimum": 0, "maximum": 1}],
                "description": "true, false, or the least part of the element in view (0.5)"},
    "enabled": {"type": "boolean"}, "presentation": {"type": "string", "enum": ["popover", "sheet", "overlay", "menu"]},
    "below": {"$ref": "#/$defs/element"}, "above": {"$ref": "#/$defs/element"}, "inside": {"$ref": "#/$defs/element"},
    "index": {"type": "integer", "minimum": 0, "maximum": 10000},
}
selector = {"type": "object", "properties": dict(spec_props), "additionalProperties": False, "minProperties": 1}
element = {"description": "an element id (or, when no element has it as id, its text), or what a person sees of it",
           "oneOf": [{"type": "string"}, {"$ref": "#/$defs/selector"}]}
expect_props = dict(spec_props)
expect_props.update({"count": {"type": "integer", "minimum": 0, "maximum": 10000}, "color": color, "fill": color,
    "on": {"$ref": "#/$defs/on"},
    "firstResponder": {"type": ["string", "null"]}, "pasteboard": {"type": ["string", "null"]},
    "absent": {"$ref": "#/$defs/absent"}})
absent_props = {k: v for k, v in expect_props.items() if k not in ("on", "firstResponder", "pasteboard", "absent")}
point = {"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"], "additionalProperties": False}
target = {"oneOf": [{"$ref": "#/$defs/element"}, {"$ref": "#/$defs/point"}]}
drag_end = {"oneOf": [{"$ref": "#/$defs/element"}, {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}]}
orientation = {"type": "string", "enum": ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]}
window = {"oneOf": [{"type": "string", "enum": ["full", "twoThirds", "half", "oneThird", "slideOver"]},
    {"type": "object", "properties": {"width": {"type": "number"}, "height": {"type": "number"}}, "required": ["width", "height"], "additionalProperties": False}]}
content_size = {"type": "string", "enum": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]}
locale = {"type": "string", "enum": ["en_US", "ja_JP", "de_DE", "fr_FR", "zh_Hans", "ar", "he"]}
alone = lambda: {"oneOf": [{"type": "null"}, {"const": True}]}
actions = {
    "tap": {"$ref": "#/$defs/target"}, "longPress": {"$ref": "#/$defs/target"},
    "drag": {"type": "object", "properties": {"from": drag_end, "to": drag_end, "ms": {"type": "number", "exclusiveMinimum": 0, "maximum": 600000}},
             "required": ["from", "to"], "additionalProperties": False},
    "pick": {"type": "object", "properties": {"target": {"type": "string"}, "date": {"type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$"},
             "time": {"type": "string", "pattern": "^\\d{1,2}:\\d{2}$"}, "row": {"type": "integer", "minimum": 0}, "value": {"type": "string"}},
             "required": ["target"], "additionalProperties": False, "minProperties": 2, "maxProperties": 2},
    "rotate": orientation,
    "settings": {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
        "appearance": {"enum": ["light", "dark"]}, "increaseContrast": {"type": "boolean"}, "contentSize": {"$ref": "#/$defs/contentSize"},
        "locale": {"$ref": "#/$defs/locale"}, "window": {"$ref": "#/$defs/window"}, "hardwareKeyboard": {"type": "boolean"}}},
    "type": {"type": "string"},
    "key": {"type": "string", "description": "one character, or Backspace, Enter, Tab, Escape, ArrowLeft, ArrowRight, ArrowUp, ArrowDown"},
    "wait": {"type": "number", "minimum": 0, "maximum": 600000},
    "scrollTo": {"$ref": "#/$defs/element"},
    "tapOutside": {"$ref": "#/$defs/element"},
    "scrollUntilVisible": {"type": "object", "required": ["element"], "additionalProperties": False, "properties": {
        "element": {"$ref": "#/$defs/element"}, "direction": {"enum": ["down", "up"]}, "maxScrolls": {"type": "integer", "minimum": 1, "maximum": 200}}},
    "hideKeyboard": alone(), "relaunch": alone(), "clearState": alone(),
    "expectCrash": {"oneOf": [{"type": "null"}, {"const": True},
        {"type": "object", "properties": {"message": {"type": "string"}}, "additionalProperties": False}]},
    "expect": {"$ref": "#/$defs/expect"},
}
steps_one = []
for name, schema in actions.items():
    steps_one.append({"type": "object", "required": [name], "additionalProperties": False,
        "properties": {name: schema, "on": {"$ref": "#/$defs/on"}, "optional": {"type": "boolean"}}})
words = [{"const": n} for n in ("hideKeyboard", "relaunch", "clearState", "expectCrash")]
blocks = [
    {"type": "object", "required": ["when", "steps"], "additionalProperties": False, "properties": {
        "when": {"type": "object", "properties": {"on": {"$ref": "#/$defs/on"}}, "required": ["on"], "additionalProperties": False},
        "steps": {"$ref": "#/$defs/steps"}}},
    {"type": "object", "required": ["repeat"], "additionalProperties": False, "properties": {
        "on": {"$ref": "#/$defs/on"},
        "repeat": {"type": "object", "required": ["steps"], "additionalProperties": False, "anyOf": [{"required": ["times"]}, {"required": ["while"]}],
            "properties": {"times": {"type": "integer", "minimum": 1, "maximum": 1000}, "while": {"$ref": "#/$defs/expect"}, "steps": {"$ref": "#/$defs/steps"}}}}},
    {"type": "object", "required": ["runFlow"], "additionalProperties": False, "properties": {
        "on": {"$ref": "#/$defs/on"},
        "runFlow": {"oneOf": [{"type": "string"}, {"type": "object", "required": ["file"], "additionalProperties": False,
            "properties": {"file": {"type": "string"}, "env": {"$ref": "#/$defs/env"}}}]}}},
]
device = {"type": "string", "pattern": "^[a-z0-9-]+(@(full|twoThirds|half|oneThird|slideOver))?$"}
schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://formsim.dev/flow.schema.json",
    "title": "FormSim flow",
    "description": "A flow file (docs/FLOWS.md): an interaction with one form, with expectations, run on any set of devices. The engine's own reader is the last word; this schema is for editors and CI linters, and the tests keep it in step with that reader.",
    "type": "object",
    "required": ["scene", "steps"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string"}, "scene": {"type": "string"}, "variant": {"type": "string"},
        "devices": {"type": "array", "minItems": 1, "items": device},
        "orientation": orientation, "locale": {"$ref": "#/$defs/locale"}, "appearance": {"enum": ["light", "dark"]},
        "increaseContrast": {"type": "boolean"}, "contentSize": {"$ref": "#/$defs/contentSize"}, "window": {"$ref": "#/$defs/window"},
        "env": {"$ref": "#/$defs/env"},
        "tags": {"type": "array", "items": {"type": "string", "pattern": "^[A-Za-z0-9_-]+$"}},
        "matrix": {"type": "array", "minItems": 1, "maxItems": 100, "items": {"$ref": "#/$defs/env"}},
        "steps": {"$ref": "#/$defs/steps"},
    },
    "$defs": {
        "steps": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/step"}},
        "step": {"oneOf": words + steps_one + blocks},
        "text": text, "selector": selector, "element": element, "point": point, "target": target, "on": on,
        "expect": {"type": "object", "properties": expect_props, "additionalProperties": False, "minProperties": 1},
        "absent": {"type": "object", "properties": absent_props, "additionalProperties": False, "minProperties": 1},
        "window": window, "contentSize": content_size, "locale": locale,
        "env": {"type": "object", "propertyNames": {"pattern": "^[A-Za-z_][A-Za-z0-9_]*$"}, "additionalProperties": {"type": ["string", "number", "boolean"]}},
    },
}
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "flow.schema.json")
with open(out, "w") as f:
    json.dump(schema, f, indent=2)
    f.write("\n")
