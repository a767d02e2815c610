#!/usr/bin/env python3
"""Counts the instructions of pickerkit-benchmarks' table, case by case, under callgrind.

    tools/count_benchmarks.py BINARY [GROUP ...] [--calls N] > counted.txt

Runs BINARY (a release pickerkit-benchmarks; a copy stripped of debug information is made,
as valgrind 3.19 cannot read Swift 6.3's DWARF 5) under `valgrind --tool=callgrind` with
PICKERKIT_BENCH_COUNT=N (default 2000): each case of each timed table runs N calls to warm
up, then N calls inside the one counted function. Prints the tables in the benchmarks' own
format with instructions per call where they print ns per call, so that
`tools/compare_benchmarks.py --before b.txt --after a.txt` pairs two builds' counts. Counts do
not move with the machine's load, as wall time on a shared machine does; they do not see cache
misses or lock waits.
"""
import argparse
import os
import subprocess
import sys
import tempfile


def total(path):
    """The instruction total of a callgrind output file, or None."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith(("totals:", "summary:")):
                    return int(line.split()[1])
    except FileNotFoundError:
        return None
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("groups", nargs="*")
    parser.add_argument("--calls", type=int, default=2000)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        stripped = os.path.join(directory, "pickerkit-benchmarks")
        subprocess.run(["objcopy", "--strip-debug", arguments.binary, stripped], check=True)
        output = os.path.join(directory, "counts")
        environment = dict(os.environ, PICKERKIT_BENCH_COUNT=str(arguments.calls), SWIFT_DETERMINISTIC_HASHING="1")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "-q", f"--callgrind-out-file={output}", "--collect-atstart=no",
             "--toggle-collect=pickerkit_bench_counted", "--dump-after=pickerkit_bench_counted", stripped]
            + arguments.groups,
            env=environment, capture_output=True, text=True)
        if run.returncode != 0:
            sys.stderr.write(run.stdout[-2000:] + run.stderr[-2000:])
            return run.returncode
        counted = [line[len("counted "):].split(" | ") for line in run.stdout.splitlines()
                   if line.startswith("counted ")]
        group = None
        for index, (title, baseline, name, calls) in enumerate(counted, start=1):
            count = total(f"{output}.{index}")
            if count is None:
                sys.stderr.write(f"callgrind wrote no count for {title} | {name}\n")
                return 1
            if title != group:
                group = title
                print(f"\n{title} ({calls} calls x 1 rounds, best round)")
                print(f"  operation   instructions/op   vs {baseline}")
            print(f"  {name}  {count / int(calls):.2f}  1.00x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
