#!/usr/bin/env python3
"""Measures every column of a `locale-check gallery` site in headless Chromium.

Usage: tools/gallery-widths.py DIR [--wheel 320] [--batch 40]

Serves DIR on 127.0.0.1, loads the gallery's pages in Debian's `chromium --headless`, and
measures each label of each column as the browser lays it out: one line of text at 17 px
(UIPickerView's row font size), regular weight, in the font stack the page names (the page's
`lang` picks the CJK face). The pages carry no script: the server adds one page, /measure,
whose script loads the gallery pages in a same-origin frame, one after another, measures them
and writes the results into its own DOM, which `chromium --dump-dom` prints
(`--virtual-time-budget` lets the frames load before the dump).

Writes DIR/widths.json: per page (locale, family, variant), per column in display order, the
number of rows, the widest label, its width in CSS px and the column's share of the wheel
(the wheel's width divided by the number of columns). Then prints the columns whose widest
label is wider than its share, by locale: the labels a 320 px wheel truncates.
Exit 0 when measured (risks or not); 1 when chromium is missing or a page was not measured.
"""

import argparse
import functools
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading

FONT_SIZE = 17

# Runs in /measure: loads each page in a frame, measures every label of every column with a
# span in the page's own document (so its fonts and lang apply), then writes JSON into #result.
MEASURE_SCRIPT = r"""
const pages = JSON.parse(document.getElementById('pages').textContent);
const results = [];
const frame = document.createElement('iframe');
frame.style.width = '400px';
frame.style.height = '400px';
document.body.appendChild(frame);
function measure(doc, path) {
  const main = doc.querySelector('main.sheet');
  const wheels = doc.querySelector('.wheels');
  const span = doc.createElement('span');
  span.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;font-size:%dpx;font-weight:400;';
  wheels.appendChild(span);
  const columns = [];
  for (const column of doc.querySelectorAll('section.column')) {
    span.style.fontFamily = doc.defaultView.getComputedStyle(column).fontFamily;
    let widest = '', width = 0, rows = 0;
    for (const li of column.querySelectorAll('li:not(.pad)')) {
      rows += 1;
      span.textContent = li.textContent;
      const w = span.getBoundingClientRect().width;
      if (w > width) { width = w; widest = li.textContent; }
    }
    columns.push({field: column.dataset.field, rows: rows, widest: widest, width: Math.round(width * 10) / 10});
  }
  span.remove();
  return {page: path, locale: main.dataset.locale, family: main.dataset.family, variant: main.dataset.variant,
          lang: doc.documentElement.lang, dir: wheels.getAttribute('dir'), columns: columns};
}
let index = 0;
function next() {
  if (index >= pages.length) {
    document.getElementById('result').textContent = JSON.stringify(results);
    return;
  }
  frame.onload = () => {
    try { results.push(measure(frame.contentDocument, pages[index])); }
    catch (error) { results.push({page: pages[index], error: String(error)}); }
    index += 1;
    next();
  };
  frame.src = '/' + pages[index];
}
next();
""" % FONT_SIZE


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the gallery folder, and /measure?batch=N: a page that measures the Nth batch."""

    batches = []

    def log_message(self, *args):
        pass

    def do_GET(self):
        match = re.fullmatch(r"/measure\?batch=(\d+)", self.path)
        if not match:
            return super().do_GET()
        pages = self.batches[int(match.group(1))]
        body = (
            "<!doctype html><html><head><meta charset='utf-8'><title>measure</title></head><body>"
            "<script type='application/json' id='pages'>%s</script><pre id='result'></pre><script>%s</script>"
            "</body></html>" % (html.escape(json.dumps(pages), quote=False), MEASURE_SCRIPT)
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class QuietServer(http.server.ThreadingHTTPServer):
    """A server that does not print a traceback when the browser drops a connection."""

    def handle_error(self, request, client_address):
        pass


def gallery_pages(folder):
    """The pages index.html links, in its order."""
    with open(os.path.join(folder, "index.html"), encoding="utf-8") as index:
        return [html.unescape(link) for link in re.findall(r'<a href="([^"]+\.html)">', index.read())]


def measure(browser, port, batch):
    """Runs chromium over /measure?batch=N and returns its results."""
    command = [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--virtual-time-budget=120000", "--dump-dom", "http://127.0.0.1:%d/measure?batch=%d" % (port, batch),
    ]
    dom = subprocess.run(command, capture_output=True, text=True, timeout=600).stdout
    match = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not match or not match.group(1):
        return None
    return json.loads(html.unescape(match.group(1)))


def main():
    parser = argparse.ArgumentParser(description="Measure a locale-check gallery's columns in headless Chromium.")
    parser.add_argument("folder", help="the folder locale-check gallery --out wrote")
    parser.add_argument("--wheel", type=float, default=320, help="the wheel's width in CSS px (default 320)")
    parser.add_argument("--batch", type=int, default=40, help="pages per chromium run (default 40)")
    arguments = parser.parse_args()
    browser = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        print("gallery-widths: no chromium (apt-get install chromium)", file=sys.stderr)
        return 1
    pages = gallery_pages(arguments.folder)
    Handler.batches = [pages[i:i + arguments.batch] for i in range(0, len(pages), arguments.batch)]
    handler = functools.partial(Handler, directory=arguments.folder)
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    results = []
    try:
        for batch in range(len(Handler.batches)):
            measured = measure(browser, server.server_address[1], batch)
            if measured is None:
                print("gallery-widths: chromium measured nothing in batch %d" % batch, file=sys.stderr)
                return 1
            results += measured
    finally:
        server.shutdown()
    failed = [page for page in results if "error" in page]
    for page in results:
        if "columns" in page:
            share = round(arguments.wheel / max(1, len(page["columns"])), 1)
            for column in page["columns"]:
                column["share"] = share
    widths = {"fontSize": FONT_SIZE, "wheel": arguments.wheel, "pages": results}
    with open(os.path.join(arguments.folder, "widths.json"), "w", encoding="utf-8") as output:
        json.dump(widths, output, ensure_ascii=False, indent=1)
    risks = {}
    for page in results:
        for column in page.get("columns", []):
            if column["width"] > column["share"]:
                risks.setdefault(page["locale"], []).append((page, column))
    print("%d pages measured at %d px; widths in %s" % (
        len(results) - len(failed), FONT_SIZE, os.path.join(arguments.folder, "widths.json")))
    print("%d columns in %d locales wider than their share of a %g px wheel:" % (
        sum(len(v) for v in risks.values()), len(risks), arguments.wheel))
    for locale in sorted(risks):
        for page, column in risks[locale]:
            print("  %-12s %-22s %-8s %6.1f px > %5.1f px  %s" % (
                locale, page["family"] + " " + page["variant"], column["field"], column["width"], column["share"],
                column["widest"]))
    for page in failed:
        print("gallery-widths: %s: %s" % (page["page"], page["error"]), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
