"""seedgate's sealed-python harness (seed 003, executor 2).

Loads the sealed properties.py by path, calls check(case) for the named case of
seeds.json, and writes one JSON row on the result channel seedgate opened (an
inherited pipe on fd 3; no path in argv or the environment). The channel is moved to a
fresh descriptor before the oracle (and the production code it imports) is loaded, and
fd 3 is closed. A run that writes no row (os._exit, a crash, a kill) is an error to
the caller, never a pass; two rows are no row.

argv: ORACLE_DIR CASE_ID
"""
import os
import importlib.util
import json
import sys
import traceback


def _channel():
    fd = os.dup(3)
    os.close(3)
    return os.fdopen(fd, "w", encoding="utf-8")


def main(oracle_dir: str, case_id: str) -> int:
    channel = _channel()
    with open(f"{oracle_dir}/seeds.json", encoding="utf-8") as fh:
        cases = {c["id"]: c for c in json.load(fh)["cases"]}
    spec = importlib.util.spec_from_file_location("seedgate_sealed_properties", f"{oracle_dir}/properties.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    row = {"case": case_id, "outcome": "pass", "detail": "passed"}
    try:
        module.check(cases[case_id])
    except Exception as exc:  # the property's verdict: any exception fails the case
        row = {"case": case_id, "outcome": "fail", "detail": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()[-2000:]}
    channel.write(json.dumps(row) + "\n")
    channel.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
