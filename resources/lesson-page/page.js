// The lesson page's script: decodes the steps QueensLab recorded (LessonTrace) and draws them.
// It computes no search state: the queens, marks, captions, lines and statistics of every step
// are in the data. No network, no framework.
(function () {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  var MARK_KINDS = ['outline', 'cross', 'fill'];
  var D = JSON.parse(document.getElementById('lesson-data').textContent);
  var T = D.texts;
  var trace = D.trace;
  var n = trace.n;
  var steps = trace.steps;
  var lastStep = steps - 1;
  var lang = document.documentElement.lang || 'en';
  var value = {};
  for (var i = 0; i < DIGITS.length; ++i) value[DIGITS.charAt(i)] = i;

  function $(id) { return document.getElementById(id); }
  function format(text) {
    var args = arguments;
    return text.replace(/%(\d)/g, function (m, k) { return k < args.length ? String(args[k]) : m; });
  }
  function number(v) { return Number(v).toLocaleString(lang); }
  function el(name, attrs, text) {
    var e = document.createElement(name);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svg(name, attrs) {
    var e = document.createElementNS(SVG, name);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
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
  var board = $('board');
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
    board.setAttribute('aria-label', format(T.board, n));
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

  // ---- State ----
  var stops = D.stops;
  var step = 0, stopIndex = -1, playing = false, lastFrame = 0, credit = 0;
  var answers = stops.map(function () { return null; });
  var questionCount = stops.filter(function (s) { return !!s.question; }).length;

  function stopAt(k) {
    if (stopIndex >= 0 && stops[stopIndex].step === k) return stopIndex;
    var best = -1;
    for (var s = 0; s < stops.length; ++s)
      if (stops[s].step <= k && (best < 0 || stops[s].step >= stops[best].step)) best = s;
    return best;
  }

  function go(k, explicitStop) {
    k = Math.max(0, Math.min(lastStep, Math.floor(Number(k) || 0)));
    step = k;
    var s = explicitStop !== undefined ? explicitStop : stopAt(k);
    var stopChanged = s !== stopIndex;
    stopIndex = s;
    render(stopChanged);
  }

  function render(stopChanged) {
    document.body.setAttribute('data-step', String(step));
    drawStep(step);
    $('caption').textContent = captionAt(step);
    var line = lineAt(step);
    var items = $('code').children;
    for (var r = 0; r < items.length; ++r) {
      var current = r === line;
      items[r].className = current ? 'current' : '';
      if (current) items[r].id = 'current-line'; else items[r].removeAttribute('id');
    }
    stats.forEach(function (s) { $('stat-' + s.key).textContent = number(s.values[step]); });
    $('step-label').textContent = format(T.stepOf, number(step), number(lastStep));
    $('scrubber').value = String(step);
    $('back').disabled = step === 0;
    $('first').disabled = step === 0;
    $('forward').disabled = step === lastStep;
    $('last').disabled = step === lastStep;
    $('prev-stop').disabled = stopIndex <= 0 && !(stopIndex === 0 && step !== stops[0].step);
    $('next-stop').disabled = stopIndex >= stops.length - 1;
    if (stopChanged) showStop();
    showAnswerMarks();
    var list = $('stops').children;
    for (var t = 0; t < list.length; ++t) {
      var b = list[t].firstChild;
      if (t === stopIndex) b.setAttribute('aria-current', 'step'); else b.removeAttribute('aria-current');
    }
  }

  // ---- Stops and narration ----
  function paragraphs(box, text) {
    box.textContent = '';
    (text || '').split(/\n\s*\n/).forEach(function (para) {
      if (para.trim()) box.appendChild(el('p', {}, para.trim()));
    });
  }
  function showStop() {
    var s = stops[stopIndex];
    $('stop-label').textContent = stopIndex >= 0 ? format(T.stopOf, stopIndex + 1, stops.length) : '';
    $('stop-title').textContent = s ? s.title : '';
    paragraphs($('narration'), s ? s.narration : D.summary);
    showQuestion();
  }
  function jumpToStop(index) {
    if (index < 0 || index >= stops.length) return;
    pause();
    go(stops[index].step, index);
  }

  // ---- Questions ----
  function currentQuestion() {
    var s = stops[stopIndex];
    return s && s.question && step === s.step ? s.question : null;
  }
  function answer(right, given, verdict) {
    answers[stopIndex] = { right: right, given: given, verdict: verdict };
    showQuestion();
    showScore();
    showAnswerMarks();
  }
  function showQuestion() {
    var box = $('question');
    box.textContent = '';
    var s = stops[stopIndex];
    var q = s && s.question;
    box.hidden = !q;
    if (!q) return;
    box.appendChild(el('h3', {}, T.question));
    if (q.prompt) box.appendChild(el('p', { 'class': 'prompt' }, q.prompt));
    var done = answers[stopIndex];
    if (q.kind === 'choice') {
      var list = el('div', { 'class': 'choices' });
      q.choices.forEach(function (text, c) {
        var b = el('button', { type: 'button', 'data-choice': c }, text);
        if (done) {
          b.disabled = true;
          if (c === q.answer) b.className = 'right';
          else if (c === done.given) b.className = 'wrong';
        }
        b.addEventListener('click', function () {
          if (step !== s.step) go(s.step, stopIndex);
          answer(c === q.answer, c, c === q.answer ? T.right : format(T.wrongChoice, q.choices[q.answer]));
        });
        list.appendChild(b);
      });
      box.appendChild(list);
    } else if (q.kind === 'number') {
      var form = el('form', { 'class': 'number' });
      var field = el('input', { type: 'text', inputmode: 'decimal', id: 'number-answer',
                                'aria-label': T.yourAnswer, placeholder: T.yourAnswer });
      var check = el('button', { type: 'submit', 'class': 'primary' }, T.check);
      if (done) { field.value = String(done.given); field.disabled = true; check.disabled = true; }
      form.appendChild(field);
      form.appendChild(check);
      form.addEventListener('submit', function (e) {
        e.preventDefault();
        var given = Number(field.value.trim().replace(',', '.'));
        if (field.value.trim() === '' || !isFinite(given)) {
          $('verdict-hint').textContent = T.notNumber;
          return;
        }
        var right = Math.abs(given - q.answer) <= (q.tolerance || 0);
        answer(right, given, right ? T.right : format(T.wrongNumber, number(q.answer)));
      });
      box.appendChild(form);
      box.appendChild(el('p', { id: 'verdict-hint', 'class': 'hint' }));
    } else if (q.kind === 'next-queen' && !done) {
      box.appendChild(el('p', { 'class': 'hint' }, T.clickSquare));
    }
    if (done) box.appendChild(el('p', { id: 'verdict', 'class': done.right ? 'right' : 'wrong' }, done.verdict));
  }
  function showAnswerMarks() {
    var q = currentQuestion();
    var done = answers[stopIndex];
    board.classList.toggle('asking', !!(q && q.kind === 'next-queen' && !done));
    if (!q || q.kind !== 'next-queen' || !done) return;
    layers.answers.textContent = '';
    if (!done.right) personMark(done.given[0], done.given[1], 'guess');
    personMark(q.square[0], q.square[1], 'answer');
  }
  board.addEventListener('click', function (e) {
    var q = currentQuestion();
    if (!q || q.kind !== 'next-queen' || answers[stopIndex] || !q.square) return;
    var pt = board.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    var at = pt.matrixTransform(board.getScreenCTM().inverse());
    var col = Math.floor((at.x - MARGIN) / cell), row = Math.floor((at.y - MARGIN) / cell);
    if (row < 0 || row >= n || col < 0 || col >= n) return;
    var right = row === q.square[0] && col === q.square[1];
    answer(right, [row, col], format(right ? T.rightSquare : T.wrongSquare, q.square[0], q.square[1]));
  });
  function showScore() {
    var asked = 0, right = 0;
    answers.forEach(function (a) { if (a) { ++asked; if (a.right) ++right; } });
    var list = $('stops').children;
    for (var t = 0; t < list.length; ++t) {
      var a = answers[t];
      list[t].className = a ? (a.right ? 'right' : 'wrong') : '';
    }
    if (!questionCount) { $('score').textContent = ''; return; }
    $('score').textContent = asked < questionCount ? format(T.answered, asked, questionCount)
                                                   : format(T.score, right, questionCount);
  }

  // ---- Playback ----
  function frame(time) {
    if (!playing) return;
    if (lastFrame) credit += Math.min(1, (time - lastFrame) / 1000) * D.speed;
    lastFrame = time;
    var move = Math.floor(credit);
    if (move > 0) {
      credit -= move;
      var target = Math.min(lastStep, step + move);
      // Playing stops at the next stop, so that its narration can be read.
      for (var s = 0; s < stops.length; ++s)
        if (stops[s].step > step && stops[s].step < target) target = stops[s].step;
      go(target);
      if (step === lastStep || stops.some(function (x) { return x.step === step; })) pause();
    }
    if (playing) window.requestAnimationFrame(frame);
  }
  function play() {
    if (step === lastStep) go(0);
    playing = true;
    lastFrame = 0;
    credit = 1;
    showPlay();
    window.requestAnimationFrame(frame);
  }
  function pause() {
    playing = false;
    showPlay();
  }
  function showPlay() {
    var b = $('play');
    b.textContent = '';
    b.appendChild(icon(playing ? 'pause' : 'play'));
    b.appendChild(el('span', { 'class': 'label' }, playing ? T.pause : T.play));
    b.setAttribute('aria-pressed', playing ? 'true' : 'false');
  }

  // ---- Buttons and keys ----
  var ICONS = {
    first: 'M5 5h3v14H5zM20 5v14L9 12z', back: 'M18 5v14L7 12z', play: 'M7 5v14l12-7z',
    pause: 'M6 5h4v14H6zM14 5h4v14h-4z', forward: 'M6 5v14l11-7z', last: 'M16 5h3v14h-3zM4 5v14l11-7z',
    prevStop: 'M12 5v14L3 12zM21 5v14l-9-7z', nextStop: 'M3 5v14l9-7zM12 5v14l9-7z'
  };
  function icon(name) {
    var s = svg('svg', { viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': 'true' });
    s.appendChild(svg('path', { d: ICONS[name], fill: 'currentColor' }));
    return s;
  }
  function button(id, name, label, action, withText) {
    var b = $(id);
    b.appendChild(icon(name));
    if (withText) b.appendChild(el('span', { 'class': 'label' }, label));
    b.setAttribute('title', label);
    b.setAttribute('aria-label', label);
    b.addEventListener('click', action);
  }
  function stepBy(delta) { pause(); go(step + delta); }

  function keydown(e) {
    var t = e.target;
    if (t && (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && t.type !== 'range'))) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var handled = true;
    switch (e.key) {
      case 'ArrowRight': stepBy(1); break;
      case 'ArrowLeft': stepBy(-1); break;
      case 'PageDown': jumpToStop(stopIndex + 1); break;
      case 'PageUp': jumpToStop(step !== (stops[stopIndex] || {}).step ? stopIndex : stopIndex - 1); break;
      case 'Home': pause(); go(0); break;
      case 'End': pause(); go(lastStep); break;
      case ' ': case 'Spacebar': if (playing) pause(); else play(); break;
      default: handled = false;
    }
    if (handled) e.preventDefault();
  }

  function build() {
    document.title = D.title;
    $('title').textContent = D.title;
    $('summary').textContent = D.summary;
    $('summary').hidden = !D.summary;
    button('first', 'first', T.first, function () { pause(); go(0); });
    button('back', 'back', T.back, function () { stepBy(-1); });
    button('forward', 'forward', T.forward, function () { stepBy(1); });
    button('last', 'last', T.last, function () { pause(); go(lastStep); });
    $('play').addEventListener('click', function () { if (playing) pause(); else play(); });
    $('play').setAttribute('title', T.play + ' / ' + T.pause);
    showPlay();
    button('prev-stop', 'prevStop', T.prevStop, function () {
      jumpToStop(stopIndex >= 0 && step !== stops[stopIndex].step ? stopIndex : stopIndex - 1);
    }, true);
    button('next-stop', 'nextStop', T.nextStop, function () { jumpToStop(stopIndex + 1); }, true);
    var scrubber = $('scrubber');
    scrubber.max = String(lastStep);
    scrubber.setAttribute('aria-label', T.scrubber);
    // As wide as its widest text, so that the scrubber keeps its length while the step changes.
    var widest = format(T.stepOf, number(lastStep), number(lastStep));
    var wide = widest.replace(/[\u0000-\u2000]/g, '').length;
    $('step-label').style.minWidth = (widest.length + wide) + 'ch';
    scrubber.addEventListener('input', function () { pause(); go(scrubber.value); });
    $('code-heading').textContent = T.code;
    var digits = D.code.length >= 10 ? 2 : 1;
    D.code.forEach(function (text, r) {
      var li = el('li', { 'data-line': r });
      var num = String(r + 1);
      while (num.length < digits) num = ' ' + num;
      li.appendChild(el('span', { 'class': 'number' }, num));
      li.appendChild(el('span', { 'class': 'text' }, text));
      $('code').appendChild(li);
    });
    $('stats-heading').textContent = T.stats;
    stats.forEach(function (s) {
      var pair = el('div', { 'class': 'stat' });
      pair.appendChild(el('dt', {}, T[s.key]));
      pair.appendChild(el('dd', { id: 'stat-' + s.key }));
      $('stats').appendChild(pair);
    });
    $('stops-heading').textContent = T.stops;
    stops.forEach(function (s, index) {
      var li = el('li');
      var b = el('button', { type: 'button' });
      b.appendChild(el('span', { 'class': 'stop-name' }, s.title));
      b.appendChild(el('span', { 'class': 'stop-step' }, format(T.stepN, number(s.step))));
      b.addEventListener('click', function () { jumpToStop(index); });
      li.appendChild(b);
      $('stops').appendChild(li);
    });
    $('keys').textContent = T.keys;
    $('footer').textContent = T.footer;
    document.addEventListener('keydown', keydown);
    drawSquares();
    var resizing = 0;
    window.addEventListener('resize', function () {
      window.clearTimeout(resizing);
      resizing = window.setTimeout(function () { render(false); }, 100);
    });
    if (darkQuery && darkQuery.addEventListener)
      darkQuery.addEventListener('change', function () { drawSquares(); render(false); });
    showScore();
  }

  function fromHash() {
    var m = /step=(\d+)/.exec(window.location.hash);
    return m ? Number(m[1]) : null;
  }

  build();
  var start = fromHash();
  go(start !== null ? start : (stops.length ? stops[0].step : 0));
  if (stopIndex < 0) showStop();
  window.addEventListener('hashchange', function () {
    var k = fromHash();
    if (k !== null) { pause(); go(k); }
  });
})();
