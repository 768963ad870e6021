from engine.core.words import listed, noun, plural


def test_plural_counts_the_noun():
    assert plural(1, "hut") == "1 hut"
    assert plural(0, "hut") == "0 huts"
    assert plural(3, "hut") == "3 huts"
    assert plural(2, "die") == "2 dice"
    assert plural(2, "box") == "2 boxes"
    assert plural(2, "city") == "2 cities"
    assert plural(2, "day") == "2 days"
    assert plural(5, "goods") == "5 goods"
    assert plural(2, "Cathedral", "Cathedral levels") == "2 Cathedral levels"
    assert noun(1, "turn") == "turn" and noun(2, "turn") == "turns"


def test_listed_reads_as_a_sentence():
    assert listed([]) == ""
    assert listed(["Ana"]) == "Ana"
    assert listed(["Ana", "Ben"]) == "Ana and Ben"
    assert listed(["Ana", "Ben", "Cy"], "or") == "Ana, Ben or Cy"
