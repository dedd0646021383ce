// The lesson page's script: the controls, the stops with their narration and questions, the
// score and playback, around the board of board.js (LessonBoard), which draws the recorded
// steps. No network, no framework.
(function () {
  'use strict';

  var D = JSON.parse(document.getElementById('lesson-data').textContent);
  var T = D.texts;
  var board = $('board');
  var view = window.LessonBoard(D, board);
  var steps = view.steps;
  var lastStep = steps - 1;
  var lang = document.documentElement.lang || 'en';
  var stats = view.stats;
  var svg = view.svg;
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

  // ---- State ----
  // Positions are indices of the recorded steps (view.stepOf gives the run's step).
  var stops = D.stops;
  stops.forEach(function (s) { s.at = view.indexOf(s.step); });
  var step = 0, stopIndex = -1, playing = false, lastFrame = 0, credit = 0;
  var answers = stops.map(function () { return null; });
  var questionCount = stops.filter(function (s) { return !!s.question; }).length;

  function stopAt(k) {
    if (stopIndex >= 0 && stops[stopIndex].at === k) return stopIndex;
    var best = -1;
    for (var s = 0; s < stops.length; ++s)
      if (stops[s].at <= k && (best < 0 || stops[s].at >= stops[best].at)) best = s;
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
    document.body.setAttribute('data-step', String(view.stepOf(step)));
    view.draw(step);
    $('caption').textContent = view.captionAt(step);
    var line = view.lineAt(step);
    var items = $('code').children;
    for (var r = 0; r < items.length; ++r) {
      var current = r === line;
      items[r].className = current ? 'current' : '';
      if (current) items[r].id = 'current-line'; else items[r].removeAttribute('id');
    }
    stats.forEach(function (s) { $('stat-' + s.key).textContent = number(s.values[step]); });
    $('step-label').textContent = format(T.stepOf, number(view.stepOf(step)), number(view.stepOf(lastStep)));
    $('scrubber').value = String(step);
    $('back').disabled = step === 0;
    $('first').disabled = step === 0;
    $('forward').disabled = step === lastStep;
    $('last').disabled = step === lastStep;
    $('prev-stop').disabled = stopIndex <= 0 && !(stopIndex === 0 && step !== stops[0].at);
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
    go(stops[index].at, index);
  }

  // ---- Questions ----
  function currentQuestion() {
    var s = stops[stopIndex];
    return s && s.question && step === s.at ? s.question : null;
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
          if (step !== s.at) go(s.at, stopIndex);
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
    view.clearPersonMarks();
    if (!done.right) view.personMark(done.given[0], done.given[1], 'guess');
    view.personMark(q.square[0], q.square[1], 'answer');
  }
  board.addEventListener('click', function (e) {
    var q = currentQuestion();
    if (!q || q.kind !== 'next-queen' || answers[stopIndex] || !q.square) return;
    var square = view.cellAt(e.clientX, e.clientY);
    if (!square) return;
    var row = square[0], col = square[1];
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
        if (stops[s].at > step && stops[s].at < target) target = stops[s].at;
      go(target);
      if (step === lastStep || stops.some(function (x) { return x.at === step; })) pause();
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
      case 'PageUp': jumpToStop(step !== (stops[stopIndex] || {}).at ? stopIndex : stopIndex - 1); break;
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
    $('note').hidden = !view.windowed;
    if (view.windowed) $('note').textContent = format(T.windows, number(steps), number(view.stepOf(lastStep)));
    button('first', 'first', T.first, function () { pause(); go(0); });
    button('back', 'back', T.back, function () { stepBy(-1); });
    button('forward', 'forward', T.forward, function () { stepBy(1); });
    button('last', 'last', T.last, function () { pause(); go(lastStep); });
    $('play').addEventListener('click', function () { if (playing) pause(); else play(); });
    $('play').setAttribute('title', T.play + ' / ' + T.pause);
    showPlay();
    button('prev-stop', 'prevStop', T.prevStop, function () {
      jumpToStop(stopIndex >= 0 && step !== stops[stopIndex].at ? stopIndex : stopIndex - 1);
    }, true);
    button('next-stop', 'nextStop', T.nextStop, function () { jumpToStop(stopIndex + 1); }, true);
    var scrubber = $('scrubber');
    scrubber.max = String(lastStep);
    scrubber.setAttribute('aria-label', T.scrubber);
    // As wide as its widest text, so that the scrubber keeps its length while the step changes.
    var widest = format(T.stepOf, number(view.stepOf(lastStep)), number(view.stepOf(lastStep)));
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
    var resizing = 0;
    window.addEventListener('resize', function () {
      window.clearTimeout(resizing);
      resizing = window.setTimeout(function () { render(false); }, 100);
    });
    var darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    if (darkQuery && darkQuery.addEventListener)
      darkQuery.addEventListener('change', function () { render(false); });
    showScore();
  }

  function fromHash() {
    var m = /step=(\d+)/.exec(window.location.hash);
    return m ? Number(m[1]) : null;
  }

  build();
  var start = fromHash();
  go(start !== null ? view.indexOf(start) : (stops.length ? stops[0].at : 0));
  if (stopIndex < 0) showStop();
  window.addEventListener('hashchange', function () {
    var k = fromHash();
    if (k !== null) { pause(); go(view.indexOf(k)); }
  });
})();
