"""Every message the code uses is in every language's catalogue, with the same placeholders, and translated."""

import pytest

from i18n.tools import extract, languages, problems


@pytest.fixture(scope="module")
def messages():
    return extract()


@pytest.mark.parametrize("code", languages())
def test_every_message_is_in_the_catalogue_with_its_placeholders_and_translated(code, messages):
    found = list(problems(code, messages))
    assert not found, f"{len(found)} problems in the {code} catalogue (python -m i18n check {code}):\n" + "\n".join(
        found[:40]
    )
