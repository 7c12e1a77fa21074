import sandman.evals as evals


def test_package_exports_exactly_its_public_names() -> None:
    public = {name for name in dir(evals) if not name.startswith("_")}
    modules = {name for name in public if type(getattr(evals, name)).__name__ == "module"}
    assert set(evals.__all__) == public - modules
    for name in evals.__all__:
        assert name.isupper() or getattr(evals, name).__module__.startswith("sandman.evals")
