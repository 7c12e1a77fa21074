import sandman.routing as routing


def test_package_exports_exactly_its_public_names() -> None:
    public = {name for name in dir(routing) if not name.startswith("_")}
    modules = {name for name in public if type(getattr(routing, name)).__name__ == "module"}
    assert set(routing.__all__) == public - modules
    for name in routing.__all__:
        assert name.isupper() or getattr(routing, name).__module__.startswith("sandman.routing")


def test_route_decision_has_the_agreed_shape() -> None:
    decision = routing.RouteDecision(route="respond", source="first_pass")
    assert decision.args == {} and decision.confidence == 1.0 and decision.raw == ""
