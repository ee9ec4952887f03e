"""The runners' tests (templates/solvers/): the frame with fake solvers, which needs no solver
package, and each real runner on a tiny model where its package is installed. scripts/setup
installs them all; run by tests/runners/run-pytest (the meson test 'runners')."""
import os
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
