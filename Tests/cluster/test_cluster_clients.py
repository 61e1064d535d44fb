"""Who a request comes from, behind nginx: each shard process trusts the nginx on
127.0.0.1 (`--trusted-proxy 127.0.0.1`), which sets X-Real-IP to the address it saw, so a
process counts its per-address quotas by the browser's address, and a client cannot pick
its own. Uploads without a client token share 20 per address on each process.

Skipped when nginx is not installed (scripts/test.sh installs it), failed under CI=true (conftest.py)."""

from formsim_cluster import Cluster, uploads_by_address


def test_each_browser_is_counted_at_the_address_nginx_saw_and_cannot_claim_another():
    cluster = Cluster()
    try:
        accepted, spoofed, elsewhere = uploads_by_address(cluster.port)
    finally:
        cluster.stop()
    assert accepted == 40, "20 uploads without a token per address on each of the two processes"
    assert spoofed.status == 429 and spoofed.error_code == "too_many_forms", spoofed.body
    assert spoofed.json()["error"]["limit"] == {"scope": "client", "max": 20}
    assert elsewhere.status == 201, elsewhere.body
