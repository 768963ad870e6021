from engine.core.words import fit, listed, noun, plural


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


def test_fit_keeps_a_short_text_as_it_is():
    assert fit("Ana bids 3.", 20) == "Ana bids 3."


def test_fit_drops_whole_sentences_from_the_end_and_counts_them():
    """Issue 21: never a bare trailing "…" after a cut word."""
    assert fit("Ana bids 3. Ben passes. Cy bids 4. Ana wins.", 30) == "Ana bids 3. … and 3 more"
    assert fit("Line one.\nLine two.\nLine three.", 25) == "Line one.\n… and 2 more"


def test_fit_does_not_split_at_an_abbreviation():
    text = "Ben's estate (No. 1): 3 tiles. Stars: Ann clear G2; Ben black G4; Cy grey A1."
    assert fit(text, 60) == "Ben's estate (No. 1): 3 tiles. … and 1 more"
    assert fit(text[31:], 40) == "Stars: Ann clear G2 … and 2 more"
    assert fit("Ann: 3. Ben: 4. Cy: 5. Dan: 6.", 28) == "Ann: 3. Ben: 4. … and 2 more"


def test_fit_falls_back_to_items_then_to_whole_words():
    assert fit("Clay, Wood, Stone, Gold", 18) == "Clay … and 3 more"
    assert fit("Site 1: 2 face-up cards then 1 face-down and the birds move", 30) == "Site 1: 2 face-up … and more"
    for limit in range(20, 80, 7):
        shortened = fit("Pay with " + ", ".join(f"Gold {n} (card {n})" for n in range(12)), limit)
        assert len(shortened) <= limit and not shortened.endswith(("…", ",")), shortened
