"""Run one command and print `wall_seconds max_rss_kib exit_code cpu_seconds` (cpu: its user + system time,
which the machine's load changes less than the wall time).

A separate small process does the spawning: Linux carries a process's peak RSS across exec, so a child forked
from the big benchmark process would report the benchmark's own memory as its peak.

    python bench/measure.py CMD [ARG ...]
"""

import os
import subprocess
import sys
import time

if __name__ == "__main__":
    started = time.perf_counter()
    proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    print(f"{time.perf_counter() - started:.6f} {usage.ru_maxrss} {os.waitstatus_to_exitcode(status)} "
          f"{usage.ru_utime + usage.ru_stime:.6f}")
