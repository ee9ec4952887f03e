"""The runners' tests (templates/solvers/): the frame with fake solvers, which needs no solver
package, and each real runner on a tiny model where its package is installed. scripts/setup
installs them all; run by tests/runners/run-pytest (the meson test 'runners')."""
import json
import os
import subprocess
import sys

import pytest

SOLVERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "templates", "solvers")
sys.path.insert(0, os.path.abspath(SOLVERS))


def require(module):
    """The solver package `module`, imported; where it is missing, a skip that says so, or a
    failure when BOARDLP_REQUIRE_SOLVERS is set (scripts/setup installs every one)."""
    try:
        return __import__(module)
    except ImportError as e:
        if os.environ.get("BOARDLP_REQUIRE_SOLVERS"):
            pytest.fail("{} is missing from this Python ({}): run scripts/setup".format(module, e))
        pytest.skip("{} is not installed here".format(module))


@pytest.fixture(scope="session")
def statuses():
    """boardlp-solve's own table of each solver's status words ({solver: {word: (means, stopped)}}),
    as --solver help --json publishes it: the runners' words are judged by it, not by a copy."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    solve = os.environ.get("BOARDLP_SOLVE") or os.path.join(root, "build", "src", "boardlp-solve")
    if not os.access(solve, os.X_OK):
        pytest.fail("boardlp-solve is not built at {}: run scripts/build (or set BOARDLP_SOLVE)".format(solve))
    listed = json.loads(subprocess.run([solve, "--solver", "help", "--json"], capture_output=True, text=True, check=True).stdout)
    return {b["name"]: {w["word"]: (w["means"], w["stopped"]) for w in b["statuses"]} for b in listed}
