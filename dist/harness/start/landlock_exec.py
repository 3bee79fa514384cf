"""seedgate's Landlock launcher: restricts itself, then execs the command.

Usage: landlock_exec.py [--net] [--write DIR]... -- COMMAND [ARG]...
       landlock_exec.py --probe      (prints the ABI; exit 0 only if restricting works)

Unprivileged (no user namespace, no AppArmor profile): sets no_new_privs, creates a
ruleset that handles every filesystem write right (and TCP bind/connect from ABI 4,
unless --net), grants those rights only beneath each --write directory (plus plain
writes to /dev's character devices: /dev/null, /dev/tty), never handles reads, so
everything stays readable, restricts itself and execs. The restriction is inherited by
every descendant and cannot be lifted, not even by root (Landlock checks no capability).
Inherited file descriptors (fd 3, the result channel) survive the exec.

Run with `python3 -I -S`: only ctypes and os are needed, nothing from the workspace.
"""
import ctypes
import os
import stat
import sys

# Syscall numbers are shared by x86-64 and aarch64 (the generic table); others are refused.
SYSCALLS = {"x86_64": (444, 445, 446), "aarch64": (444, 445, 446)}
PR_SET_NO_NEW_PRIVS = 38
CREATE_RULESET_VERSION = 1
RULE_PATH_BENEATH = 1

# LANDLOCK_ACCESS_FS_* write rights and the ABI that introduced each.
WRITE_RIGHTS = [
    (1 << 1, 1),   # WRITE_FILE
    (1 << 4, 1),   # REMOVE_DIR
    (1 << 5, 1),   # REMOVE_FILE
    (1 << 6, 1),   # MAKE_CHAR
    (1 << 7, 1),   # MAKE_DIR
    (1 << 8, 1),   # MAKE_REG
    (1 << 9, 1),   # MAKE_SOCK
    (1 << 10, 1),  # MAKE_FIFO
    (1 << 11, 1),  # MAKE_BLOCK
    (1 << 12, 1),  # MAKE_SYM
    (1 << 13, 2),  # REFER (rename/link across directories)
    (1 << 14, 3),  # TRUNCATE
    (1 << 15, 5),  # IOCTL_DEV
]
DEV_RIGHTS = (1 << 1) | (1 << 14) | (1 << 15)  # write, truncate and ioctl an existing device
FILE_RIGHTS = DEV_RIGHTS  # the rights a rule on a file (not a directory) may carry
NET_TCP = (1 << 0) | (1 << 1)  # BIND_TCP, CONNECT_TCP (ABI 4)
SCOPE_ABSTRACT_UNIX = 1 << 0  # ABI 6: no abstract unix socket outside the sandbox


class RulesetAttr(ctypes.Structure):
    _fields_ = [("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]


class PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


def fail(message):
    sys.stderr.write("seedgate landlock: %s\n" % message)
    sys.exit(125)


def call(number, *args):
    result = libc.syscall(ctypes.c_long(number), *args)
    if result < 0:
        raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
    return result


def numbers():
    machine = os.uname().machine
    if machine not in SYSCALLS:
        fail("no Landlock syscall numbers for %s" % machine)
    return SYSCALLS[machine]


def abi_version():
    create = numbers()[0]
    try:
        return call(create, None, ctypes.c_size_t(0), ctypes.c_uint32(CREATE_RULESET_VERSION))
    except OSError as e:
        fail("Landlock is unavailable (%s): kernel 5.13+ with landlock in the LSM list is needed" % e.strerror)


def restrict(writable, net_open):
    create, add_rule, restrict_self = numbers()
    abi = abi_version()
    handled = 0
    for right, since in WRITE_RIGHTS:
        if abi >= since:
            handled |= right
    attr = RulesetAttr(handled, NET_TCP if abi >= 4 and not net_open else 0, SCOPE_ABSTRACT_UNIX if abi >= 6 and not net_open else 0)
    size = ctypes.sizeof(RulesetAttr) if abi >= 6 else (16 if abi >= 4 else 8)
    ruleset = call(create, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    grants = [(path, handled) for path in writable] + [("/dev", DEV_RIGHTS & handled)]
    for path, rights in grants:
        # Never through a link: one swapped in by earlier pull-request code could point at .git.
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC | os.O_NOFOLLOW)
            st = os.fstat(fd)
        except OSError as e:
            fail("cannot open writable path %s: %s" % (path, e.strerror))
        if stat.S_ISLNK(st.st_mode):
            fail("writable path %s is a symbolic link" % path)
        if not stat.S_ISDIR(st.st_mode):
            rights &= FILE_RIGHTS
        rule = PathBeneath(rights, fd)
        call(add_rule, ctypes.c_int(ruleset), ctypes.c_int(RULE_PATH_BENEATH), ctypes.byref(rule), ctypes.c_uint32(0))
        os.close(fd)
    if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        fail("prctl(PR_SET_NO_NEW_PRIVS) failed")
    call(restrict_self, ctypes.c_int(ruleset), ctypes.c_uint32(0))
    os.close(ruleset)
    return abi


def main(argv):
    if argv == ["--probe"]:
        abi = restrict([], False)
        print(abi)
        return 0
    writable, net_open = [], False
    while argv and argv[0] != "--":
        flag = argv.pop(0)
        if flag == "--net":
            net_open = True
        elif flag == "--write" and argv:
            writable.append(argv.pop(0))
        else:
            fail("unknown argument %s" % flag)
    if len(argv) < 2:
        fail("usage: landlock_exec.py [--net] [--write DIR]... -- COMMAND [ARG]...")
    try:
        restrict(writable, net_open)
    except OSError as e:
        fail("restricting failed: %s" % e.strerror)
    try:
        os.execvp(argv[1], argv[1:])
    except OSError as e:
        fail("could not start %s: %s" % (argv[1], e.strerror))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
