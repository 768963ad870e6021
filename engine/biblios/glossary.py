"""Biblios in Persian: the rulebook's own Persian name for every term the engine writes.

Keys are the English terms exactly as ``engine/biblios`` writes them to players. ``GLOSSARY`` holds the
terms the Persian rulebook names (``seeds/000_577304804d8f6453.txt``, extracted from its PDF: lines out of order,
words sometimes glued together, digits garbled), each with a verbatim excerpt of the seed as evidence.
``UNNAMED`` holds the terms it does not name, with our proposed rendering and the reason; the
translation takes its game terms from both, and ``tests/engine/test_glossaries.py`` checks them.
"""

from engine.core.glossary import Proposed, Term

GLOSSARY: dict[str, Term] = {
    "Pigments": Term("Pigments", "مواد رنگی", "راهبان استفاده کنید) یعنی مواد رنگی(، همینطور تا آخر،"),
    "Monks": Term("Monks", "راهبان", "را در دسته کتاب های راهبان را داشته باشد برنده"),
    "Forbidden Tomes": Term(
        "Forbidden Tomes",
        "کتاب\u200cهای ممنوعه",
        'برمیدارد.جیمز سمت چپ باب 2کتاب های ممنوعه "نفره ، باب بازیکن',
        (
            "The seed also says کتابخانه\u200cهای ممنوعه once (in the list of card kinds); "
            "its worked example says کتاب\u200cهای ممنوعه."
        ),
    ),
    "Holy Books": Term("Holy Books", "کتاب\u200cهای مقدس", "ترین گنجینه را از کتاب های مقدس و نسخه های خطی آن ها"),
    "Manuscripts": Term(
        "Manuscripts",
        "نسخه\u200cهای خطی",
        "از کتاب های مقدس و نسخه های خطی آن ها جمع آوری کنید.",
        ("Also کتاب\u200cهای نسخه خطی and کتاب\u200cهای خطی in the seed; the category is نسخه\u200cهای خطی."),
    ),
    "Gold": Term("Gold", "طلا", "خارج کنید به علاوه 2کارت طلا ) 6نفره : 2بازی"),
    "Gold card": Term("Gold card", "کارت طلا", "خارج کنید به علاوه 2کارت طلا ) 6نفره : 2بازی"),
    "Church": Term(
        "Church",
        "اسقف",
        ".ببینید( یک کارت اسقف را بردارد ) قوانین",
        "The rulebook calls the Church cards bishop cards (کارت اسقف) throughout.",
    ),
    "Church card": Term("Church card", "کارت اسقف", ".ببینید( یک کارت اسقف را بردارد ) قوانین"),
    "category": Term("category", "دسته", "هر دسته 6تا 1تیاز هر دسته از کتاب های بین در پایان بازی"),
    "card": Term("card", "کارت", "78 عدد کارت"),
    "die": Term("die", "تاس", "خواهد کرد که این با تاس مربوط به هر دسته 6تا 1تیاز هر دسته"),
    "dice": Term("dice", "تاس", "به خودش قرار داده و همه تاس ها را طوری قرار دهید"),
    "raise": Term("raise", "افزایش", 'یک تاس را به اندازه یک عدد افزایش دهد.ارزش +" با یک تاس،'),
    "lower": Term("lower", "کاهش", 'تاس را به اندازه یک عدد کاهش دهد.یک ارزش " با یک تاس،'),
    "Gift phase": Term("Gift phase", "فاز هدیه دادن", "را دریافت می کنند. فاز هدیه دادن( در طول 1"),
    "Auction phase": Term("Auction phase", "فاز مزایده", "مزایده خریداری می کنند.فاز مزایده ( در طول 2"),
    "auction": Term("auction", "مزایده", "به رو قرار داده و مزایده برای این کارت شروع می شود. بازیکن فعال"),
    "auction pile": Term(
        "auction pile",
        "ستون مزایده",
        "در یک کارت را برای ستون مزایده اختصاص می دهد، نکته:",
        "Also دسته کارت\u200cهای مزایده; the seed mostly says ستون مزایده.",
    ),
    "public space": Term("public space", "فضای عمومی", ")در فضای عمومی )به رو"),
    "Keep it": Term(
        "Keep it",
        "در مقابل خودتان",
        ")در مقابل خودتان )به پشت",
        ("The gift phase's own destination: the rulebook says 'in front of yourself (face down)'."),
    ),
    "face down": Term("face down", "به پشت", "(، که آن را به پشت در فضای مقابل خودش 2ارزش"),
    "face up": Term("face up", "به رو", "مزایده رو میکند و آن را به رو در وسط میز بازی قرار"),
    "hand": Term("hand", "دست", "از بازی می توانند کارت های دست خود را ببینند، اما نباید"),
    "bid": Term("bid", "پیشنهاد", "نفر از بازیکنان با بالاترین پیشنهاد قی"),
    "Pass": Term("Pass", "انصراف", "باشد و یا انصراف دهد. 1بازیکن سمت چپ بازیکن"),
    "penalty": Term("penalty", "جریمه", "نخواهد که بپردازد، جریمه می شود."),
    "Medieval Bluff": Term("Medieval Bluff", "بلوف قرون وسطایی", "نوع دیگر: بلوف قرون وسطایی"),
    "Standard": Term(
        "Standard",
        "جریمه",
        "ه اضافجریمه : بازیکنان دیگر هر کدام یک کارت را",
        (
            "The standard penalty has no name of its own in the rulebook; it is the plain "
            "penalty (جریمه), against the variant 'نوع دیگر: بلوف قرون وسطایی'."
        ),
    ),
    "discard": Term(
        "discard",
        "سوزاندن",
        "داده است، هزینه اش را با سوزاندن تعداد معینی از کارت های دستش پرداخت",
        "The rulebook 'burns' discarded cards (سوزاندن / می\u200cسوزد).",
    ),
    "active player": Term("active player", "بازیکن فعال", "یک ف سببینید(، و سپبازیکن فعال باشید، تعدادی از کارتها"),
    "victory points": Term("victory points", "امتیاز پیروزی", "امتیاز پیروزی آنها را نشان می دهد."),
    "letter": Term("letter", "حرف", "مساوی داشتند،کسی که حرف درج شده رویاگ"),
    "tie": Term("tie", "مساوی", "ر دو بازیکن مجموع مساوی داشتند،کسی که حرف درج شده"),
    "winner": Term("winner", "برنده", "را کسب کرده باشد، برنده بازی خواهد بود."),
    "turn": Term("turn", "نوبت", "مثال برای یک نوبت در فاز هدیه دادن:"),
    "draw pile": Term(
        "draw pile",
        "ستون کارت\u200cها",
        "آنقدر ادامه می دهند تا ستون کارت ها تمام شوند.فعال می شود. بازی",
        (
            "The deck the gift phase draws from; the seed says the gift phase goes on until "
            "«ستون کارت\u200cها» (the pile of cards) runs out."
        ),
    ),
    "discard pile": Term(
        "discard pile",
        "ستون کارت\u200cهای سوخته",
        "،به صورت رو به پایین در ستون کارت های سوخته",
        "Discarded cards are «burnt» (سوخته).",
    ),
    "Scriptorium": Term(
        "Scriptorium",
        "اتاق کتاب\u200cها",
        "1 (برد اصلی بازی اتاق کتاب ها ) صفحه ارزش دسته کتاب",
        (
            "The main board: «برد اصلی بازی (اتاق کتاب\u200cها)», also «صفحه ارزش "
            "کتاب\u200cها» (the board of the books' values)."
        ),
    ),
}

UNNAMED: dict[str, Proposed] = {
    "Biblios": Proposed(
        "بیبلیوس", ("The seed never writes the game's title in Persian; a transliteration of the Latin name.")
    ),
}
