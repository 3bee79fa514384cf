// npm run screenshots: docs/images/*.png from the goldens in test/render/goldens,
// rendered as GitHub would (cmark-gfm with GitHub's extensions, GitHub's Markdown
// CSS) in headless Chromium. Not part of `npm test`: CI needs no browser.
// Needs Debian's cmark-gfm, chromium and fonts-noto-color-emoji (pngquant optional).
// Chromium's --screenshot takes a fixed window, so a first pass (--dump-dom) lets
// the page report its own height and the second pass shoots exactly that.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const CMARK = process.env.SEEDGATE_CMARK ?? "/usr/bin/cmark-gfm";
const CHROMIUM = process.env.CHROMIUM ?? "chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--hide-scrollbars",
  "--force-device-scale-factor=1",
];
const WIDTH = 820;
const GOLDENS = "test/render/goldens";
const OUT = "docs/images";
const CASES = { green: "green", red: "red-regression", sealed: "sealed-only-approved", overfit: "red-overfit-holdout" };
const SURFACES = { comment: "the sticky comment", "check-run": "the check run", "job-summary": "the job summary" };
const css = readFileSync("node_modules/github-markdown-css/github-markdown-light.css", "utf8");

const cmark = (md) =>
  execFileSync(CMARK, ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"], { input: md, encoding: "utf8" });

/** GitHub shows <details> closed, and so do the pictures. */
const openFirst = (html) => html;

function frame(surface, markdown) {
  if (surface === "comment") {
    const body = markdown.replace(/^(<!--[^\n]*-->\n)+/, "");
    return `<div class="box"><div class="head"><b>github-actions</b> <span class="bot">bot</span> commented</div><div class="markdown-body pad">${openFirst(cmark(body))}</div></div>`;
  }
  if (surface === "check-run") {
    const [, title, rest] = /^# ([^\n]*)\n([\s\S]*)$/.exec(markdown);
    return `<div class="box"><div class="head check">${title.startsWith("seedgate: green") ? "✅" : "❌"} <b>seedgate</b> — ${title.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</div><div class="markdown-body pad">${openFirst(cmark(rest))}</div></div>`;
  }
  return `<div class="box"><div class="head">seedgate summary</div><div class="markdown-body pad">${openFirst(cmark(markdown))}</div></div>`;
}

function page(inner) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; padding: 16px; background: #fff; width: ${WIDTH - 32}px; font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.box { border: 1px solid #d0d7de; border-radius: 6px; }
.head { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; font-size: 14px; color: #1f2328; border-radius: 6px 6px 0 0; }
.bot { border: 1px solid #d0d7de; border-radius: 2em; padding: 0 6px; font-size: 12px; color: #59636e; }
.pad { padding: 16px; font-size: 14px; }
</style></head><body>${inner}<script>document.title = String(Math.ceil(document.documentElement.getBoundingClientRect().height));</script></body></html>`;
}

const dir = mkdtempSync(join(tmpdir(), "seedgate-shots-"));
try {
  for (const [label, golden] of Object.entries(CASES)) {
    for (const surface of Object.keys(SURFACES)) {
      const markdown = readFileSync(join(GOLDENS, `${golden}.${surface}.md`), "utf8");
      const html = join(dir, `${label}-${surface}.html`);
      writeFileSync(html, page(frame(surface, markdown)));
      const url = `file://${html}`;
      const dom = execFileSync(CHROMIUM, [...FLAGS, `--window-size=${WIDTH},4000`, "--dump-dom", url], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      // A long check-run text is cut: the picture shows its head, as a reader first sees it.
      const height = Math.min(1400, Number(/<title>(\d+)<\/title>/.exec(dom)?.[1] ?? 1200));
      const png = resolve(OUT, `${label}-${surface}.png`);
      execFileSync(CHROMIUM, [...FLAGS, `--window-size=${WIDTH},${height}`, `--screenshot=${png}`, url], { stdio: "ignore" });
      // Debian's pngquant, when present, cuts the PNGs to about a third (they are committed).
      try {
        execFileSync("pngquant", ["--force", "--skip-if-larger", "--quality=70-90", "--ext", ".png", png], { stdio: "ignore" });
      } catch {}
      console.log(`${png}: ${SURFACES[surface]}, ${label} (${WIDTH}×${height})`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
