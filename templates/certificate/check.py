#!/usr/bin/env python3
"""Checks this certificate folder with public tools only: python and rate (crates.io), or lrat-check
(drat-trim) or cake_lpr (CakeML) where they are on PATH. It proves that the formula in formula.cnf
is unsatisfiable:
  1. every cube of cubes.icnf that pruned.txt does not list has lrat/cube-N.lrat.gz, an LRAT proof
     that formula + the cube's literals is unsatisfiable, and the checker verifies it;
  2. lrat/cover.lrat.gz proves formula + the negation of every cube unsatisfiable: the cubes cover
     every assignment;
  3. every cube pruned.txt lists is the image of a decided cube under a permutation of the
     variables that maps the formula's clauses onto themselves, so it is unsatisfiable as that one is.
A proof kept as its hash (lrat/NAME.remake) is made again by the prover that file names, with the
same versions: CaDiCaL 2.2.1 (cadical-2.2.1), or Debian's CaDiCaL and rate; its SHA-256 must agree.
With boardlp on PATH it also writes the formula again from term.json's "command" and compares.

  ./check                 check everything (exit 0: verified; 1: a fault, named)
  ./check --jobs N        N proofs at a time
  ./check --checker rate|lrat-check|cake_lpr
"""
import argparse
import concurrent.futures
import gzip
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def read_cnf(path):
    clauses, variables, current = [], 0, []
    with open(path) as f:
        for line in f:
            if line.startswith("c") or not line.strip():
                continue
            if line.startswith("p"):
                variables = int(line.split()[2])
                continue
            for word in line.split():
                lit = int(word)
                if lit == 0:
                    clauses.append(current)
                    current = []
                else:
                    current.append(lit)
    return variables, clauses


def read_cubes(path):
    cubes = []
    with open(path) as f:
        for line in f:
            if line.startswith("a "):
                cubes.append([int(w) for w in line.split()[1:-1]])
    return cubes


def read_pruned(path):
    pruned = {}
    if not os.path.exists(path):
        return pruned
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            words = line.split()
            perm = {}
            for pair in words[2:]:
                v, w = pair.split(":")
                perm[int(v)] = int(w)
            pruned[int(words[0])] = (int(words[1]), perm)
    return pruned


def normal(clause):
    return tuple(sorted(set(clause)))


def mapped(clause, perm):
    return normal([(perm.get(abs(l), abs(l))) * (1 if l > 0 else -1) for l in clause])


def write_cnf(path, variables, clauses):
    with open(path, "w") as f:
        f.write("p cnf {} {}\n".format(variables, len(clauses)))
        for c in clauses:
            f.write("".join(str(l) + " " for l in c) + "0\n")  # as boardlp writes it: a remade proof starts from the same bytes


def lrat_to_drat(lrat_text, clauses, out_path):
    """The same proof without its clause numbers and hints: DRAT, which rate checks by its own search."""
    by_id = {i + 1: c for i, c in enumerate(clauses)}
    with open(out_path, "w") as out:
        for line in lrat_text.splitlines():
            words = line.split()
            if not words or words[0] == "c":
                continue
            if len(words) > 1 and words[1] == "d":
                for w in words[2:-1]:
                    c = by_id.pop(int(w), None)
                    if c is not None:
                        out.write("d " + " ".join(map(str, c)) + " 0\n")
                continue
            nums = [int(w) for w in words]
            end = nums.index(0, 1)
            clause = nums[1:end]
            by_id[nums[0]] = clause
            out.write(" ".join(map(str, clause)) + " 0\n")
            if not clause:
                break


# How each prover makes a proof (lrat/NAME.remake's "prover" line; a file without one: rate).
PROVERS = {
    "lrat": [["cadical-2.2.1", "-q", "--lrat=true", "--binary=false", "{cnf}", "{lrat}"]],
    "rate": [["cadical", "-q", "--no-binary", "{cnf}", "{drat}"], ["rate", "-L", "{lrat}", "{cnf}", "{drat}"]],
}


def remade_prover(remake_path):
    """The prover lrat/NAME.remake names."""
    with open(remake_path) as f:
        f.readline()
        words = f.readline().split()
    return words[1] if len(words) == 2 and words[0] == "prover" else "rate"


def remade(cnf, remake_path, tmp):
    """A proof kept as its hash: its prover makes it again (deterministic); its text if the hash agrees."""
    with open(remake_path) as f:
        want = f.readline().split()[1]
    files = {"cnf": cnf, "drat": os.path.join(tmp, "remade.drat"), "lrat": os.path.join(tmp, "remade.lrat")}
    for command in PROVERS[remade_prover(remake_path)]:
        subprocess.run([word.format(**files) for word in command], capture_output=True)
    if not os.path.exists(files["lrat"]):
        return None
    with open(files["lrat"], "rb") as f:
        data = f.read()
    return data.decode() if hashlib.sha256(data).hexdigest() == want else None


def verify(name, variables, clauses, base, checker):
    """One proof (lrat/BASE.lrat.gz, lrat/large/BASE.lrat.gz or lrat/BASE.remake): None if verified, else why not."""
    kept, large, remake = (os.path.join(HERE, "lrat", base + ".lrat.gz"), os.path.join(HERE, "lrat", "large", base + ".lrat.gz"),
                           os.path.join(HERE, "lrat", base + ".remake"))
    with tempfile.TemporaryDirectory() as tmp:
        cnf = os.path.join(tmp, "formula.cnf")
        write_cnf(cnf, variables, clauses)
        path = kept if os.path.exists(kept) else large
        if os.path.exists(path):
            with gzip.open(path, "rt") as f:
                lrat_text = f.read()
        elif os.path.exists(remake):
            prover = remade_prover(remake)
            if prover not in PROVERS:
                return "{}: lrat/{}.remake names the prover {}, which this script does not know".format(name, base, prover)
            missing = [c[0] for c in PROVERS[prover] if not shutil.which(c[0])]
            if missing:
                return "{}: its proof is kept as its hash; making it again needs {} on PATH (boardlp's scripts/setup)".format(
                    name, " and ".join(missing))
            lrat_text = remade(cnf, remake, tmp)
            if lrat_text is None:
                return "{}: its prover made a proof whose hash is not lrat/{}.remake's".format(name, base)
        else:
            return "{}: no proof lrat/{}.lrat.gz".format(name, base)
        if checker == "rate":
            drat = os.path.join(tmp, "proof.drat")
            lrat_to_drat(lrat_text, clauses, drat)
            run = subprocess.run(["rate", cnf, drat], capture_output=True, text=True)
            ok = run.returncode == 0 and "s VERIFIED" in run.stdout
        else:
            lrat = os.path.join(tmp, "proof.lrat")
            with open(lrat, "w") as f:
                f.write(lrat_text)
            run = subprocess.run([checker, cnf, lrat], capture_output=True, text=True)
            ok = run.returncode == 0 and "VERIFIED" in run.stdout and "NOT VERIFIED" not in run.stdout
        return None if ok else "{}: {} does not verify its proof: {}".format(name, checker, (run.stdout + run.stderr).strip()[-300:])


def formula_command_check(faults):
    """The command that wrote formula.cnf (this folder's command file, or ../term.json's), run again."""
    command = None
    if os.path.exists(os.path.join(HERE, "command")):
        with open(os.path.join(HERE, "command")) as f:
            command = f.read().strip()
    elif os.path.exists(os.path.join(HERE, "..", "term.json")):
        with open(os.path.join(HERE, "..", "term.json")) as f:
            record = json.load(f)
        command = (record.get("certificate") or {}).get("command") or record.get("command")
    if not command or not shutil.which(shlex.split(command)[0]):
        print("formula.cnf: not written again here ({})".format("no command recorded" if not command else shlex.split(command)[0] + " is not on PATH"))
        return
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "formula.cnf")
        words, args = shlex.split(command), []
        while words:  # the command's own -o FILE replaced by ours
            word = words.pop(0)
            if word in ("-o", "--output"):
                words = words[1:]
            else:
                args.append(word)
        run = subprocess.run(args + ["-o", out], capture_output=True, text=True, cwd=tmp)
        same = run.returncode == 0 and open(out, "rb").read() == open(os.path.join(HERE, "formula.cnf"), "rb").read()
        print("formula.cnf: {} by {}".format("written again, identical," if same else "NOT what the command writes", command))
        if not same:
            faults.append("formula.cnf is not what term.json's command writes")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--checker", choices=["rate", "lrat-check", "cake_lpr"])
    args = ap.parse_args()
    checker = args.checker or next((c for c in ("cake_lpr", "lrat-check", "rate") if shutil.which(c)), None)
    if not checker or not shutil.which(checker):
        sys.exit("check: no LRAT or DRAT checker on PATH; install rate (cargo install rate) or drat-trim's lrat-check")
    variables, formula = read_cnf(os.path.join(HERE, "formula.cnf"))
    cubes = read_cubes(os.path.join(HERE, "cubes.icnf"))
    pruned = read_pruned(os.path.join(HERE, "pruned.txt"))
    faults = []
    formula_set = sorted(normal(c) for c in formula)
    keeps = {}  # a permutation (its pairs) -> whether it maps the formula onto itself: many cubes share one
    for n, (onto, perm) in sorted(pruned.items()):
        key = tuple(sorted(perm.items()))
        images = sorted(perm.values())
        if sorted(perm.keys()) != images or any(v < 1 or v > variables for v in images):
            faults.append("pruned cube {}: its permutation is not one of the variables".format(n))
        elif not 1 <= n <= len(cubes) or not 1 <= onto <= len(cubes) or onto in pruned:
            faults.append("pruned cube {}: {} is not a decided cube".format(n, onto))
        elif mapped(cubes[n - 1], perm) != normal(cubes[onto - 1]):
            faults.append("pruned cube {}: the permutation does not map it onto cube {}".format(n, onto))
        elif not keeps.setdefault(key, sorted(mapped(c, perm) for c in formula) == formula_set):
            faults.append("pruned cube {}: the permutation does not map the formula onto itself".format(n))
    work = [("cube {}".format(i + 1), formula + [[l] for l in cube], "cube-{}".format(i + 1))
            for i, cube in enumerate(cubes) if i + 1 not in pruned]
    if all(cubes):  # an empty cube covers every assignment: no cover proof then
        work.append(("the cover", formula + [[-l for l in cube] for cube in cubes], "cover"))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for fault in pool.map(lambda w: verify(w[0], variables, w[1], w[2], checker), work):
            if fault:
                faults.append(fault)
    formula_command_check(faults)
    for fault in faults:
        print("FAULT: " + fault)
    print("{}: {} cubes, {} decided with proofs, {} pruned by symmetry, the cover {}; checker {}".format(
        "certificate NOT verified" if faults else "certificate verified", len(cubes), len(cubes) - len(pruned), len(pruned),
        "proven" if all(cubes) else "needs no proof (one empty cube: the whole formula)", checker))
    sys.exit(1 if faults else 0)


if __name__ == "__main__":
    main()
