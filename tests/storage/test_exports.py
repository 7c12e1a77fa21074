import sandman.storage


def test_package_exports_exactly_the_public_api() -> None:
    assert set(sandman.storage.__all__) == {
        "DEFAULT_BUSY_TIMEOUT",
        "MAX_DREAM_CHARS",
        "MAX_MOOD_CHARS",
        "MAX_TITLE_CHARS",
        "ConversationSummary",
        "Dream",
        "SymbolMeaning",
        "Turn",
        "ExportFile",
        "ImportSummary",
        "Journal",
        "JournalError",
        "Memory",
        "builtin_dictionary",  # the dream dictionary, read by routing for a told dream's symbol
        "default_db_path",
        "open_journal",
    }
    for name in sandman.storage.__all__:
        assert getattr(sandman.storage, name) is not None


def test_journal_error_is_a_user_facing_sandman_error() -> None:
    from sandman.errors import SandmanError

    assert issubclass(sandman.storage.JournalError, SandmanError)


def test_default_db_path_is_sandman_db_in_the_user_data_dir() -> None:
    import platformdirs

    path = sandman.storage.default_db_path()
    assert path.name == "sandman.db"
    assert path.parent == platformdirs.user_data_path("sandman", appauthor=False)
