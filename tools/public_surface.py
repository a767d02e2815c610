#!/usr/bin/env python3
"""Prints PickerKit's public surface per module.

Counts public types (nested ones included), public declaration lines and public error types,
and, apart, the SPI types kept for PickerKit's own tools. A declaration marked `@_spi` (on its
line or the line above) is not public API, and neither is anything inside an SPI type or an
extension of one.
"""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
ATTRIBUTES = r"(?:@[A-Za-z_]+(?:\([^)]*\))? )*"
DECLARATION = re.compile(r"^\s*" + ATTRIBUTES + r"public ")
TYPE = re.compile(r"^\s*" + ATTRIBUTES + r"public (?:final )?(?:struct|class|enum|protocol|actor) (\w+)")
SPI_TYPE = re.compile(r"^\s*@_spi\(\w+\)\s+(?:\w+ )*(?:struct|class|enum|protocol|actor) (\w+)")
EXTENSION = re.compile(r"^\s*(?:@\S+ )*extension ([\w.]+)")


def lines_of(path):
    """The file's lines with the previous line's `@_spi(…)` attribute joined to its declaration."""
    joined, pending = [], ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if re.fullmatch(r"\s*@_spi\(\w+\)\s*", line):
            pending = line.strip() + " "
            continue
        joined.append(pending + line.strip() if pending else line)
        pending = ""
    return joined


def main():
    files = sorted(ROOT.glob("Sources/*/**/*.swift"))
    spi_names = {match.group(1) for path in files for line in lines_of(path) if (match := SPI_TYPE.match(line))}
    print(f"{'module':<22}{'types':>7}{'lines':>7}{'errors':>7}{'spi':>7}")
    totals = [0, 0, 0, 0]
    for module in sorted({path.relative_to(ROOT).parts[1] for path in files}):
        counts = [0, 0, 0, 0]
        for path in (p for p in files if p.relative_to(ROOT).parts[1] == module):
            depth, hidden_until = 0, None
            for line in lines_of(path):
                code = re.sub(r"//.*", "", line)
                opens_hidden = False
                if hidden_until is None:
                    extension = EXTENSION.match(code)
                    if SPI_TYPE.match(code) or (extension and extension.group(1).split(".")[0] in spi_names):
                        opens_hidden = True
                        if SPI_TYPE.match(code):
                            counts[3] += 1
                    elif DECLARATION.match(code) and "@_spi(" not in code:
                        counts[1] += 1
                        if TYPE.match(code):
                            counts[0] += 1
                            if re.search(r"[:,]\s*Error\b", code):
                                counts[2] += 1
                if opens_hidden and "{" in code:
                    hidden_until = depth
                depth += code.count("{") - code.count("}")
                if hidden_until is not None and depth <= hidden_until and not opens_hidden:
                    hidden_until = None
                elif hidden_until is not None and opens_hidden and depth <= hidden_until:
                    hidden_until = None
        if any(counts):
            print(f"{module:<22}" + "".join(f"{value:>7}" for value in counts))
            totals = [a + b for a, b in zip(totals, counts)]
    print(f"{'total':<22}" + "".join(f"{value:>7}" for value in totals))


if __name__ == "__main__":
    main()
