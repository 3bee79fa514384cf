"""seedgate's sealed-python harness (seed 003, executor 2).

Loads the sealed properties.py by path, calls check(case) for the named case of
seeds.json, and writes one JSON row to a file the harness owns. A run that writes
no row (os._exit, a crash, a kill) is an error to the caller, never a pass.
"""
import importlib.util
import json
import sys
import traceback


def main(oracle_dir: str, case_id: str, out_path: str) -> int:
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
    with open(out_path, "w", encoding="utf-8") as fh:
        json.dump(row, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
