// Home Screen pages, as a phone has them: the frame keeps the device's height, widgets fill a page of two columns
// and as many rows as fit, in the order they were added (a widget that does not fit the rest of a page starts the
// next), and the pages sit side by side, swiped and snapped one screen at a time, with their dots. Tiles and stacks
// stay children of #home-grid (other modules find them there); this module only gives each its page and cell.
import { state } from "./state.js";
import { span } from "./tiles.js";

const topInset = 58 + 12;      // the scroller's top margin below the status bar, and the grid's top padding
const bottomInset = 24 + 70;   // the grid's bottom padding, and the dots and home indicator below the pages
var pageCount = 1;
var scheduled = false;

function grid() { return document.getElementById("home-grid"); }
function scroller() { return document.getElementById("home-pages"); }

function number(name) {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name)) || 0;
}

// How many rows of systemSmall widgets a page holds: the device's height less the status bar and the dots.
export function rowsPerPage() {
  var small = number("--small"), gap = number("--row-gap"), height = number("--screen-height");
  if (!small || !height) return 3;
  return Math.max(2, Math.floor((height - topInset - bottomInset + gap) / (small + gap)));
}

function sizeOf(item) {
  var family = item.dataset.family || "systemSmall";
  return span(family);
}

// The first free cell of `page` that holds `size`, or null.
function fit(page, size, rows) {
  for (var row = 0; row + size.rows <= rows; row++) {
    for (var column = 0; column + size.columns <= 2; column++) {
      var free = true;
      for (var r = row; r < row + size.rows && free; r++) {
        for (var c = column; c < column + size.columns; c++) if (page[r][c]) free = false;
      }
      if (free) return { row: row, column: column };
    }
  }
  return null;
}

function emptyPage(rows) {
  var page = [];
  for (var r = 0; r < rows; r++) page.push([false, false]);
  return page;
}

// Places every tile and stack of the grid on a page, then updates the snap points and the dots.
export function layout() {
  scheduled = false;
  var rows = rowsPerPage();
  var pages = [emptyPage(rows)];
  var current = 0;
  Array.prototype.forEach.call(grid().children, function (item) {
    if (!item.matches(".tile, .stack")) return;
    var size = sizeOf(item);
    size = { columns: Math.min(2, size.columns), rows: Math.min(rows, size.rows) };
    var cell = fit(pages[current], size, rows);
    if (!cell) {
      pages.push(emptyPage(rows));
      current = pages.length - 1;
      cell = fit(pages[current], size, rows);
    }
    for (var r = cell.row; r < cell.row + size.rows; r++) {
      for (var c = cell.column; c < cell.column + size.columns; c++) pages[current][r][c] = true;
    }
    // Five tracks a page: side margin, column, gap, column, side margin.
    var first = 5 * current + 2 + 2 * cell.column;
    item.style.gridColumn = first + " / span " + (size.columns === 2 ? 3 : 1);
    item.style.gridRow = (cell.row + 1) + " / span " + size.rows;
    item.dataset.page = String(current);
  });
  pageCount = pages.length;
  grid().style.setProperty("--pages", String(pageCount));
  grid().style.setProperty("--rows", String(rows));
  grid().dataset.pages = String(pageCount);
  var snaps = document.getElementById("page-snaps");
  snaps.replaceChildren.apply(snaps, pages.map(function () { return document.createElement("span"); }));
  updateDots();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(layout);
}

// The page shown now: the one whose start is nearest the scroller's position.
export function currentPage() {
  var width = scroller().clientWidth || 1;
  return Math.max(0, Math.min(pageCount - 1, Math.round(scroller().scrollLeft / width)));
}

export function showPage(index, smooth) {
  var width = scroller().clientWidth;
  scroller().scrollTo({ left: index * width, behavior: smooth ? "smooth" : "auto" });
}

function updateDots() {
  var dots = document.getElementById("page-dots");
  var shown = currentPage();
  dots.hidden = pageCount < 2;
  dots.setAttribute("aria-label", "Page " + (shown + 1) + " of " + pageCount);
  if (dots.children.length !== pageCount) {
    dots.textContent = "";
    for (var index = 0; index < pageCount; index++) {
      var dot = document.createElement("button");
      dot.type = "button";
      dot.className = "page-dot";
      dot.dataset.page = String(index);
      dot.setAttribute("aria-label", "Page " + (index + 1));
      dots.appendChild(dot);
    }
  }
  Array.prototype.forEach.call(dots.children, function (dot, index) {
    dot.setAttribute("aria-current", index === shown ? "true" : "false");
  });
  scroller().dataset.page = String(shown);
}

export function installPager() {
  // Tiles and stacks come and go, and a stack's family can change: place everything again.
  new MutationObserver(function (records) {
    if (records.some(function (record) { return record.target === grid() || record.target.parentNode === grid(); })) {
      schedule();
    }
  }).observe(grid(), { childList: true, subtree: true, attributes: true, attributeFilter: ["data-family"] });
  var settle;
  scroller().addEventListener("scroll", function () {
    clearTimeout(settle);
    settle = setTimeout(updateDots, 60);
  });
  document.getElementById("page-dots").addEventListener("click", function (event) {
    var dot = event.target.closest && event.target.closest(".page-dot");
    if (dot) showPage(Number(dot.dataset.page), true);
  });
  window.addEventListener("resize", schedule);
  if (state.host) schedule();
}
