#!/usr/bin/env python3
"""Compares two provider-parity dumps (system ICU first, Foundation second) and prints the
share of identical facts per kind and every difference by class (tools/compare-providers.sh).

Each difference gets the first class whose test it passes; a difference no class explains is
counted as unclassified, listed, and makes the exit status 1.

  spaces          the same text but for which space characters (U+0020, U+00A0, U+202F …)
  punctuation     the same letters and digits in the same order; spaces or punctuation differ
  order           the same words in another order (an era after or before its year)
  names           the same numbers, other words (a month or era name, a day period)
  hour-cycle      the same numbers but for hours that are equal modulo 12, or an am-pm
                  column more or less: one provider's locale data has a 12-hour clock, the
                  other's a 24-hour one (es_419: CLDR 46 writes 2 p.m. where CLDR 42 wrote 14)
  order-names     the same numbers in another order, and other words (ak: CLDR 46 has other
                  month names and another date pattern)
  numbered-named  one side writes a number with digits that the other writes without any
                  (its other numbers the same): a month numbered in one and named in the other
                  (ko hebrew 1월 / 디스리월, 6월 / 아달월 1, kk chinese M07 / Жетінші ай), or a number in words or
                  other numerals (zh_Hant_HK chinese 1日 / 初一, ja chinese 二〇一九 / 2019)
  cycle-year      one side's only number is a year of the 60-year cycle (1–60), the other
                  writes the related year with the cycle's name (af chinese 36 / 2019(ji-hai))
  related-year    Foundation writes the related year beside a 60-year cycle name that the
                  system ICU's pattern writes alone (PickerKit adds it where Foundation's
                  generator drops it, so that the name reads back to one year)
  bridged         a dangi fact Foundation writes as it writes the chinese one of the same
                  locale and mode: swift-foundation on Linux cannot format dangi, so the
                  provider writes dangi days through the Chinese calendar (ja: days as 二十
                  where the system ICU's dangi writes 20); tried last
  refused         one provider refuses the picker and says why (Foundation's dangi formatter);
                  every fact of the picker counts as different
"""
import sys
import unicodedata
from collections import Counter, defaultdict


def read(path):
    facts = {}
    with open(path, encoding="utf-8") as source:
        for line in source:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 5:
                facts[tuple(parts[:4])] = parts[4]
    return facts


def spaces(text):
    return " ".join("".join(" " if unicodedata.category(c).startswith("Z") else c for c in text).split())


def letters(text):
    return "".join(c for c in text if unicodedata.category(c)[0] in "LNM")


def words(text):
    out, word = [], ""
    for c in text:
        if unicodedata.category(c)[0] in "LNM":
            word += c
        elif word:
            out.append(word)
            word = ""
    return sorted(out + ([word] if word else []))


def numbers(text):
    digits, runs = "", []
    for c in text + " ":
        value = unicodedata.digit(c, None)
        if value is not None:
            digits += str(value)
        elif digits:
            runs.append(int(digits))
            digits = ""
    return runs


def classify(icu, foundation):
    if spaces(icu) == spaces(foundation):
        return "spaces"
    if letters(icu) == letters(foundation):
        return "punctuation"
    if words(icu) == words(foundation):
        return "order"
    if numbers(icu) == numbers(foundation):
        return "names"
    if numbers(icu) and sorted(numbers(icu)) == sorted(numbers(foundation)):
        return "order-names"
    a, b = numbers(icu), numbers(foundation)
    if len(a) == len(b) and a and all(x == y or x % 12 == y % 12 for x, y in zip(a, b)):
        return "hour-cycle"
    without = "".join(c for c in foundation if unicodedata.digit(c, None) is None)
    if len(b) == len(a) + 1 and letters(without) == letters(
        "".join(c for c in icu if unicodedata.digit(c, None) is None)
    ):
        return "related-year"
    if len(a) == 1 and 1 <= a[0] <= 60 and any(n >= 1000 for n in b) and letters(foundation) != letters(str(b)):
        return "cycle-year"
    small, large = (Counter(a), Counter(b)) if len(a) < len(b) else (Counter(b), Counter(a))
    if len(a) != len(b) and not (small - large):
        return "numbered-named"
    bare = [letters("".join(c for c in t if unicodedata.digit(c, None) is None)) for t in (icu, foundation)]
    if len(a) == len(b) == 1 and min(len(bare[0]), len(bare[1])) <= 2 < max(len(bare[0]), len(bare[1])):
        return "numbered-named"
    return None


def classify_order(icu, foundation):
    a, b = icu.split(), foundation.split()
    if sorted(a) == sorted(b):
        return "order"
    if [f for f in a if f != "am-pm"] == [f for f in b if f != "am-pm"]:
        return "hour-cycle"
    return None


def main():
    icu, foundation = read(sys.argv[1]), read(sys.argv[2])
    totals, same = Counter(), Counter()
    calendar_rows, calendar_same = Counter(), Counter()
    classes = defaultdict(Counter)
    examples = {}
    unclassified = []
    pickers = defaultdict(lambda: ({}, {}))
    for side, facts in enumerate((icu, foundation)):
        for key, value in facts.items():
            pickers[key[:3]][side][key[3]] = value
    for picker in sorted(pickers):
        a_facts, b_facts = pickers[picker]
        totals["pickers"] += 1
        if ("error" in a_facts) != ("error" in b_facts):
            refused = a_facts if "error" in b_facts else b_facts
            reason = (b_facts if "error" in b_facts else a_facts)["error"]
            cls = "refused" if "dangi" in reason else None
            for fact, value in refused.items():
                kind = fact.split(":")[0]
                count = len(value.split(" ¦ ")) if kind == "rows" else 1
                totals[kind] += count
                if kind == "rows":
                    calendar_rows[picker[1]] += count
                if cls:
                    classes[kind][cls] += count
                    examples.setdefault((kind, cls), (picker + (fact,), value, reason))
            if cls:
                classes["pickers"][cls] += 1
                examples.setdefault(("pickers", cls), (picker, "(a picker)", reason))
            else:
                unclassified.append((picker, a_facts.get("error", "(a picker)"), b_facts.get("error", "(a picker)")))
            continue
        if "error" in a_facts and a_facts["error"] != b_facts["error"] and "dangi" in b_facts["error"]:
            classes["pickers"]["refused"] += 1
            classes["error"]["refused"] += 1
            totals["error"] += 1
            examples.setdefault(("pickers", "refused"), (picker, a_facts["error"], b_facts["error"]))
            examples.setdefault(("error", "refused"), (picker + ("error",), a_facts["error"], b_facts["error"]))
            continue
        same["pickers"] += 1
        for fact in sorted(set(a_facts) | set(b_facts)):
            key = picker + (fact,)
            kind = fact.split(":")[0]
            a, b = a_facts.get(fact), b_facts.get(fact)
            hour_cycle = fact in ("rows:am-pm", "rows:hour") and {
                len((a or "").split(" ¦ ")), len((b or "").split(" ¦ ")) if b else 0
            } <= {24, 12, 2, 0, 1}
            if a is None or b is None or (kind == "rows" and len(a.split(" ¦ ")) != len(b.split(" ¦ "))):
                count = max(len((a or "").split(" ¦ ")), len((b or "").split(" ¦ "))) if kind == "rows" else 1
                totals[kind] += count
                if kind == "rows":
                    calendar_rows[picker[1]] += count
                if hour_cycle:
                    classes[kind]["hour-cycle"] += count
                    examples.setdefault((kind, "hour-cycle"), (key, a, b))
                else:
                    unclassified.append((key, a, b))
                continue
            pairs = list(zip(a.split(" ¦ "), b.split(" ¦ "))) if kind == "rows" else [(a, b)]
            for x, y in pairs:
                totals[kind] += 1
                if kind == "rows":
                    calendar_rows[picker[1]] += 1
                    calendar_same[picker[1]] += x == y
                if x == y:
                    same[kind] += 1
                    continue
                cls = classify_order(x, y) if kind == "order" else classify(x, y)
                if cls is None and picker[1] == "dangi":
                    chinese = foundation.get((picker[0], "chinese", picker[2], fact))
                    if chinese is not None and (y in chinese.split(" ¦ ") if kind == "rows" else y == chinese):
                        cls = "bridged"
                if cls is None:
                    unclassified.append((key, x, y))
                else:
                    classes[kind][cls] += 1
                    examples.setdefault((kind, cls), (key, x, y))
    print("fact kind   identical / compared   share")
    for kind in ["rows", "order", "display", "spoken", "error", "pickers"]:
        if totals[kind]:
            print(f"{kind:10} {same[kind]:10} / {totals[kind]:<10} {100 * same[kind] / totals[kind]:7.3f}%")
    print()
    print("row labels by calendar: identical / compared")
    for calendar in sorted(calendar_rows, key=lambda c: -calendar_same[c] / calendar_rows[c]):
        share = 100 * calendar_same[calendar] / calendar_rows[calendar]
        print(f"  {calendar:18} {calendar_same[calendar]:9} / {calendar_rows[calendar]:<9} {share:7.3f}%")
    print()
    print("differences by class (fact kind, class, count, first example: locale calendar mode fact: ICU → Foundation)")
    for kind in classes:
        for cls, count in classes[kind].most_common():
            key, x, y = examples[(kind, cls)]
            print(f"{kind:10} {cls:12} {count:8}   {' '.join(key)}: {x!r} → {y!r}")
    print()
    print(f"unclassified: {len(unclassified)}")
    for key, x, y in unclassified[:40]:
        print(f"  {' '.join(key)}: {x!r} → {y!r}")
    return 1 if unclassified else 0


if __name__ == "__main__":
    sys.exit(main())
