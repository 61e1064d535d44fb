"""Every cluster test needs nginx. On a developer's machine without it they are skipped;
under CI=true, where scripts/test.sh installs it, a missing nginx is a failure, so a broken
install cannot pass CI by skipping the tests that would have caught it."""

import os

import pytest

from formsim_cluster import nginx_binary


def missing_nginx_outcome(ci):
    """What a cluster test does without nginx: fail under CI, skip elsewhere."""
    message = "nginx is not installed (apt-get install nginx-light)"
    return (pytest.fail, message) if ci else (pytest.skip, message)


@pytest.fixture(autouse=True)
def nginx_installed():
    if nginx_binary() is None:
        outcome, message = missing_nginx_outcome(os.environ.get("CI") == "true")
        outcome(message)
