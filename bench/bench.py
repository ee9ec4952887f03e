#!/usr/bin/python3
"""The benchmark behind bench/run: writers, solves and enumeration, each next to its peers, in
one run on one machine. Prints Markdown. Every figure is measured here: nothing is copied in."""
import argparse
import datetime
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import tempfile
import time

PULP_LIMIT = 300  # seconds: PuLP sizes estimated to take longer are skipped, and the table says so


def timed(cmd, runs, cwd=None, timeout=3600):
    """Median wall seconds and the largest peak RSS (MB) over `runs` runs of cmd."""
    walls, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, capture_output=True, text=True, cwd=cwd, timeout=timeout)
        walls.append(time.perf_counter() - start)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed: {p.stderr[-300:]}")
        peaks.append(int(p.stderr.strip().splitlines()[-1]) / 1024)
    return statistics.median(walls), max(peaks)


def nonzeros(piece, n):
    if piece == "queens":
        return 4 * n * n - 4
    if piece == "kings":
        return 4 * (n - 1) ** 2
    return 8 * (n - 1) * (n - 2)


def peer_rows(opts, exe, work, piece, n, fmt, ext, pulp_rate):
    """CoinUtils, PuLP and GLPK writing the same model; PuLP is skipped past PULP_LIMIT."""
    nnz = nonzeros(piece, n)
    rows = []
    coin_runs = 1 if n >= 1000 else opts.runs
    cout = os.path.join(work, f"coin{ext}")
    wall, peak = timed([exe["coin_writer"], piece, str(n), cout], coin_runs)
    rows.append(("CoinUtils (matrix in one go)", coin_runs, os.path.getsize(cout), wall, peak))
    os.remove(cout)
    key = (fmt,)
    estimate = pulp_rate.get(key, 0) * nnz
    if estimate > PULP_LIMIT:
        rows.append((f"PuLP 2.6: skipped, estimated {estimate:.0f} s > {PULP_LIMIT} s", 0, 0, None, None))
    else:
        pout = os.path.join(work, f"pulp{ext}")
        wall, peak = timed(["/usr/bin/python3", exe["pulp"], "write", piece, str(n), pout], 1)
        pulp_rate[key] = max(pulp_rate.get(key, 0), wall / nnz)
        rows.append(("PuLP 2.6 writeLP / writeMPS", 1, os.path.getsize(pout), wall, peak))
        os.remove(pout)
    if n <= 300:
        gout = os.path.join(work, f"glpk{ext}")
        dat = os.path.join(work, "board.dat")
        with open(dat, "w") as f:
            f.write(f"data;\nparam R := {n};\nparam C := {n};\nend;\n")
        flag = "--wlp" if fmt == "LP" else "--wfreemps"
        wall, peak = timed(["glpsol", "-m", exe["mathprog"](piece), "-d", dat, "--check", flag, gout], 1)
        rows.append(("GLPK translating MathProg", 1, os.path.getsize(gout), wall, peak))
        os.remove(gout)
    return rows


def writers(opts, exe, work):
    sizes = opts.sizes or ([100, 300] if opts.quick else [100, 300, 1000, 2000])
    print("## Writers: the maximum model, LP and free MPS\n")
    print("Wall time is the median of the runs shown; peak memory is the largest resident size; "
          "s/M nnz is wall seconds per million constraint nonzeros.\n")
    print("| piece | n | format | writer | runs | bytes | wall s | peak MB | MB/s | s/M nnz |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    pulp_rate = {}  # seconds per nonzero seen so far, to skip what would pass PULP_LIMIT
    for piece in opts.pieces:
        for n in sizes:
            nnz = nonzeros(piece, n)
            for fmt, ext in [("LP", ".lp"), ("MPS", ".mps")]:
                out = os.path.join(work, f"{piece}{n}{ext}")
                rows = []
                wall, peak = timed([exe["boardlp"], piece, str(n), "-o", out], opts.runs)
                size = os.path.getsize(out)
                rows.append((f"boardlp ({os.cpu_count()} threads, the default)", opts.runs, size, wall, peak))
                wall, peak = timed([exe["boardlp"], piece, str(n), "--threads", "1", "-o", out], opts.runs)
                assert os.path.getsize(out) == size
                rows.append(("boardlp --threads 1", opts.runs, size, wall, peak))
                dd = os.path.join(work, "dd.out")
                wall, peak = timed(["dd", "if=/dev/zero", f"of={dd}", "bs=1M", f"count={size}", "iflag=count_bytes",
                                    "conv=fsync", "status=none"], opts.runs)
                rows.append(("dd, same bytes (the floor)", opts.runs, size, wall, peak))
                os.remove(dd)
                if not opts.no_peers:
                    rows += peer_rows(opts, exe, work, piece, n, fmt, ext, pulp_rate)
                for name, runs, size, wall, peak in rows:
                    if wall is None:
                        print(f"| {piece} | {n} | {fmt} | {name} | - | - | - | - | - | - |")
                        continue
                    print(f"| {piece} | {n} | {fmt} | {name} | {runs} | {size:,} | {wall:.3f} | {peak:.0f} | "
                          f"{size / 1e6 / wall:.0f} | {wall / (nnz / 1e6):.3f} |", flush=True)
                os.remove(out)


def solve_status(solver, path, limit):
    start = time.perf_counter()
    if solver == "cbc":
        sol = path + ".sol"
        subprocess.run(["cbc", path, "timeMode", "elapsed", "sec", str(limit), "solve", "solu", sol],
                       capture_output=True, timeout=limit + 60)
        first = open(sol).readline().strip() if os.path.exists(sol) else "no solution file"
    else:
        sol = path + ".gsol"
        flag = "--lp" if path.endswith(".lp") else "--freemps"
        subprocess.run(["glpsol", flag, path, "--tmlim", str(limit), "-w", sol], capture_output=True, timeout=limit + 60)
        first = next((l.strip() for l in open(sol) if l.startswith("s ")), "no solution") if os.path.exists(sol) else "no file"
    return time.perf_counter() - start, first


def is_optimal(solver, status):
    """The first line of cbc's solution file, or glpsol's "s mip ROWS COLS STATUS OBJ" line."""
    return status.startswith("Optimal") if solver == "cbc" else status.split()[4:5] == ["o"]


def reordered(src, dst, seed):
    """boardlp's queens LP file with the same rows and columns in a random order (seeded): it
    shows how much of a solve time is the order alone."""
    text = open(src).read()
    objective = text[text.index("Maximize\n") + 9:text.index("Subject To\n")]
    columns = re.findall(r"x_\d+_\d+", objective)
    rows, current = [], ""
    for line in text[text.index("Subject To\n") + 11:text.index("Binaries\n")].splitlines(keepends=True):
        if re.match(r" \w+:", line) and current:  # "name:" starts a row; a wrapped line never does
            rows.append(current)
            current = ""
        current += line
    rows.append(current)
    rng = random.Random(seed)
    rng.shuffle(columns)
    rng.shuffle(rows)
    lines = [" ".join(columns[i:i + 8]) for i in range(0, len(columns), 8)]
    with open(dst, "w") as f:
        f.write("Maximize\n npieces: " + "\n + ".join(l.replace(" ", " + ") for l in lines) + "\nSubject To\n")
        f.write("".join(rows) + "Binaries\n" + "".join(f" {l}\n" for l in lines) + "End\n")


def model_files(exe, work, n, form):
    """boardlp's and PuLP's LP file of n-queens: the maximum model ("max") or the classic one ("place")."""
    ours = os.path.join(work, f"q{n}-{form}.lp")
    subprocess.run([exe["boardlp"], "queens", str(n), "-o", ours] + (["--place", str(n)] if form == "place" else []),
                   check=True)
    theirs = os.path.join(work, f"p{n}-{form}.lp")
    subprocess.run(["/usr/bin/python3", exe["pulp"], "write", "queens", str(n), theirs] +
                   (["classic"] if form == "place" else []), check=True)
    return ours, theirs


FORM_NAMES = {"max": "maximum", "place": "classic (= 1 rows)"}


def solves(opts, exe, work):
    sizes = opts.solve_sizes or ([8, 16, 32] if opts.quick else [8, 16, 32, 64, 128])
    print(f"\n## Solves: queens, boardlp's file next to PuLP's, time limit {opts.limit} s\n")
    print("| n | model | file by | solver | wall s | status |")
    print("|---|---|---|---|---|---|")
    orders = {}  # (n, solver) -> [(who, seconds, status)] for the maximum model at n >= 64
    for n in sizes:
        for form in ["max", "place"]:
            ours, theirs = model_files(exe, work, n, form)
            files = [("boardlp", ours), ("PuLP", theirs)]
            if form == "max" and n >= 64:  # the same model in random orders
                for seed in range(1, opts.orders + 1):
                    path = os.path.join(work, f"q{n}-order{seed}.lp")
                    reordered(ours, path, seed)
                    files.append((f"order {seed}", path))
            for solver in ["cbc", "glpk"]:
                for who, path in files:
                    wall, status = solve_status(solver, path, opts.limit)
                    if form == "max" and n >= 64:
                        orders.setdefault((n, solver), []).append((who, wall, status))
                        if who.startswith("order"):
                            continue
                    print(f"| {n} | {FORM_NAMES[form]} | {who} | {solver} | "
                          f"{wall:.2f} | {status[:60]} |", flush=True)
    if not orders:
        return
    print(f"\n### The maximum model in {opts.orders} random orders of the same rows and columns\n")
    print("Each file is boardlp's, with its rows and its columns shuffled (seeds 1 to "
          f"{opts.orders}); PuLP's order is columns and rows sorted by name. Rank 1 is the fastest "
          f"of the {opts.orders + 2} files.\n")
    print("| n | solver | random orders: fastest | median | slowest | optimal within the limit | boardlp: s, rank | PuLP: s, rank |")
    print("|---|---|---|---|---|---|---|---|")
    for (n, solver), runs in orders.items():
        shuffled = sorted(w for who, w, _ in runs if who.startswith("order"))
        optimal = sum(1 for who, _, s in runs if who.startswith("order") and is_optimal(solver, s))
        ranked = sorted(w for _, w, _ in runs)
        of = {who: w for who, w, _ in runs}
        print(f"| {n} | {solver} | {shuffled[0]:.2f} | {statistics.median(shuffled):.2f} | {shuffled[-1]:.2f} | "
              f"{optimal} of {len(shuffled)} | {of['boardlp']:.2f}, {ranked.index(of['boardlp']) + 1} | {of['PuLP']:.2f}, {ranked.index(of['PuLP']) + 1} |",
              flush=True)


def sweep(opts, exe, work):
    """Every size from 40 to 128 in steps of 8: which file solves faster is decided size by size
    (the order of the same rows and columns alone moves cbc's time by up to 2.6x), so the fair
    comparison is over many sizes: wins, and the geometric mean of the time ratio."""
    sizes = opts.sweep_sizes or list(range(40, 129, 8))
    combos = [(form, solver) for form in ["max", "place"] for solver in ["cbc", "glpk"]]
    cells = {}  # (form, solver, n) -> (boardlp's seconds, PuLP's seconds, "boardlp / PuLP" text)
    for form in ["max", "place"]:
        for n in sizes:
            files = model_files(exe, work, n, form)
            for solver in ["cbc", "glpk"]:
                runs = [solve_status(solver, path, opts.limit) for path in files]
                walls = [min(wall, opts.limit) for wall, _ in runs]
                marks = ["" if is_optimal(solver, status) else ">" for _, status in runs]
                cells[form, solver, n] = (walls[0], walls[1], f"{marks[0]}{walls[0]:.2f} / {marks[1]}{walls[1]:.2f}")
    print(f"\n### Across sizes: n = {sizes[0]} to {sizes[-1]}, time limit {opts.limit} s\n")
    print("Each cell is boardlp's wall seconds / PuLP's, one run each, the same model, the same solver. "
          "A run that hit the limit counts as the limit and is marked >. The ratio is boardlp's time "
          "over PuLP's: below 1, boardlp's file solved faster.\n")
    print("| n | " + " | ".join(f"{FORM_NAMES[f]}, {s}" for f, s in combos) + " |")
    print("|---|" + "---|" * len(combos))
    for n in sizes:
        print(f"| {n} | " + " | ".join(cells[f, s, n][2] for f, s in combos) + " |")
    summary = {"boardlp faster": [], "geometric mean ratio": [], "total s, boardlp / PuLP": []}
    for f, s in combos:
        pairs = [cells[f, s, n][:2] for n in sizes]
        summary["boardlp faster"].append(f"{sum(a < b for a, b in pairs)} of {len(pairs)}")
        summary["geometric mean ratio"].append(f"{statistics.geometric_mean([a / b for a, b in pairs]):.2f}")
        summary["total s, boardlp / PuLP"].append(f"{sum(a for a, _ in pairs):.1f} / {sum(b for _, b in pairs):.1f}")
    for label, values in summary.items():
        print(f"| {label} | " + " | ".join(values) + " |", flush=True)


def enumeration(opts, exe, work):
    print("\n## Enumeration: all 92 solutions of 8 queens, one solver run per solution\n")
    print("| driver | model | solver | runs | wall s (median) | driver's own ms per solve |")
    print("|---|---|---|---|---|---|")
    q8 = os.path.join(work, "q8.lp")
    c8 = os.path.join(work, "c8.lp")
    subprocess.run([exe["boardlp"], "queens", "8", "-o", q8], check=True)
    subprocess.run([exe["boardlp"], "queens", "8", "--place", "8", "-o", c8], check=True)
    for solver in ["cbc", "glpk"]:
        times = []
        for _ in range(opts.runs):
            out = subprocess.run(["/usr/bin/python3", exe["pulp"], "enumerate", solver], capture_output=True, text=True).stdout
            found, wall, _ = out.split()
            assert found == "92"
            times.append(float(wall))
        print(f"| PuLP 2.6 loop | classic | {solver} | {opts.runs} | {statistics.median(times):.2f} | - |", flush=True)
        for label, path in [("maximum", q8), ("classic", c8)]:
            walls, own = [], []
            for _ in range(opts.runs):
                out = subprocess.run([exe["solve"], path, "--all", "--engine", "process", "--json", "--solver", solver],
                                     capture_output=True, text=True).stdout
                d = dict(re.findall(r'"(seconds|solver_seconds|solves|count)":\s*([0-9.]+)', out))
                assert d["count"] == "92", out[:200]
                walls.append(float(d["seconds"]))
                own.append((float(d["seconds"]) - float(d["solver_seconds"])) / float(d["solves"]) * 1000)
            print(f"| boardlp-solve --all --engine process | {label} | {solver} | {opts.runs} | {statistics.median(walls):.2f} | "
                  f"{statistics.median(own):.2f} |", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--quick", action="store_true", help="small sizes only")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--limit", type=int, default=60, help="solver time limit in seconds")
    ap.add_argument("--orders", type=int, default=8, help="solves: random orders of the 64- and 128-queens files")
    ap.add_argument("--solve-sizes", type=lambda t: [int(x) for x in t.split(",")], help="solve board sizes, e.g. 64")
    ap.add_argument("--sweep-sizes", type=lambda t: [int(x) for x in t.split(",")],
                    help="solves across sizes (default 40 to 128 in steps of 8), e.g. 40,48")
    ap.add_argument("--only", choices=["writers", "solves", "sweep", "enumeration"])
    ap.add_argument("--sizes", type=lambda t: [int(x) for x in t.split(",")], help="writer board sizes, e.g. 1000,2000")
    ap.add_argument("--pieces", type=lambda t: t.split(","), default=["queens", "kings", "knights"],
                    help="writer pieces, e.g. queens,kings")
    ap.add_argument("--no-peers", action="store_true", help="writers: boardlp and dd only")
    opts = ap.parse_args()
    build = os.path.join(opts.root, "build")
    exe = {"boardlp": os.path.join(build, "src", "boardlp"), "solve": os.path.join(build, "src", "boardlp-solve"),
           "coin_writer": os.path.join(build, "bench", "coin-writer"), "pulp": os.path.join(opts.root, "bench", "pulp_models.py"),
           "mathprog": lambda piece: os.path.join(opts.root, "templates", "mathprog", f"{piece}.mod")}
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    print(f"# boardlp benchmark, {datetime.date.today()}\n")
    print(f"Machine: {os.cpu_count()} cores ({cpu}), {os.sysconf('SC_PHYS_PAGES') * os.sysconf('SC_PAGE_SIZE') / 2**30:.0f} GiB, "
          f"{platform.platform()}. cbc 2.10.8, glpsol 5.0, CoinUtils 2.11.4, PuLP 2.6.0.\n")
    work = tempfile.mkdtemp(prefix="boardlp-bench-", dir=os.path.join(opts.root, "build"))
    try:
        if opts.only in (None, "writers"):
            writers(opts, exe, work)
        if opts.only in (None, "solves"):
            solves(opts, exe, work)
        if opts.only in (None, "sweep") and not opts.quick:
            sweep(opts, exe, work)
        if opts.only in (None, "enumeration"):
            enumeration(opts, exe, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
