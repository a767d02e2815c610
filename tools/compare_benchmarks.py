#!/usr/bin/env python3
"""Pairs the ns/op figures of pickerkit-benchmarks outputs made by two builds.

    tools/compare_benchmarks.py --before b1.txt b2.txt --after a1.txt a2.txt [--over 1.10]

Each operation line is keyed by its group's title and its name; the best (smallest) figure of
each side's runs is kept. Prints `after / before` per operation, slowest first, and marks the
ones above --over (default 1.10, the issue's "within 10%"). Lines only one side has are listed
after the table. Exit status 0: the figures are for reading, not a gate (the ratio guard is one).

--normalize divides each ratio by the machine's drift between the two sides, read off the
operations both builds run the same code for (ICU's and Foundation's calls and the hand-written
floors, by name): the median of their `after / before` in the same group, or over every group
where a group has none. On a loaded machine the same ICU call can take 1.4x longer in one run
than in the next; its own ratio then says how much of a PickerKit ratio is the machine.
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


# Operations whose code is the same in every build: ICU's and Foundation's calls, hand-written floors.
SAME_CODE = re.compile(r"\b(udat_|udatpg|udtitvfmt|ucal|unum|ulistfmt|ICU|Foundation|floor|byte scan)", re.IGNORECASE)


def drifts(before, after, keys):
    """The median after/before of the same-code operations, per group and (key None) overall."""
    def median(values):
        values = sorted(values)
        middle = len(values) // 2
        return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2

    same = [key for key in keys if SAME_CODE.search(key[1]) and "PickerKit" not in key[1]]
    overall = median([after[key] / before[key] for key in same]) if same else 1.0
    result = {None: overall}
    for group in {key[0] for key in keys}:
        ratios = [after[key] / before[key] for key in same if key[0] == group]
        result[group] = median(ratios) if ratios else overall
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", nargs="+", required=True)
    parser.add_argument("--after", nargs="+", required=True)
    parser.add_argument("--over", type=float, default=1.10)
    parser.add_argument("--normalize", action="store_true")
    arguments = parser.parse_args()
    before, after = figures(arguments.before), figures(arguments.after)
    keys = set(before) & set(after)
    drift = drifts(before, after, keys) if arguments.normalize else {}

    def ratio_of(key):
        return after[key] / before[key] / drift.get(key[0], 1.0)

    if arguments.normalize:
        print(f"machine drift (median after/before of the same ICU, Foundation and floor code): "
              f"{drift[None]:.3f} over every group; per group {min(drift.values()):.3f}-{max(drift.values()):.3f}\n")
    shared = sorted(keys, key=ratio_of, reverse=True)
    over = 0
    for key in shared:
        ratio = ratio_of(key)
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
