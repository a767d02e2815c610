#!/usr/bin/env python3
"""Converts cpca's adcodes.csv into PickerKit's cascade JSON (Resources/china-divisions.json).

Development-time only: building and testing PickerKit never run this script or download anything.

Usage: python3 tools/convert_cpca_divisions.py /path/to/cpca-0.5.5-py3-none-any.whl Resources/china-divisions.json

Input: the `cpca/resources/adcodes.csv` member of the wheel (columns adcode, name, longitude,
latitude; adcodes are 12 digits, the last 6 always zero). Output: a tree of GB/T 2260 codes
(6 digits) province -> prefecture -> county, in code order, coordinates dropped.

Representation choices (see Resources/README.md):
- A municipality's "市辖区" prefecture (110100, 120100, 310100, 500100) is shown under the
  municipality's own name (北京市 -> 北京市 -> 东城区): the city column repeats the province.
  Its code stays the official one. 重庆's second prefecture 500200 keeps its official name "县".
- "省直辖县级行政区划" (139000, 419000, 429000, 469000) and "自治区直辖县级行政区划" (659000) keep
  their official names; their children are county-level cities.
- County-level "市辖区" entries (code xxyy01, 282 of them) are statistical placeholders for
  "the districts of this city", not districts a person lives in: they are dropped. 嘉峪关市
  (620200), whose only child is such a placeholder, becomes a leaf.
- Nodes with no children stay leaves (台湾省, 香港特别行政区, 澳门特别行政区; 东莞市, 中山市, 儋州市,
  嘉峪关市).
"""
import csv
import io
import json
import sys
import zipfile

MUNICIPALITIES = {"11", "12", "31", "50"}


def main(wheel_path, output_path):
    with zipfile.ZipFile(wheel_path) as wheel:
        text = wheel.read("cpca/resources/adcodes.csv").decode("utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    names = {}
    for row in rows:
        adcode = row["adcode"]
        if len(adcode) != 12 or not adcode.isdigit() or adcode[6:] != "000000":
            sys.exit(f"unexpected adcode {adcode!r}")
        code = adcode[:6]
        if code in names:
            sys.exit(f"duplicate code {code}")
        name = row["name"].strip()
        if not name:
            sys.exit(f"empty name for {code}")
        names[code] = name

    def parent_of(code):
        if code[2:] == "0000":
            return None
        if code[4:] == "00":
            return code[:2] + "0000"
        return code[:4] + "00"

    placeholders = [code for code in names if code[4:] != "00" and names[code] == "市辖区"]
    for code in placeholders:
        del names[code]

    children = {code: [] for code in names}
    roots = []
    for code in sorted(names):
        parent = parent_of(code)
        if parent is None:
            roots.append(code)
        elif parent in names:
            children[parent].append(code)
        else:
            sys.exit(f"{code} {names[code]}: parent {parent} missing")

    renamed = 0

    def node(code):
        nonlocal renamed
        name = names[code]
        parent = parent_of(code)
        if parent is not None and code[:2] in MUNICIPALITIES and name == "市辖区":
            name = names[parent]
            renamed += 1
        result = {"code": code, "name": name}
        if children[code]:
            result["children"] = [node(child) for child in children[code]]
        return result

    document = {
        "format": "pickerkit-cascade",
        "version": 1,
        "codeRule": "gbt2260",
        "levels": ["province", "prefecture", "county"],
        "nodes": [node(code) for code in roots],
    }
    with open(output_path, "w", encoding="utf-8") as output:
        output.write(json.dumps(document, ensure_ascii=False, indent=1))
        output.write("\n")
    levels = [sum(1 for c in names if c[2:] == "0000"),
              sum(1 for c in names if c[2:] != "0000" and c[4:] == "00"),
              sum(1 for c in names if c[4:] != "00")]
    print(f"{len(rows)} rows -> {len(names)} nodes: {levels[0]} provinces, {levels[1]} prefectures, "
          f"{levels[2]} counties; {len(placeholders)} county-level 市辖区 placeholders dropped; "
          f"{renamed} prefecture-level 市辖区 renamed to their municipality")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
