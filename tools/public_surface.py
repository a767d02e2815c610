#!/usr/bin/env python3
"""Prints PickerKit's public surface per module: `python3 tools/public_surface.py [--list]`.

What is counted, in the files under Sources/:

- types: public types (nested ones included) that are not `@_spi`;
- lines: public declaration lines that are not `@_spi`;
- errors: public types that conform to `Error`;
- cases: public error cases, the cases an app can match on: each case of a public error enum,
  and each case of the public `Kind` enum nested in a public error struct (`ParseError.Kind`,
  `CascadeDataError.Kind`), counted by name (`case a, b` is two);
- spi: `@_spi` types, whatever their group (`@_spi(PickerKitTools)`, `@_spi(Benchmarks)`).

A declaration marked `@_spi` (on its line or the line above) is not public API, and neither is
anything inside an SPI type or a type that is not public (`package`, internal, private), nor
anything in an extension of one of those. `--list` also names the public types, the SPI types
and the error types with their case counts.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ATTRIBUTES = r"(?:@[A-Za-z_]+(?:\([^)]*\))? )*"
DECLARATION = re.compile(r"^\s*" + ATTRIBUTES + r"public ")
TYPE = re.compile(r"^\s*" + ATTRIBUTES + r"public (?:final )?(?:struct|class|enum|protocol|actor) (\w+)")
SPI_TYPE = re.compile(r"^\s*@_spi\(\w+\)\s+(?:\w+ )*(?:struct|class|enum|protocol|actor) (\w+)")
# A type declared without `public` (`package`, internal, `private`, `fileprivate`).
HIDDEN_TYPE = re.compile(
    r"^\s*" + ATTRIBUTES + r"(?:(?:package|internal|private|fileprivate) )?(?:final )?"
    r"(?:indirect )?(?:struct|class|enum|protocol|actor) (\w+)"
)
EXTENSION = re.compile(r"^\s*(?:@\S+ )*extension ([\w.]+)")
CASE = re.compile(r"^\s*(?:indirect )?case (.*)")


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


def code_of(line):
    """The line without its comment and string literals (their braces are not code)."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return re.sub(r"//.*", "", line)


def case_names(text):
    """The case names declared by one `case` line (`a, b(x: Int), c = "c"`)."""
    depth, names, current = 0, [], ""
    for character in text:
        if character in "([":
            depth += 1
        elif character in ")]":
            depth -= 1
        if character == "," and depth == 0:
            names.append(current)
            current = ""
        else:
            current += character
    names.append(current)
    return [name for name in (re.match(r"\s*(\w+)", part) for part in names) if name]


def hidden_names(files):
    """Top-level types that are SPI or not public, whose extensions are no public API either."""
    spi, hidden, public = set(), set(), set()
    for path in files:
        for line in lines_of(path):
            code = code_of(line)
            if match := SPI_TYPE.match(code):
                spi.add(match.group(1))
            elif match := TYPE.match(code):
                public.add(match.group(1))
            elif (match := HIDDEN_TYPE.match(code)) and not code.startswith((" ", "\t")):
                hidden.add(match.group(1))
    return spi, (spi | hidden) - public


def survey(path, spi_names, hidden):
    """Counts and names in one file: [types, lines, errors, cases, spi] and the listed names."""
    counts = [0, 0, 0, 0, 0]
    names = {"types": [], "spi": [], "errors": []}
    depth = 0
    hidden_until = None  # the depth at which a hidden scope closes
    scopes = []  # open public types: (name, body depth, is error, is error enum, counted cases)
    for line in lines_of(path):
        code = code_of(line)
        opens_hidden = False
        if hidden_until is None:
            extension = EXTENSION.match(code)
            if SPI_TYPE.match(code):
                opens_hidden = True
                counts[4] += 1
                names["spi"].append(SPI_TYPE.match(code).group(1))
            elif extension and extension.group(1).split(".")[0] in hidden:
                opens_hidden = True
            elif DECLARATION.match(code) and "@_spi(" not in code:
                counts[1] += 1
                if match := TYPE.match(code):
                    counts[0] += 1
                    name = match.group(1)
                    qualified = ".".join([scope[0] for scope in scopes] + [name])
                    names["types"].append(qualified)
                    is_error = bool(re.search(r"[:,]\s*Error\b", code))
                    is_enum = " enum " in f" {code.strip()} " or code.strip().startswith("enum ")
                    parent = scopes[-1] if scopes else None
                    # A public error enum's cases, or its error struct's `Kind` enum's cases.
                    counts_cases = (is_error and is_enum) or (
                        parent is not None and parent[2] and not parent[3] and name == "Kind" and is_enum)
                    if is_error:
                        counts[2] += 1
                    if "{" in code:
                        scopes.append([qualified, depth + 1, is_error, is_enum, 0 if counts_cases else None])
            elif HIDDEN_TYPE.match(code) and not DECLARATION.match(code):
                opens_hidden = True
            elif scopes and depth == scopes[-1][1] and scopes[-1][4] is not None and (match := CASE.match(code)):
                scopes[-1][4] += len(case_names(match.group(1)))
        if opens_hidden and "{" in code:
            hidden_until = depth
        depth += code.count("{") - code.count("}")
        if hidden_until is not None and depth <= hidden_until and not (opens_hidden and depth > hidden_until):
            hidden_until = None
        while scopes and depth < scopes[-1][1]:
            name, _, is_error, _, cases = scopes.pop()
            if cases is not None:
                counts[3] += cases
                names["errors"].append(f"{name}: {cases} cases")
    return counts, names


def main():
    listing = "--list" in sys.argv[1:]
    files = sorted(ROOT.glob("Sources/*/**/*.swift"))
    spi_names, hidden = hidden_names(files)
    print(f"{'module':<22}{'types':>7}{'lines':>7}{'errors':>7}{'cases':>7}{'spi':>7}")
    totals = [0, 0, 0, 0, 0]
    listed = {"types": [], "spi": [], "errors": []}
    for module in sorted({path.relative_to(ROOT).parts[1] for path in files}):
        counts = [0, 0, 0, 0, 0]
        for path in (p for p in files if p.relative_to(ROOT).parts[1] == module):
            file_counts, names = survey(path, spi_names, hidden)
            counts = [a + b for a, b in zip(counts, file_counts)]
            for key, values in names.items():
                listed[key] += [f"{module}.{value}" for value in values]
        if any(counts):
            print(f"{module:<22}" + "".join(f"{value:>7}" for value in counts))
            totals = [a + b for a, b in zip(totals, counts)]
    print(f"{'total':<22}" + "".join(f"{value:>7}" for value in totals))
    if listing:
        for key, title in (("types", "public types"), ("spi", "SPI types"), ("errors", "public error types")):
            print(f"\n{title} ({len(listed[key])}{', ' + str(totals[3]) + ' cases' if key == 'errors' else ''}):")
            for value in sorted(listed[key]):
                print(f"  {value}")


if __name__ == "__main__":
    main()
