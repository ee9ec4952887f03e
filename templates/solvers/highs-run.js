// boardlp-solve's runner for HiGHS: the npm package highs (HiGHS compiled to WebAssembly) under
// node, called like any solver program. It reads an LP or MPS model file, solves it with the time
// limit, and writes HiGHS's own machine-readable solution file, which boardlp-solve parses with
// its status table (src/solve/highs_output.cpp). Exit 3: HiGHS cannot read the model.
//   node highs-run.js MODEL lp|mps TIME_LIMIT SOLUTION [first]
'use strict';
const fs = require('fs');
const [modelPath, format, limit, solutionPath, first] = process.argv.slice(2);

require('highs')().then((highs) => {
  let model;
  try {
    model = highs.createModel({ format, data: fs.readFileSync(modelPath) });
  } catch (e) {
    console.log('highs-run: cannot read the model: ' + (e && e.message ? e.message : e));
    process.exit(3);
  }
  try {
    // An "infeasible or unbounded" answer is settled, so the status says which.
    model.options.set({ output_flag: true, log_to_console: true, allow_unbounded_or_infeasible: false });
    if (Number(limit) > 0) model.options.set('time_limit', Number(limit));
    // The objective is fixed by a row (boardlp-solve --all): the first solution is optimal.
    if (first === 'first') model.options.set('mip_max_improving_sols', 1);
    const start = Date.now();
    model.run();
    const solution = model.exportSolution(false);
    const part = solutionPath + '.part';  // renamed when whole: a stopped run leaves no half file
    fs.writeFileSync(part, solution);
    fs.renameSync(part, solutionPath);
    // This build of HiGHS prints no log of its own: one line for --log.
    const lines = solution.split('\n');
    const objective = lines.find((l) => l.startsWith('Objective '));
    console.log(`highs-run: ${lines[1]}${objective ? ', ' + objective.toLowerCase() : ''}, ` +
                `${((Date.now() - start) / 1000).toFixed(3)} s (npm package highs)`);
  } finally {
    model.dispose();
  }
}).catch((e) => {
  console.log('highs-run: ' + (e && e.stack ? e.stack : e));
  process.exit(1);
});
