// boardlp's playground: the board and its options become a request to boardlp's own core
// (boardlp-core.js, compiled from the same C++ as the programs), which answers with the model
// file, its sizes, its formulas and the squares of each row. HiGHS (highs-solver.js) solves the
// LP text in a worker, and the core's checker checks the answer. No network, no server.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  const GLYPHS = { queens: '\u265B', rooks: '\u265C', bishops: '\u265D', kings: '\u265A', knights: '\u265E', points: '\u25CF' };
  // Peaceable armies: the white army in outline, the black one filled, so shape tells them apart.
  const WHITE_GLYPHS = { queens: '\u2655', rooks: '\u2656', bishops: '\u2657', kings: '\u2654', knights: '\u2658' };
  const REGION_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
  const state = {
    rows: 8, cols: 8,
    squares: new Map(),  // square index -> 'wall' | 'hole' | 'fixed'
    regions: [],         // a letter per square, for region puzzles
    answer: null,        // the core's last model answer
    solution: null,      // the checked solution drawn on the board
  };
  let core = null, catalogue = null, worker = null, highsWasm = null;

  function call(name, ...args) {
    return JSON.parse(core.ccall(name, 'string', args.map(() => 'string'), args));
  }

  // ---- the request: the options as boardlp's command line names them ----------------------------
  function recipe() { return catalogue.problems.find((p) => p.word === $('problem').value); }
  function pieceWord() { return $('betza').value.trim() || $('piece').value; }
  function boardWord() { return state.rows === state.cols ? String(state.rows) : `${state.rows}x${state.cols}`; }
  function squareList(kind) {
    const out = [];
    for (const [index, k] of [...state.squares.entries()].sort((a, b) => a[0] - b[0]))
      if (k === kind) out.push(`${Math.floor(index / state.cols) + 1},${(index % state.cols) + 1}`);
    return out;
  }
  function regionText() {
    let text = '';
    for (let r = 0; r < state.rows; ++r) {
      for (let c = 0; c < state.cols; ++c) {
        const i = r * state.cols + c;
        text += state.squares.get(i) === 'wall' ? '#' : (state.regions[i] || 'A');
      }
      text += '\n';
    }
    return text;
  }
  function request(overrides) {
    const options = { piece: [pieceWord()], board: [boardWord()] };
    const files = {};
    const r = recipe();
    if (r.word !== 'max') {
      if (!r.value_name) options[r.word] = [];
      else if (r.regions) { options[r.word] = ['regions.txt']; files['regions.txt'] = regionText(); }
      else options[r.word] = [$('k').value.trim()];
      if (r.k_option && r.k_option !== r.word && $('k2').value.trim() !== '') options[r.k_option] = [$('k2').value.trim()];
    }
    for (const [kind, option] of [['wall', 'wall'], ['hole', 'hole'], ['fixed', 'fix']]) {
      const list = kind === 'wall' && r.regions ? [] : squareList(kind);  // a region grid's '#' are its walls
      if (list.length) options[option] = list;
    }
    if ($('torus').checked) options.torus = [];
    if ($('weighted').checked) { options.weights = ['weights.txt']; files['weights.txt'] = $('weights').value; }
    if ($('formulation').value) options.formulation = [$('formulation').value];
    const cuts = [...document.querySelectorAll('#cuts input:checked')].map((c) => c.value);
    if (cuts.length) options.cut = cuts;
    options.format = [$('format').value];
    Object.assign(options, overrides || {});
    return { options, files };
  }

  // ---- errors next to the field that caused them -----------------------------------------------
  const FIELD_OF = { piece: 'piece', board: 'board', wall: 'squares', hole: 'squares', fix: 'squares', cut: 'cut',
                     formulation: 'formulation', format: 'format', torus: 'board', weights: 'problem' };
  function showError(answer) {
    document.querySelectorAll('.error').forEach((e) => { e.textContent = ''; });
    document.querySelectorAll('.invalid').forEach((e) => e.classList.remove('invalid'));
    if (!answer || answer.ok) return;
    const r = recipe();
    let field = FIELD_OF[answer.option];
    if (!field && answer.option && (answer.option === r.word || answer.option === r.k_option)) field = 'problem';
    field = field || 'general';
    $('error-' + field).textContent = answer.error;
    const input = { piece: 'betza', board: 'rows', problem: 'k', formulation: 'formulation', format: 'format' }[field];
    if (input) $(input).classList.add('invalid');
  }

  // ---- the model: text, sizes, formulas, rows' squares ---------------------------------------------
  let rowSquares = new Map(), squareRows = new Map(), rowSpans = new Map();  // rowSpans: a row's lines in the text
  function update() {
    const started = performance.now();
    // Whatever was solved answered the input as it was: a change clears it (and stops a solve).
    if (worker && !$('stop-button').disabled) stop();
    clearAnswer();
    const answer = call('boardlp_model', JSON.stringify(request()));
    showError(answer);
    if (!answer.ok) { showNoModel(); drawBoard(); return; }
    state.answer = answer;
    $('model-text').classList.remove('stale');
    rowSquares = new Map(); squareRows = new Map();
    for (const [name, squares] of answer.row_squares || []) {
      rowSquares.set(name, squares);
      for (const s of squares) { if (!squareRows.has(s)) squareRows.set(s, []); squareRows.get(s).push(name); }
    }
    showText(answer);
    $('sizes').textContent = answer.rows === undefined ? `the attack graph of the board (DIMACS)`
      : `${answer.rows} rows, ${answer.columns} columns, ${answer.nonzeros} nonzeros`;
    // -o model.EXT says the format, but for those with no extension of their own (fixed MPS).
    const own = ['lp', 'mps', 'opb', 'cnf', 'wcnf'].includes($('format').value);
    $('command').textContent = (own ? answer.command.replace(/ --format \S+$/, '') : answer.command) +
      ` -o model.${extension($('format').value)}`;
    showFormulas(answer.formulas || []);
    showFileLinks(request().files);
    drawBoard();
    document.body.dataset.updateMs = (performance.now() - started).toFixed(1);
    document.body.dataset.rows = answer.rows === undefined ? '' : String(answer.rows);
  }

  // The solution, its status and the LP bounds belong to the input they were solved for.
  function clearAnswer() {
    state.solution = null;
    $('solve-status').textContent = '';
    showBounds([]);
    delete document.body.dataset.solveStatus;
    delete document.body.dataset.checked;
  }
  // Input the core refuses has no model: nothing of the last valid one is shown as if it were it.
  function showNoModel() {
    state.answer = null;
    rowSquares = new Map(); squareRows = new Map(); rowSpans = new Map();
    const pre = $('model-text');
    pre.textContent = 'No model: the input has an error (said beside its field). The model, its command and its ' +
                      'downloads come back when it is fixed.';
    pre.classList.add('stale');
    $('sizes').textContent = '';
    $('command').textContent = '';
    showFormulas([]);
    showFileLinks({});
    document.body.dataset.rows = '';
  }

  // The row a line of the file belongs to: LP rows start " name:", MPS rows are listed in ROWS.
  function showText(answer) {
    const pre = $('model-text');
    pre.textContent = '';
    rowSpans = new Map();
    lit = [];
    const lines = answer.text.split('\n');
    const last = lines.pop();  // after the final newline: '' (each other line keeps its newline)
    if (lines.length > 60000) { pre.textContent = answer.text; return; }  // too long to light rows up
    const fragment = document.createDocumentFragment();
    const lp = $('format').value === 'lp';
    let current = null, inRows = false;
    for (const line of lines) {
      let row = null;
      if (lp) {
        const m = /^ ?([A-Za-z_][\w.\[\]#]*):/.exec(line);
        if (m && rowSquares.has(m[1])) current = m[1];
        else if (!/^\s/.test(line) || line.trim() === '') current = null;
        row = current;
      } else {
        if (/^ROWS/.test(line)) inRows = true; else if (/^\S/.test(line)) inRows = false;
        const m = inRows && /^ [LGEN]\s+(\S+)/.exec(line);
        row = m && rowSquares.has(m[1]) ? m[1] : null;
      }
      const span = document.createElement('span');
      span.textContent = line + '\n';
      if (row) {
        span.className = 'row-line';
        span.dataset.row = row;
        if (!rowSpans.has(row)) rowSpans.set(row, []);
        rowSpans.get(row).push(span);
      }
      fragment.appendChild(span);
    }
    if (last) fragment.appendChild(document.createTextNode(last));
    pre.appendChild(fragment);
  }

  function showFormulas(formulas) {
    const box = $('formulas');
    box.textContent = '';
    for (const f of formulas) {
      const div = document.createElement('div');
      div.className = 'formula';
      // MathML from the core's legend (the same as the teaching page's), then its words.
      div.innerHTML = `<math display="inline">${f.math}</math> <span class="words">${escapeHtml(f.rows)}: ${escapeHtml(f.words)}</span>`;
      box.appendChild(div);
    }
  }
  function escapeHtml(s) { return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]); }
  function extension(format) {
    const f = catalogue.formats.find((x) => x.name === format);
    return f ? f.extension : format;
  }

  // ---- the board -----------------------------------------------------------------------------------
  function drawBoard() {
    const board = $('board');
    board.style.gridTemplateColumns = `repeat(${state.cols}, 1fr)`;
    board.style.gridTemplateRows = `repeat(${state.rows}, 1fr)`;
    board.style.aspectRatio = `${state.cols} / ${state.rows}`;
    const n = state.rows * state.cols;
    while (board.children.length > n) board.lastChild.remove();
    while (board.children.length < n) {
      const sq = document.createElement('div');
      sq.setAttribute('role', 'gridcell');
      sq.tabIndex = 0;  // Tab reaches each square; Enter or Space cycles it, as a click does
      board.appendChild(sq);
    }
    const solution = state.solution;
    const marks = new Map();
    if (solution) {
      const at = ([r, c]) => (r - 1) * state.cols + (c - 1);
      for (const p of solution.pieces) marks.set(at(p), 'piece-white');
      for (const p of solution.black) marks.set(at(p), 'piece-black');
      for (const p of solution.new_walls) marks.set(at(p), 'new-wall');
    }
    const piece = $('betza').value.trim() ? '' : $('piece').value;
    const glyph = GLYPHS[piece] || '\u25CF';
    const whiteGlyph = solution && solution.black.length ? (WHITE_GLYPHS[piece] || '\u25CB') : glyph;
    const regions = recipe() && recipe().regions;
    $('armies-legend').hidden = !(recipe() && recipe().word === 'armies');
    $('white-glyph').textContent = WHITE_GLYPHS[piece] || '\u25CB';
    $('black-glyph').textContent = glyph;
    for (let i = 0; i < n; ++i) {
      const sq = board.children[i];
      const r = Math.floor(i / state.cols), c = i % state.cols;
      const kind = state.squares.get(i);
      sq.className = 'sq' + ((r + c) % 2 ? ' dark' : '') + (kind ? ' ' + kind : '') + (marks.has(i) ? ' ' + marks.get(i) : '');
      sq.dataset.index = i;
      sq.title = `${r + 1},${c + 1}`;
      sq.setAttribute('aria-label', `square ${r + 1},${c + 1}${kind ? ', ' + kind : ''}`);
      sq.textContent = marks.get(i) === 'piece-white' ? whiteGlyph : marks.get(i) === 'piece-black' ? glyph : '';
      // A region puzzle's regions in colours, as the puzzles draw them (the letter stays, small).
      sq.style.background = regions && kind !== 'wall' ? regionColour(state.regions[i] || 'A') : '';
      if (regions && kind !== 'wall') {
        const label = document.createElement('span');
        label.className = 'region';
        label.textContent = state.regions[i] || 'A';
        sq.appendChild(label);
      }
    }
    if (solution && solution.coloured.length) {
      for (const [r, c, k] of solution.coloured) {
        const sq = board.children[(r - 1) * state.cols + (c - 1)];
        sq.style.background = `hsl(${(k * 137) % 360} 70% 70%)`;
        sq.textContent = String(k);
      }
    }
  }
  function regionColour(letter) {
    const k = REGION_LETTERS.indexOf(letter);
    return `hsl(${(k * 360) / 12 + 15} 65% ${k % 2 ? 78 : 86}%)`;
  }

  function clickSquare(i) {
    if (document.querySelector('input[name=tool]:checked').value === 'paint') {
      state.regions[i] = $('brush').value;
    } else {
      const order = [undefined, 'wall', 'hole', 'fixed'];
      const next = order[(order.indexOf(state.squares.get(i)) + 1) % order.length];
      if (next) state.squares.set(i, next); else state.squares.delete(i);
    }
    update();
  }

  // Hover: a square lights its rows in the text; a row lights its squares on the board.
  let lit = [];
  function light(rows, squares) {
    for (const e of lit) e.classList.remove('lit');
    lit = [];
    for (const name of rows) for (const span of rowSpans.get(name) || []) lit.push(span);
    for (const s of squares) if ($('board').children[s]) lit.push($('board').children[s]);
    for (const e of lit) e.classList.add('lit');
  }

  // ---- solving in a worker, so that the page stays live and Stop can end it ------------------------
  function startWorker() {
    const source = BOARDLP_HIGHS.source + '\n' + `
      let solver = null;
      onmessage = async (event) => {
        const { lp, options } = event.data;
        try {
          // HiGHS's WebAssembly comes with the message (a worker made from a blob cannot fetch a file:// URL).
          if (!solver) solver = await Module({
            instantiateWasm: (imports, receive) => {
              WebAssembly.instantiate(event.data.wasm, imports).then((r) => receive(r.instance, r.module));
              return {};
            },
          });
          const start = performance.now();
          const result = solver.solve(lp, options);
          postMessage({ ok: true, result, seconds: (performance.now() - start) / 1000 });
        } catch (e) {
          postMessage({ ok: false, error: String(e && e.message ? e.message : e) });
        }
      };`;
    worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
  function solveInWorker(lp, options) {
    if (!worker) startWorker();
    return new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => resolve({ ok: false, error: event.message || 'the solver stopped' });
      worker.postMessage({ lp, options, wasm: highsWasm });
    });
  }
  function otherForm() {
    const now = state.answer && /formulation=(\w+)/.exec(state.answer.text);
    return now && now[1] === 'clique' ? 'pairwise' : 'clique';
  }

  // What a solve is given: the model as LP text and the time limit; null (saying why) for input
  // the core refuses.
  function toSolve() {
    if (!state.answer) {
      $('solve-status').textContent = 'Nothing to solve: the input has an error (said beside its field); fix it first.';
      return null;
    }
    const lp = call('boardlp_model', JSON.stringify(request({ format: ['lp'] })));
    if (!lp.ok) { showError(lp); return null; }
    return { lp, limit: Math.max(1, Number($('time-limit').value) || 30) };
  }

  async function solve() {
    const given = toSolve();
    if (!given) return;
    const { lp, limit } = given;
    busy(true, 'solving...');
    const bounds = [];
    // The LP bound of this file's form and of the other one: what the relaxation promises.
    for (const [form, text] of [[(/formulation=(\w+)/.exec(lp.text) || [])[1] || 'this file', lp.text],
                                [otherForm(), (call('boardlp_model', JSON.stringify(request({ format: ['lp'], formulation: [otherForm()] }))).text)]]) {
      if (!text) continue;
      const relaxed = await solveInWorker(text, { solve_relaxation: true, time_limit: limit });
      if (!worker) return;  // stopped
      // A feasibility model has no objective: its relaxation is feasible or not, and gives no bound.
      const feasibility = !state.answer.objective;
      bounds.push([form, !relaxed.ok ? relaxed.error
        : feasibility ? (relaxed.result.Status === 'Optimal' ? 'feasible' : relaxed.result.Status.toLowerCase())
        : relaxed.result.Status === 'Optimal' ? round(relaxed.result.ObjectiveValue) : relaxed.result.Status]);
    }
    const run = await solveInWorker(lp.text, { time_limit: limit });
    if (!worker) return;
    busy(false);
    showBounds(bounds);
    if (!run.ok) { $('solve-status').textContent = 'HiGHS: ' + run.error; return; }
    const result = run.result;
    const values = valuesOf(result);
    const seconds = run.seconds.toFixed(3);
    if (!Object.keys(values).length || !['Optimal', 'Time limit reached'].includes(result.Status)) {
      $('solve-status').textContent = `HiGHS: ${result.Status} in ${seconds} s`;
      document.body.dataset.solveStatus = result.Status;
      return;
    }
    const verdict = showChecked(result, values);
    $('solve-status').textContent = `HiGHS: ${result.Status}, objective ${round(result.ObjectiveValue)}, ${seconds} s; ${verdict}`;
    document.body.dataset.solveStatus = result.Status;
    document.body.dataset.objective = String(result.ObjectiveValue);
  }
  // An answer's values through boardlp's checker, drawn on the board; the verdict in words.
  function showChecked(result, values) {
    const checkRequest = request({ format: ['lp'] });
    checkRequest.objective = result.ObjectiveValue;
    const checked = call('boardlp_check', JSON.stringify(checkRequest), JSON.stringify(values));
    state.solution = checked.ok ? checked : null;
    drawBoard();
    document.body.dataset.checked = checked.ok && !checked.faults.length ? 'sound' : 'faults';
    return !checked.ok ? 'not checked: ' + checked.error
      : checked.faults.length ? 'the check FAILED: ' + checked.faults.join('; ') : 'checked: sound by the board\'s rules';
  }
  function valuesOf(result) {
    const values = {};
    for (const [name, column] of Object.entries(result.Columns || {})) values[name] = column.Primal;
    return values;
  }

  // A region puzzle's question, as its makers ask it: is the solution the only one? HiGHS finds
  // one; a row that cuts off that placement alone (its pieces sum to at most their number less
  // one: every solution has as many) is added to the LP text, and HiGHS solves again: infeasible
  // means unique. Both answers go through the checker.
  async function checkUnique() {
    const given = toSolve();
    if (!given) return;
    const { lp, limit } = given;
    busy(true, 'looking for a first solution...');
    const first = await solveInWorker(lp.text, { time_limit: limit });
    if (!worker) return;
    if (!first.ok || first.result.Status !== 'Optimal') {
      busy(false, `HiGHS: ${first.ok ? first.result.Status : first.error}: no solution found, so there is none to be unique`);
      return;
    }
    const values = valuesOf(first.result);
    const ones = Object.keys(values).filter((name) => values[name] > 0.5 && /^x_\d+_\d+$/.test(name));
    const cut = ` unique_check: ${ones.join(' + ')} <= ${ones.length - 1}\n`;
    $('solve-status').textContent = 'a first solution found; looking for a second...';
    const second = await solveInWorker(withRow(lp.text, cut), { time_limit: limit });
    if (!worker) return;
    busy(false);
    if (second.ok && second.result.Status === 'Infeasible') {
      const verdict = showChecked(first.result, values);
      $('solve-status').textContent = `unique: HiGHS finds this solution, and none once it is cut off; ${verdict}`;
      document.body.dataset.unique = 'yes';
    } else if (second.ok && second.result.Status === 'Optimal') {
      const verdict = showChecked(second.result, valuesOf(second.result));
      $('solve-status').textContent = `not unique: a second solution (drawn) besides the first; ${verdict}`;
      document.body.dataset.unique = 'no';
    } else {
      $('solve-status').textContent = `undecided: the second solve ended ${second.ok ? second.result.Status : second.error}`;
    }
  }
  // The LP text with one more row at the end of its constraints.
  function withRow(text, row) {
    const lines = text.split('\n');
    const start = lines.findIndex((l) => /^subject to/i.test(l.trim()));
    let at = lines.findIndex((l, i) => i > start && /^(bounds|binar|general|semi|sos|end)/i.test(l.trim()));
    if (at < 0) at = lines.length;
    lines.splice(at, 0, row.replace(/\n$/, ''));
    return lines.join('\n');
  }
  function busy(on, status) {
    $('solve-button').disabled = on;
    $('unique-button').disabled = on;
    $('stop-button').disabled = !on;
    if (status !== undefined) $('solve-status').textContent = status;
  }
  function round(v) { return Math.abs(v - Math.round(v)) < 1e-9 ? String(Math.round(v)) : v.toFixed(4); }
  function showBounds(bounds) {
    const body = $('bounds').querySelector('tbody');
    body.textContent = '';
    for (const [form, bound] of bounds) {
      const tr = document.createElement('tr');
      tr.innerHTML = `<td>${escapeHtml(form)}</td><td>${escapeHtml(bound)}</td>`;
      body.appendChild(tr);
    }
    $('bounds').hidden = !bounds.length;
    const feasibility = state.answer && !state.answer.objective;
    $('bound-heading').textContent = feasibility ? 'LP relaxation' : 'LP bound';
    $('bounds-note').hidden = !bounds.length || !feasibility;
  }
  function stop() {
    if (worker) worker.terminate();
    worker = null;
    busy(false, 'stopped');
  }

  // The files the command names (regions.txt, weights.txt), to download beside the model.
  function showFileLinks(files) {
    const box = $('file-links');
    box.textContent = '';
    for (const [name, text] of Object.entries(files || {})) {
      const a = document.createElement('a');
      a.href = '#';
      a.textContent = name;
      a.title = `the ${name} the command names`;
      a.addEventListener('click', (e) => { e.preventDefault(); save(name, text); });
      box.appendChild(document.createTextNode(' '));
      box.appendChild(a);
    }
  }
  function save(name, text) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  // The cuts this problem and piece take: each asked of the core on a small open board, and one it
  // refuses there (its refusal names --cut) is not offered; the others are.
  function showCuts() {
    const r = recipe();
    for (const box of document.querySelectorAll('#cuts input')) {
      const probe = request({ board: ['5'], cut: [box.value], format: ['lp'] });
      for (const option of ['wall', 'hole', 'fix', 'torus']) delete probe.options[option];
      if (r.k_option && r.k_option !== r.word) delete probe.options[r.k_option];
      if (r.regions) probe.files['regions.txt'] = 'AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE\n';
      else if (r.value_name) probe.options[r.word] = ['2'];
      if (probe.options.weights) probe.files['weights.txt'] = '1 1 1 1 1\n'.repeat(5);
      const answer = call('boardlp_model', JSON.stringify(probe));
      const refused = !answer.ok && answer.option === 'cut';
      const label = box.closest('label');
      label.hidden = refused;
      label.title = refused ? answer.error : '';
      if (refused) box.checked = false;
    }
    $('no-cuts').hidden = [...document.querySelectorAll('#cuts label')].some((l) => !l.hidden);
  }

  // ---- the menus, from the core's tables -----------------------------------------------------------
  function fillMenus() {
    for (const p of catalogue.pieces.concat(['points'])) $('piece').add(new Option(p, p));
    for (const p of catalogue.problems) $('problem').add(new Option(p.word === 'max' ? 'max (the most pieces)' : p.word, p.word));
    for (const f of catalogue.formats) $('format').add(new Option(`${f.name}: ${f.what}`, f.name));
    for (const c of catalogue.cuts) {
      const label = document.createElement('label');
      label.className = 'check';
      label.innerHTML = `<input type="checkbox" value="${escapeHtml(c.name)}"> ${escapeHtml(c.name)} <span class="help">${escapeHtml(c.help)}</span>`;
      $('cuts').insertBefore(label, $('error-cut'));
    }
    for (const l of REGION_LETTERS.slice(0, 12)) $('brush').add(new Option(l, l));
    for (const f of catalogue.formats) {
      const a = document.createElement('a');
      a.href = '#';
      a.textContent = f.name;
      a.dataset.format = f.name;
      $('download-links').appendChild(a);
    }
  }
  function problemChanged() {
    const r = recipe();
    $('problem-help').textContent = r.help;
    $('k-field').hidden = !r.value_name || r.regions;
    $('k-label').textContent = `${r.value_name} (--${r.word})`;
    $('k2-field').hidden = !(r.k_option && r.k_option !== r.word);
    $('k2-label').textContent = `K (--${r.k_option})`;
    $('paint-tool').hidden = !r.regions;
    $('unique-button').hidden = !r.regions;
    if (r.points) $('piece').value = 'points';
    showCuts();
    update();
  }

  function download(format) {
    const answer = call('boardlp_model', JSON.stringify(request({ format: [format] })));
    if (!answer.ok) { showError(answer); return; }
    save(`model.${extension(format)}`, answer.text);
  }

  function wire() {
    for (const id of ['piece', 'betza', 'k', 'k2', 'weights', 'formulation', 'format', 'torus']) $(id).addEventListener('input', update);
    $('weighted').addEventListener('input', () => { $('weights').hidden = !$('weighted').checked; showCuts(); update(); });
    for (const id of ['piece', 'betza']) $(id).addEventListener('change', () => { showCuts(); update(); });
    $('cuts').addEventListener('change', update);
    $('problem').addEventListener('change', problemChanged);
    for (const id of ['rows', 'cols'])
      $(id).addEventListener('input', () => {
        const rows = parseInt($('rows').value, 10), cols = parseInt($('cols').value, 10);
        if (rows > 0 && cols > 0 && rows <= catalogue.max_side && cols <= catalogue.max_side) {
          if (cols !== state.cols) { state.squares.clear(); state.regions = []; }
          state.rows = rows; state.cols = cols;
          for (const i of [...state.squares.keys()]) if (i >= rows * cols) state.squares.delete(i);
          update();
        } else {
          // The core's words for a board it refuses (and the command line past the page's size).
          showError(call('boardlp_model', JSON.stringify(request({ board: [`${$('rows').value}x${$('cols').value}`] }))));
        }
      });
    const board = $('board');
    board.addEventListener('click', (e) => { const sq = e.target.closest('.sq'); if (sq) clickSquare(Number(sq.dataset.index)); });
    board.addEventListener('keydown', (e) => {
      const sq = e.target.closest('.sq');
      if (sq && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        const index = Number(sq.dataset.index);
        clickSquare(index);
        $('board').children[index].focus();
      }
    });
    board.addEventListener('focusin', (e) => {
      const sq = e.target.closest('.sq');
      if (sq) light(squareRows.get(Number(sq.dataset.index)) || [], []);
    });
    board.addEventListener('mouseover', (e) => {
      const sq = e.target.closest('.sq');
      if (sq) light(squareRows.get(Number(sq.dataset.index)) || [], []);
    });
    $('model-text').addEventListener('mouseover', (e) => {
      const span = e.target.closest('.row-line');
      if (span) light([span.dataset.row], rowSquares.get(span.dataset.row) || []);
    });
    $('solve-button').addEventListener('click', solve);
    $('unique-button').addEventListener('click', checkUnique);
    $('stop-button').addEventListener('click', stop);
    $('download-links').addEventListener('click', (e) => {
      if (e.target.dataset.format) { e.preventDefault(); download(e.target.dataset.format); }
    });
    $('copy-command').addEventListener('click', () => navigator.clipboard && navigator.clipboard.writeText($('command').textContent));
  }

  function base64Bytes(text) {
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; ++i) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  window.addEventListener('DOMContentLoaded', async () => {
    const started = performance.now();
    core = await BoardlpCore();
    catalogue = call('boardlp_catalogue');
    highsWasm = base64Bytes(BOARDLP_HIGHS.wasm);
    fillMenus();
    wire();
    problemChanged();
    document.body.dataset.loadMs = (performance.now() - started).toFixed(1);
    document.body.dataset.ready = 'yes';
  });

  // For bench/playground: HiGHS in the page's own worker, on any LP text.
  window.boardlpPlayground = { solveLp: solveInWorker };
})();
