#!/usr/bin/env bash
# Writes docs/locale-check.md, the command reference of locale-check, from the tool's own help
# texts: `locale-check --help`, then `locale-check SUBCOMMAND --help` for every subcommand that
# list names. The help is made from each subcommand's option declarations, so this page cannot
# say more or less than the tool. After each help text come examples: the commands listed in
# this script, run here, with what they printed (standard output and error) and their exit
# status, so they cannot go stale either. Tests/LocaleCheckTests/CLIReferenceTests.swift runs
# this script with --stdout and fails when the page in the repository differs.
#
#   tools/generate-cli-reference.sh            # build locale-check (debug) and write the page
#   tools/generate-cli-reference.sh --stdout   # print the page instead of writing it
#
# LOCALE_CHECK=path/to/locale-check uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."

output=docs/locale-check.md
if [ "${1:-}" = "--stdout" ]; then
    output=/dev/stdout
elif [ -n "${1:-}" ]; then
    echo "usage: tools/generate-cli-reference.sh [--stdout]" >&2
    exit 64
fi

tool="${LOCALE_CHECK:-}"
if [ -z "$tool" ]; then
    swift build --product locale-check >&2
    tool="$(swift build --show-bin-path)/locale-check"
fi

# Examples: "SUBCOMMAND<TAB>command line", run by bash with `locale-check` standing for the tool.
# Only commands whose output does not depend on the day, the machine or a terminal (`pick`
# needs one, so it has none here).
examples="$(cat <<'LIST'
gregorian	locale-check gregorian --from 2000 --to 2000
gregorian	locale-check gregorian --from 1582 --to 1582 --cutover icu-default
parse	locale-check parse 2019-08-20 "2019-08-20 14:30" 14:30 08-20 present 2019-02-29 2019-8-20
parse	printf '2019-08-20\n2019-13\n' | locale-check parse --mode year-month --json
parse	locale-check parse --lenient ' 2019/8/5 ' '٢٠١٩-٠٨-٢٠' 201908201430 20190230
parse	locale-check parse '1987-M06L-01[u-ca=chinese]' '1988-M06L-01[u-ca=chinese]' '5784-M05L[u-ca=hebrew]'
parse	locale-check parse --range 2015-03/present 2019-09-01/2019-08-20
parse	locale-check parse --mode year-week 2020-W53 2019-W53
labels	locale-check labels --locale en_US --select 2019-08-20 --min 2017-01-01 --max 2021-12-31
labels	locale-check labels --locale zh_TW --mode hour-minute --select 14:30 --min 13:00 --max 15:59
labels	locale-check labels --locale ar_EG --mode year-month --select 2019-08 --min 2018-01 --max 2020-12
labels	locale-check labels --locale zh_CN@calendar=chinese --select 1987-07-26 --min 1987-01-01 --max 1988-12-31
labels	locale-check labels --locale zh_CN --mode year-month --single-column --descending --present --min 2015-01 --max 2019-12 --select 2019-08
labels	locale-check labels --locale en_US --today 2019-08-17 --select day=20 --disable 2019-08-20,2019-08-21 --disable-weekdays sat,sun --disable-before today --max 2019-09-30
labels	locale-check labels --mode duration --locale ru --select PT1H30M
labels	locale-check labels --locale en_US --month-style narrow
format	locale-check format --locale en_US 2019-08-20
format	locale-check format --locale ru_RU --parse "20 августа 2019 г."
format	locale-check format --locale th_TH@calendar=buddhist 2019-08-20
format	locale-check format --locale zh_CN@calendar=chinese --parse 1987丁卯年闰六月初一
format	locale-check format --locale zh_CN --range 2015-03/present
format	locale-check format --locale en --mode date-hour-minute --basic '2019-08-20 14:30'
format	locale-check format --mode duration --locale de PT2H1M3S
locales	locale-check locales en_US zh_TW ar_EG xx_YY
regions	locale-check regions --locale de | head -3
regions	locale-check regions --locale zh_TW | head -3
divisions	locale-check divisions --depth 2 --select-name 上海/上海 | head -5
divisions	locale-check divisions --select 440000/449900/440305
convert	locale-check convert --calendar hebrew 2019-08-20 5784-M05L-01 5783-M05L-01
convert	locale-check convert --calendar japanese --from 2019-04-30 --to 2019-05-01
convert	locale-check convert --calendar persian --json 2019-08-20
calendars	locale-check calendars --calendar hebrew --from 2045 --to 2046
gallery	locale-check gallery --locale he_IL,zh_CN --family dates,ranges --mode date --out /tmp/locale-check-gallery
gallery	grep -o '<html[^>]*>' /tmp/locale-check-gallery/he_IL/dates-date.html
gallery	locale-check gallery --locale xx_YY --out /tmp/locale-check-gallery
gallery	locale-check gallery --locale ar_EG --family calndars --out /tmp/locale-check-gallery
LIST
)"

# Prints the examples of one subcommand as a console session.
run_examples() {
    local name="$1" first=1 line command status output
    while IFS=$'\t' read -r line command; do
        [ "$line" = "$name" ] || continue
        if [ "$first" = 1 ]; then
            echo
            echo 'Examples:'
            echo
            echo '```console'
            first=0
        else
            echo
        fi
        echo "\$ $command"
        status=0
        output="$(LC_ALL=C.UTF-8 TOOL="$tool" bash -c 'set -o pipefail; locale-check() { "$TOOL" "$@"; }; '"$command" 2>&1)" \
            || status=$?
        [ -z "$output" ] || printf '%s\n' "$output"
        # `head` closing the pipe makes the tool stop with a write error; that is not the example's point.
        case "$command" in *"| head"*) status=0 ;; esac
        [ "$status" = 0 ] || echo "(exit $status)"
    done <<< "$examples"
    [ "$first" = 1 ] || echo '```'
}

overview="$("$tool" --help)"
# The subcommand list: the indented lines between "Subcommands:" and the next blank line.
subcommands="$(printf '%s\n' "$overview" | sed -n '/^Subcommands:$/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')"
if [ -z "$subcommands" ]; then
    echo "generate-cli-reference: no subcommands found in 'locale-check --help'" >&2
    exit 1
fi

{
    echo '# locale-check command reference'
    echo
    echo '<!-- Generated by tools/generate-cli-reference.sh from the help texts of locale-check'
    echo "     $("$tool" --version | sed 's/^locale-check //'). Do not edit this page: change the help, then run the script. -->"
    echo
    echo '`locale-check` runs PickerKit over real locales and calendars and reports what is wrong.'
    echo 'Build it with `swift build -c release --product locale-check`; the binary carries its'
    echo 'strings and data and needs only the system ICU libraries and the Swift runtime.'
    echo 'Each section below is exactly what `locale-check SUBCOMMAND --help` prints, then examples:'
    echo 'commands the generator ran, with what they printed and their exit status when not 0'
    echo '(`pick` draws in a terminal, so it has none).'
    echo
    echo 'Conventions shared by every subcommand:'
    echo
    echo '- Exit status 0 when everything checked out, 1 when a check found something wrong or an'
    echo '  input is invalid, 64 for a usage error. A usage error prints `Error: ...` (with the'
    echo '  closest option or subcommand when the word looks like a typo), the usage line and'
    echo "  \`See 'locale-check SUBCOMMAND --help'.\` on standard error."
    echo '- Options are `--name value` or `--name=value`; `--` ends the options.'
    echo '- Text from the command line or a data file is quoted and escaped before it reaches the'
    echo '  terminal (control and invisible characters as `\u{1B}`, invalid UTF-8 as `\x{FF}`);'
    echo '  `--json` output is always valid JSON, in which control, bidi and'
    echo '  other invisible characters and noncharacters are escaped (`\u202E`), and each byte of'
    echo '  invalid UTF-8 is written `\uFFFD` (the error message names the byte, 0xFF, and its offset).'
    echo
    echo 'Subcommands:'
    echo
    for name in $subcommands; do
        summary="$(printf '%s\n' "$overview" | sed -n "s/^  $name  *//p")"
        echo "- [\`$name\`](#$name): $summary"
    done
    echo
    echo '## locale-check'
    echo
    echo '```text'
    printf '%s\n' "$overview"
    echo '```'
    for name in $subcommands; do
        echo
        echo "## $name"
        echo
        echo '```text'
        "$tool" "$name" --help
        echo '```'
        run_examples "$name"
    done
} > "$output"
