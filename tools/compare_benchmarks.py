#!/usr/bin/env python3
"""Pairs the ns/op figures of pickerkit-benchmarks outputs made by two builds.

    tools/compare_benchmarks.py --before b1.txt b2.txt --after a1.txt a2.txt [--over 1.10]

Each operation line is keyed by its group's title and its name; the best (smallest) figure of
each side's runs is kept. Prints `after / before` per operation, slowest first, and marks the
ones above --over (default 1.10, the issue's "within 10%"). Lines only one side has are listed
after the table. Exit status 0: the figures are for reading, not a gate (the ratio guard is one).

Outputs of tools/count_benchmarks.py pair the same way: their figures are instructions per call
(printed here under "ns"), which the machine's load does not move.
"""
import argparse
import re
import sys

GROUP = re.compile(r"^(\S.*?)(?: \(\d+ calls x \d+ rounds, best round\))?$")
ROW = re.compile(r"^  (.+?)\s{2,}(\d+(?:\.\d+)?)\s+\d+(?:\.\d+)?x$")


def figures(paths):
    best = {}
    for path in paths:
        group = None
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                line = line.rstrip("\n")
                if not line.strip():
                    group = None
                    continue
                row = ROW.match(line)
                # Summary tables (a name, then several figures) are not operation lines.
                if row and re.search(r"\s\d+(?:\.\d+)?$", row.group(1)):
                    continue
                if row and group is not None:
                    key = (group, row.group(1).strip())
                    value = float(row.group(2))
                    best[key] = min(value, best.get(key, value))
                elif not line.startswith(" "):
                    match = GROUP.match(line)
                    group = match.group(1) if match else line
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", nargs="+", required=True)
    parser.add_argument("--after", nargs="+", required=True)
    parser.add_argument("--over", type=float, default=1.10)
    arguments = parser.parse_args()
    before, after = figures(arguments.before), figures(arguments.after)
    shared = sorted(set(before) & set(after), key=lambda key: after[key] / before[key], reverse=True)
    over = 0
    for key in shared:
        ratio = after[key] / before[key]
        mark = " <" if ratio > arguments.over else ""
        over += ratio > arguments.over
        print(f"{ratio:6.2f} {before[key]:12.2f} -> {after[key]:12.2f} ns  {key[0][:40]:40} | {key[1]}{mark}")
    print(f"\n{len(shared)} operations on both sides; {over} above {arguments.over:.2f}x")
    for label, only in (("before only", set(before) - set(after)), ("after only", set(after) - set(before))):
        for key in sorted(only):
            print(f"{label}: {key[0]} | {key[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
