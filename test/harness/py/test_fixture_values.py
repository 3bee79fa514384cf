"""Common Hypothesis values a typed fixture and the wire hold by value (issue 47 item 1):
ipaddress addresses, networks and interfaces (`st.ip_addresses()`, `st.from_type`) cross
as their text, decoded by the receiver's ipaddress into the same class; a subclass stays a
handle and a fixture refuses it, naming the argument."""
import ipaddress
import json

import pytest
from hypothesis import given, settings, strategies as st

import seedgate_codec
import seedgate_fixture
from seedgate_codec import Refused
from test_codec import Side

IPS = st.one_of(
    st.ip_addresses(),
    *(st.from_type(t) for t in (ipaddress.IPv4Network, ipaddress.IPv6Network, ipaddress.IPv4Interface, ipaddress.IPv6Interface)),
)


def tree(value):
    return json.loads(json.dumps(seedgate_codec.Codec(Side()).encode(value)))


def test_an_address_a_network_and_an_interface_cross_as_their_text():
    assert tree(ipaddress.ip_address("192.0.2.1")) == ["ip", "address", "192.0.2.1"]
    assert tree(ipaddress.ip_network("2001:db8::/32")) == ["ip", "network", "2001:db8::/32"]
    assert tree(ipaddress.ip_interface("10.0.0.1/8")) == ["ip", "interface", "10.0.0.1/8"]
    scoped = ipaddress.ip_address("fe80::1%eth0")
    back = seedgate_codec.Codec(Side()).decode(tree(scoped))
    assert back == scoped and back.scope_id == "eth0"


@settings(deadline=None, database=None, max_examples=100)
@given(IPS)
def test_every_drawn_ip_value_crosses_and_is_stored_exactly(value):
    back = seedgate_codec.Codec(Side()).decode(tree(value))
    assert type(back) is type(value) and back == value and str(back) == str(value)
    stored = seedgate_fixture.decode(seedgate_fixture.encode({"ip": value}).encode())["ip"]
    assert type(stored) is type(value) and stored == value


def test_a_subclass_is_a_handle_and_a_fixture_refuses_it_and_a_malformed_one_is_refused():
    class Mine(ipaddress.IPv4Address):
        pass

    side = Side()
    assert seedgate_codec.Codec(side).encode(Mine("192.0.2.1"))[0] == "H"
    with pytest.raises(seedgate_fixture.Unstorable, match=r"argument ip \(.*Mine\) cannot be stored"):
        seedgate_fixture.encode({"ip": Mine("192.0.2.1")})
    for bad in (["ip", "address", "999.0.0.1"], ["ip", "host", "192.0.2.1"], ["ip", "network", "10.0.0.1/8"], ["ip", "address", 7]):
        with pytest.raises(Refused, match="malformed"):
            seedgate_codec.Codec(Side()).decode(bad)
