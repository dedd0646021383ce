// The lesson page's board: decodes the steps QueensLab recorded (LessonTrace; the encoding:
// docs/ARCHITECTURE.md, "The lesson web page") and draws one step into the page's <svg>. It
// computes no search state: the queens, marks, captions, lines and statistics of every step are
// in the data. LessonBoard(data, svgElement) returns what page.js uses (svg(): makes an SVG element).
window.LessonBoard = function (D, board) {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  var MARK_KINDS = ['outline', 'cross', 'fill'];
  var trace = D.trace;
  var n = trace.n;
  var steps = trace.steps;
  var value = {};
  for (var i = 0; i < DIGITS.length; ++i) value[DIGITS.charAt(i)] = i;

  // Recorded index <-> step of the run: the ranges of steps the page holds, in order.
  var ranges = trace.ranges;
  var starts = [];
  for (var r = 0, at = 0; r < ranges.length; ++r) {
    starts.push(at);
    at += ranges[r][1] - ranges[r][0] + 1;
  }
  function stepOf(index) {
    var r = ranges.length - 1;
    while (r > 0 && starts[r] > index) --r;
    return ranges[r][0] + (index - starts[r]);
  }
  // The index of the last recorded step at or before `step` (0 before the first).
  function indexOf(step) {
    for (var r = ranges.length - 1; r >= 0; --r)
      if (ranges[r][0] <= step) return starts[r] + Math.min(step, ranges[r][1]) - ranges[r][0];
    return 0;
  }

  function svg(name, attrs) {
    var e = document.createElementNS(SVG, name);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }
  function format(text) {
    var args = arguments;
    return text.replace(/%(\d)/g, function (m, k) { return k < args.length ? String(args[k]) : m; });
  }

  // ---- Decoding (the encoding: docs/ARCHITECTURE.md, "The lesson web page") ----
  var markStart = [0];
  for (var p = 0; p < trace.marks.length; ++p)
    if (trace.marks.charAt(p) === ',') markStart.push(p + 1);
  function queensAt(k) {
    var out = [];
    for (var r = 0; r < n; ++r) {
      var ch = trace.board.charAt(k * n + r);
      out.push(ch === '.' ? -1 : value[ch]);
    }
    return out;
  }
  function lineAt(k) {
    var ch = trace.line.charAt(k);
    return ch === '.' ? -1 : value[ch];
  }
  function captionAt(k) {
    var w = trace.captionWidth, index = 0;
    for (var d = 0; d < w; ++d) index = index * 64 + value[trace.caption.charAt(k * w + d)];
    return trace.captions[index];
  }
  function marksAt(k) {
    var end = k + 1 < markStart.length ? markStart[k + 1] - 1 : trace.marks.length;
    var out = [];
    for (var q = markStart[k]; q + 3 <= end; q += 3) {
      var code = value[trace.marks.charAt(q)];
      out.push({ kind: MARK_KINDS[code >> 4], color: code & 15,
                 row: value[trace.marks.charAt(q + 1)], col: value[trace.marks.charAt(q + 2)] });
    }
    return out;
  }
  function decodeDeltas(text) {
    var out = new Array(steps), at = 0, v = 0;
    for (var k = 0; k < steps; ++k) {
      var z = 0, scale = 1;
      for (;;) {
        var d = value[text.charAt(at++)];
        if (d >= 32) { z += (d - 32) * scale; scale *= 32; } else { z += d * scale; break; }
      }
      v += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      out[k] = v;
    }
    return out;
  }
  var stats = trace.stats.map(function (s) { return { key: s.key, values: decodeDeltas(s.values) }; });

  // ---- Colours ----
  var darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function theme() { return darkQuery && darkQuery.matches ? 1 : 0; }
  function colors() { return theme() ? D.colors.dark : D.colors.light; }
  function markColor(index) { return trace.markColors[index][theme()]; }

  // ---- The board ----
  var SIDE = 800;
  var cell = SIDE / n;
  var FONT = Math.max(24, Math.min(30, cell * 0.3));
  var MARGIN = Math.round(FONT * 1.9);
  var layers = {};
  function cellX(col) { return MARGIN + col * cell; }
  function cellY(row) { return MARGIN + row * cell; }
  function labelStep() {
    var need = n > 10 ? 2.0 * FONT : 1.2 * FONT;
    var choices = [1, 2, 5, 10, 20];
    for (var c = 0; c < choices.length; ++c) if (choices[c] * cell >= need) return choices[c];
    return 20;
  }
  function drawSquares() {
    var c = colors();
    board.textContent = '';
    board.setAttribute('viewBox', '0 0 ' + (MARGIN + SIDE + 4) + ' ' + (MARGIN + SIDE + 4));
    board.setAttribute('aria-label', format(D.texts.board, n));
    var squares = svg('g', { 'class': 'squares' });
    squares.appendChild(svg('rect', { x: MARGIN, y: MARGIN, width: SIDE, height: SIDE, fill: c.light }));
    for (var r = 0; r < n; ++r)
      for (var col = (r + 1) % 2; col < n; col += 2)
        squares.appendChild(svg('rect', { x: cellX(col), y: cellY(r), width: cell + 0.02,
                                          height: cell + 0.02, fill: c.dark }));
    squares.appendChild(svg('rect', { x: MARGIN, y: MARGIN, width: SIDE, height: SIDE, fill: 'none',
                                      stroke: c.frame, 'stroke-width': 2 }));
    board.appendChild(squares);
    var labels = svg('g', { 'class': 'labels', fill: c.label, 'font-size': FONT });
    var stepEvery = labelStep();
    for (var k = 0; k < n; k += stepEvery) {
      var top = svg('text', { x: cellX(k) + cell / 2, y: MARGIN - FONT * 0.5, 'text-anchor': 'middle' });
      top.textContent = String(k);
      var left = svg('text', { x: MARGIN - FONT * 0.45, y: cellY(k) + cell / 2 + FONT * 0.35, 'text-anchor': 'end' });
      left.textContent = String(k);
      labels.appendChild(top);
      labels.appendChild(left);
    }
    board.appendChild(labels);
    ['fills', 'queens', 'marks', 'answers'].forEach(function (name) {
      layers[name] = svg('g', { 'class': name });
      board.appendChild(layers[name]);
    });
  }
  function cellMark(m, layer) {
    var x = cellX(m.col), y = cellY(m.row), color = markColor(m.color);
    var attrs = { 'data-kind': m.kind, 'data-row': m.row, 'data-col': m.col,
                  'data-color': trace.markColors[m.color][0] };
    var e;
    if (m.kind === 'fill') {
      e = svg('rect', { x: x, y: y, width: cell, height: cell, fill: color });
    } else if (m.kind === 'outline') {
      var w = Math.max(2.5, cell * 0.08);
      e = svg('rect', { x: x + w / 2, y: y + w / 2, width: cell - w, height: cell - w, fill: 'none',
                        stroke: color, 'stroke-width': w });
    } else {
      var a = cell * 0.22, b = cell - a, sw = Math.max(2.5, cell * 0.1);
      var d = 'M' + (x + a) + ' ' + (y + a) + 'L' + (x + b) + ' ' + (y + b) +
              'M' + (x + b) + ' ' + (y + a) + 'L' + (x + a) + ' ' + (y + b);
      e = svg('g', {});
      e.appendChild(svg('path', { d: d, stroke: colors().halo, 'stroke-opacity': 0.7,
                                  'stroke-width': sw + Math.max(2, cell * 0.07), 'stroke-linecap': 'round' }));
      e.appendChild(svg('path', { d: d, stroke: color, 'stroke-width': sw, 'stroke-linecap': 'round' }));
    }
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    layer.appendChild(e);
  }
  function drawStep(k) {
    ['fills', 'queens', 'marks', 'answers'].forEach(function (name) { layers[name].textContent = ''; });
    var marks = marksAt(k);
    marks.forEach(function (m) { if (m.kind === 'fill') cellMark(m, layers.fills); });
    var queens = queensAt(k), size = cell * 0.86;
    // Cells too small for the piece (as in the app, under 22 pixels): a disc with a light rim.
    var shown = board.getBoundingClientRect().width;
    var discs = shown > 0 && shown * cell / (MARGIN + SIDE + 4) < 22;
    for (var r = 0; r < n; ++r) {
      if (queens[r] < 0) continue;
      var where = { 'data-kind': 'queen', 'data-row': r, 'data-col': queens[r] };
      var q = discs
        ? svg('circle', { cx: cellX(queens[r]) + cell / 2, cy: cellY(r) + cell / 2, r: cell * 0.4,
                          fill: colors().queen, stroke: colors().queenRim, 'stroke-width': cell * 0.1 })
        : svg('use', { href: '#queen', x: cellX(queens[r]) + (cell - size) / 2,
                       y: cellY(r) + (cell - size) / 2, width: size, height: size });
      for (var a in where) q.setAttribute(a, where[a]);
      layers.queens.appendChild(q);
    }
    marks.forEach(function (m) { if (m.kind !== 'fill') cellMark(m, layers.marks); });
  }
  // A person's mark on a square: "guess" (a dashed ring) or "answer" (a solid ring).
  function personMark(row, col, kind) {
    var w = Math.max(3, cell * 0.09);
    layers.answers.appendChild(svg('circle', {
      cx: cellX(col) + cell / 2, cy: cellY(row) + cell / 2, r: cell / 2 - w, fill: 'none',
      'class': kind, 'stroke-width': w, 'data-kind': kind, 'data-row': row, 'data-col': col }));
  }

  // The square under a click (client coordinates), or null off the board.
  function cellAt(clientX, clientY) {
    var pt = board.createSVGPoint();
    pt.x = clientX;
    pt.y = clientY;
    var at = pt.matrixTransform(board.getScreenCTM().inverse());
    var col = Math.floor((at.x - MARGIN) / cell), row = Math.floor((at.y - MARGIN) / cell);
    return row < 0 || row >= n || col < 0 || col >= n ? null : [row, col];
  }
  function clearPersonMarks() { layers.answers.textContent = ''; }

  drawSquares();
  if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener('change', drawSquares);
  return { n: n, steps: steps, stats: stats, stepOf: stepOf, indexOf: indexOf,
           windowed: ranges.length > 1 || ranges[0][0] !== 0, lineAt: lineAt, captionAt: captionAt,
           draw: drawStep, redraw: drawSquares, personMark: personMark,
           clearPersonMarks: clearPersonMarks, cellAt: cellAt, svg: svg };
};
