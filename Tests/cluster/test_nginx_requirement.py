"""Without nginx the cluster tests skip on a developer's machine and fail under CI."""

import pytest

from conftest import missing_nginx_outcome


def test_a_missing_nginx_fails_the_cluster_tests_under_ci():
    outcome, message = missing_nginx_outcome(ci=True)
    with pytest.raises(pytest.fail.Exception, match="nginx is not installed"):
        outcome(message)


def test_a_missing_nginx_skips_the_cluster_tests_elsewhere():
    outcome, message = missing_nginx_outcome(ci=False)
    with pytest.raises(pytest.skip.Exception):
        outcome(message)
