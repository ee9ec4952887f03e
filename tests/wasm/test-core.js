#!/usr/bin/env node
// The playground's core as the page runs it: boardlp-core.js (scripts/build-wasm) under Node.js.
// Every file of models/ comes out to the byte, as boardlp writes it, though the WebAssembly is
// built by another compiler with another C++ library (emscripten's libc++, whose numbers are
// written by double_chars.hpp's portable code); refusals have boardlp's words; the checker passes
// a sound placement and catches a bad one.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = process.env.BOARDLP_SOURCE_ROOT;
const wasmBuild = process.env.BOARDLP_WASM_BUILD || path.join(root, 'build-wasm');
const corePath = path.join(wasmBuild, 'src/playground/boardlp-core.js');
if (!fs.existsSync(corePath)) {
  console.error(`${corePath} is missing: run scripts/build-wasm (scripts/test does)`);
  process.exit(1);
}
const failures = [];
const check = (ok, what) => { if (!ok) { failures.push(what); console.log('FAIL:', what); } };

function requestOf(words) {
  const options = { piece: [words[0]], board: [words[1]] };
  let current = null;
  for (const w of words.slice(2)) {
    if (w.startsWith('--')) { current = w.slice(2); options[current] = options[current] || []; }
    else options[current].push(w);
  }
  return { options };
}

require(corePath)().then((core) => {
  const call = (name, ...args) => JSON.parse(core.ccall(name, 'string', args.map(() => 'string'), args));
  const models = path.join(root, 'models');
  process.chdir(models);  // the cost files are named from there (the core reads them through Node's file system)
  let files = 0;
  for (const line of fs.readFileSync(path.join(models, 'models.txt'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const words = line.trim().split(/\s+/);
    const file = words.shift();
    const request = requestOf(words);
    if (!request.options.format) request.options.output = [file];
    // The emscripten file system is the page's own memory: the files a request names come with it.
    request.files = {};
    for (const w of words) if (/\.txt$/.test(w)) request.files[w] = fs.readFileSync(path.join(models, w), 'utf8');
    const answer = call('boardlp_model', JSON.stringify(request));
    check(answer.ok, `${line}: ${answer.error}`);
    if (answer.ok) check(answer.text === fs.readFileSync(path.join(models, file), 'utf8'), `${line}: not the bytes of models/${file}`);
    ++files;
  }
  check(files >= 40, `only ${files} models`);
  for (const args of [['queens', '0'], ['WQX', '8'], ['queens', '8', '--place', 'x'], ['queens', '8', '--wall', '9,1'],
                      ['queens', '8', '--fix', '1,1', '--fix', '2,2'], ['queens', '8', '--cut', 'nope']]) {
    const program = spawnSync(process.env.BOARDLP, [...args, '-o', '/dev/null'], { encoding: 'utf8' });
    const answer = call('boardlp_model', JSON.stringify(requestOf(args)));
    check(!answer.ok && program.stderr === `boardlp: error: ${answer.error}\n`,
          `${args.join(' ')}: the core says '${answer.error}', boardlp '${program.stderr.trim()}'`);
  }
  const queens = requestOf(['queens', '8', '--place', '8']);
  const values = {};
  const cols = [1, 5, 8, 6, 3, 7, 2, 4];
  for (let r = 1; r <= 8; ++r) for (let c = 1; c <= 8; ++c) values[`x_${r}_${c}`] = cols[r - 1] === c ? 1 : 0;
  const sound = call('boardlp_check', JSON.stringify(queens), JSON.stringify(values));
  check(sound.ok && sound.faults.length === 0 && sound.pieces.length === 8, `the check of 8 queens: ${JSON.stringify(sound)}`);
  values.x_1_1 = 0; values.x_2_2 = 1;
  const broken = call('boardlp_check', JSON.stringify(queens), JSON.stringify(values));
  check(broken.ok && broken.faults.length > 0, 'the check passed two attacking queens');
  if (failures.length) { console.log(`${failures.length} failed`); process.exit(1); }
  console.log(`the WebAssembly core: ${files} models to the byte, refusals and checks as boardlp's`);
});
