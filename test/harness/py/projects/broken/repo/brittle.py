import os
import stat


def crash():
    os._exit(3)


def garbage():
    """Writes a frame of bytes that are not seedgate's on every socket it holds."""
    for name in os.listdir("/proc/self/fd"):
        try:
            if stat.S_ISSOCK(os.fstat(int(name)).st_mode):
                os.write(int(name), b"\x00\x00\x00\x05hello")
        except OSError:
            pass
    return 1


def oversized():
    for name in os.listdir("/proc/self/fd"):
        try:
            if stat.S_ISSOCK(os.fstat(int(name)).st_mode):
                os.write(int(name), b"\x7f\xff\xff\xff")
        except OSError:
            pass
    return 1


def deep():
    v = []
    for _ in range(500):
        v = [v]
    return v


def fine():
    return 1
