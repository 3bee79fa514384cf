"""Runs a lane's pytest process the way the runner does: through seedgate_boot.py, from a
sealed copy of the oracle, with seedgate's integrity plugin writing to a channel pipe."""
import json
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET

from conftest import harness_file

PROJECTS = os.path.join(os.path.dirname(__file__), "projects")
PYTHON = "/usr/bin/python3"
SUBJECT = [PYTHON, "-s", harness_file("seedgate_subject.py")]


class Lane:
    def __init__(self, code, outcomes, rows, output):
        self.code, self.outcomes, self.rows, self.output = code, outcomes, rows, output

    def isolation(self):
        return [r["what"] for r in self.rows if r.get("event") == "isolation"]

    def tampering(self):
        return [r["what"] for r in self.rows if r.get("event") == "tampering"]


def place(tmp, project, repo="repo"):
    """The project's oracle as a sealed copy and its production tree, under tmp. A
    `<repo>.append.py` stands for a tree that is another with lines appended to one of its
    files (an attack on the bug kept): its first line names them, `# appended to <repo>/<file>: ...`."""
    oracle, tree = os.path.join(tmp, "oracle"), os.path.join(tmp, "repo")
    shutil.copytree(os.path.join(PROJECTS, project, "oracle"), oracle)
    appended = os.path.join(PROJECTS, project, f"{repo}.append.py")
    if not os.path.exists(appended):
        shutil.copytree(os.path.join(PROJECTS, project, repo), tree)
        return oracle, tree
    with open(appended) as f:
        header, text = f.read().split("\n", 1)
    base, _, file = header.removeprefix("# appended to ").split(":")[0].partition("/")
    shutil.copytree(os.path.join(PROJECTS, project, base), tree)
    with open(os.path.join(tree, file), "a") as f:
        f.write("\n\n" + text)
    return oracle, tree


def boot_layout(oracle, tree, isolation, subject=None, named=True, shapes=None, subject_env=None):
    """SEEDGATE_BOOT; `named=False` leaves SEEDGATE_SUBJECT to the boot (it takes `roots`);
    `shapes`, the property's recorded shapes (journal `shapes`), as the runner passes them;
    `subject_env`, more variables in the subject's env as the runner hands it over."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1", **(subject_env or {})}
    if named:
        env["SEEDGATE_SUBJECT"] = json.dumps({"roots": [tree]})
    layout = {"oracle": oracle, "roots": [tree], "isolation": isolation, "subject": {"argv": subject or SUBJECT, "env": env, "cwd": tree}}
    return layout if shapes is None else {**layout, "shapes": shapes}


def run_lane(tmp, project, isolation, repo="repo", seed=0, subject=None, timeout=240, select=None, shapes=None, hunt=False, subject_env=None, wrap=()):
    """`hunt`: as a hunt's seed runs (SEEDGATE_CAPTURE=1: the typed capture and the shape recorder);
    `wrap`, a script the oracle's Python runs seedgate_boot.py through (`python -s WRAP... boot ...`)."""
    oracle, tree = place(str(tmp), project, repo)
    tests = os.path.join(oracle, "tests")
    junit = os.path.join(str(tmp), "junit.xml")
    ini = os.path.join(str(tmp), "pytest.ini")
    with open(ini, "w") as fh:
        fh.write("[pytest]\n")
    read_fd, write_fd = os.pipe()
    env = {
        "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0", "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        "HYPOTHESIS_STORAGE_DIRECTORY": os.path.join(str(tmp), "hypothesis"), "SEEDGATE_CHANNEL_FD": str(write_fd),
        "SEEDGATE_BOOT": json.dumps(boot_layout(oracle, tree, isolation, subject, shapes=shapes, subject_env=subject_env)),
    }
    if hunt:
        env["SEEDGATE_CAPTURE"] = "1"
    target = tests if select is None else f"{tests}/{sorted(os.listdir(tests))[0]}::{select}"
    argv = [
        PYTHON, "-s", *wrap, harness_file("seedgate_boot.py"), "-m", "pytest", target, "-p", "_hypothesis_pytestplugin",
        "-p", "seedgate_profile", "-p", "seedgate_integrity", "--hypothesis-profile=seedgate", "-p", "no:cacheprovider",
        f"--rootdir={tests}", f"--confcutdir={tests}", "-c", ini, "--noconftest", "-q", "--tb=short",
        f"--hypothesis-seed={seed}", f"--junitxml={junit}",
    ]
    proc = subprocess.Popen(argv, cwd=oracle, env=env, pass_fds=(write_fd,), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as fh:
        channel = fh.read()
    output = proc.communicate(timeout=timeout)[0].decode("utf-8", "replace")
    return Lane(proc.returncode, junit_outcomes(junit), [json.loads(l) for l in channel.decode().splitlines() if l.strip()], output)


def junit_outcomes(path):
    if not os.path.exists(path):
        return {}
    out = {}
    for case in ET.parse(path).getroot().iter("testcase"):
        kinds = [c.tag for c in case if c.tag in ("failure", "error", "skipped")]
        out[case.get("name")] = kinds[0] if kinds else "passed"
    return out


def run_harness(tmp, project, isolation, script, args, repo="repo", timeout=120):
    """A harness script (replay_fixture.py, sealed_harness.py, ...) through seedgate_boot.py,
    its result channel on fd 3 as the runner opens it: (rows, exit code, output)."""
    oracle, tree = place(str(tmp), project, repo)
    read_fd, write_fd = os.pipe()
    env = {
        "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0",
        "SEEDGATE_BOOT": json.dumps(boot_layout(oracle, tree, isolation, named=False)),
    }
    argv = [PYTHON, "-s", harness_file("seedgate_boot.py"), harness_file(script), *[a.replace("{oracle}", oracle) for a in args]]
    shell = ["/bin/bash", "-c", f'exec "$@" 3>&{write_fd} {write_fd}>&-', "sh", *argv]
    proc = subprocess.Popen(shell, cwd=oracle, env=env, pass_fds=(write_fd,), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as fh:
        channel = fh.read()
    output = proc.communicate(timeout=timeout)[0].decode("utf-8", "replace")
    return [json.loads(l) for l in channel.decode().splitlines() if l.strip()], proc.returncode, output
