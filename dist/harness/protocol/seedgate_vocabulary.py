"""The wire's vocabulary (wire.json beside this file), read once at import.

wire.json is the one place the frames, the limits and both codecs' tags are written;
fast-check-wire.mjs reads the same file through wire-vocabulary.mjs. Reading it costs
about 15 microseconds (json is imported by the wire anyway), less than a module's bytecode.
"""
from __future__ import annotations

import json
import os

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "wire.json")


def load(path: str) -> dict[str, Any]:
    """The table at `path`, checked: a tag names one idea in every language."""
    with open(path, "rb") as fh:
        table: dict[str, Any] = json.loads(fh.read())
    seen: dict[str, str] = {}
    for name, entry in table["tags"].items():
        tag = entry["tag"]
        if type(tag) is not str or not tag or tag in seen:
            raise ValueError(f"{path}: the tag {tag!r} of {name!r} is empty or also names {seen.get(tag)!r}")
        seen[tag] = name
    return table


TABLE = load(PATH)
TAGS: dict[str, str] = {name: entry["tag"] for name, entry in TABLE["tags"].items() if "python" in entry["langs"]}
HEADER_BYTES: int = TABLE["frame"]["header_bytes"]
MAX_BYTES: int = TABLE["frame"]["max_bytes"]
MAX_DEPTH: int = TABLE["limits"]["max_depth"]
MAX_SAFE_INTEGER: int = TABLE["limits"]["max_safe_integer"]
MAX_EXCEPTION_CLASSES: int = TABLE["limits"]["max_exception_classes"]
NUMBER_SPECIALS: list[str] = TABLE["number_specials"]
