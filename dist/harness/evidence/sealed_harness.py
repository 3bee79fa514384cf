"""seedgate's sealed-python harness (seed 003, executor 2).

Loads the sealed properties.py by path, calls check(case) for the named case of
seeds.json, and writes one JSON row to fd 3, the result channel seedgate opened
(never to a path in argv, env or the workspace, which the code under test could find
and write first). A run that writes no row (os._exit, a crash, a kill) is an error to
the caller, never a pass; so is a run whose channel holds more than one row.
"""
import importlib.util
import json
import sys
import traceback

import seedgate_channel


def main(oracle_dir: str, case_id: str) -> int:
    # Taken before the property runs: a closed fd 3 means seedgate opened no channel.
    channel = seedgate_channel.result_channel()
    with open(f"{oracle_dir}/seeds.json", encoding="utf-8") as fh:
        cases = {c["id"]: c for c in json.load(fh)["cases"]}
    spec = importlib.util.spec_from_file_location("seedgate_sealed_properties", f"{oracle_dir}/properties.py")
    assert spec is not None and spec.loader is not None  # a .py file's path always has both
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    row = {"case": case_id, "outcome": "pass", "detail": "passed"}
    try:
        module.check(cases[case_id])
    except Exception as exc:  # the property's verdict: any exception fails the case
        row = {"case": case_id, "outcome": "fail", "detail": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()[-2000:]}
    remote = sys.modules.get("seedgate_oracle")  # isolation: process; an error the property may have swallowed
    if remote is not None and remote.REPORTED:
        sys.stderr.write(f"seedgate: no row: {remote.REPORTED[0]}\n")
        return 3
    with channel:
        channel.send(row)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
