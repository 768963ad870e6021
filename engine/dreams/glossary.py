"""Dreams in Persian: the rulebook's own Persian name for every term the engine writes.

Keys are the English terms exactly as ``engine/dreams`` writes them to players. ``GLOSSARY`` holds the
terms the Persian rulebook names (``seeds/003_544d65aaea0daf13.txt``, extracted from its PDF: lines out of order,
words sometimes glued together, digits garbled), each with a verbatim excerpt of the seed as evidence.
``UNNAMED`` holds the terms it does not name, with our proposed rendering and the reason; the
translation takes its game terms from both, and ``tests/engine/test_glossaries.py`` checks them.
"""

from engine.core.glossary import Proposed, Term

GLOSSARY: dict[str, Term] = {
    "Dreams": Term(
        "Dreams",
        "رویاها",
        "خالق «رویاهای» بوده است...",
        ("The seed's title is in Latin letters (DREAMS); its closing legend names the game «رویاها» (here «رویاهای»)."),
    ),
    "gods": Term("gods", "خدایان", "بازی: ما نقش خدایان باستانی را بازی میکنیم. یک انسان"),
    "god": Term(
        "god",
        "خدا",
        "- اگر خدادست، انسان فانی را شناسایی و متهم کند...",
        ("The seed's «خدادست» is a typo for «خداست» (is a god); a single god is «خدا», the gods «خدایان»."),
    ),
    "mortal": Term(
        "mortal",
        "انسان فانی",
        "«خدایان» چه کسانی هستند؟! «انسان فانی» کدام است؟!",
        "Also «انسان میرنده» in the story; the rules say «انسان فانی».",
    ),
    "star": Term("star", "ستاره", "هر بازیکن، یک ستاره شفاف،"),
    "clear": Term("clear", "شفاف", "هر بازیکن، یک ستاره شفاف،"),
    "grey": Term("grey", "خاکستری", "یک ستاره خاکستری"),
    "black": Term("black", "سیاه", "و یک ستاره سیاه رنگ"),
    "sky": Term("sky", "آسمان", "۱) «گنبد آسمان» را به شکلی که", "The board is «گنبد آسمان» (the dome of the sky)."),
    "dream": Term("dream", "رویا", "۳) ۷۲ کارت رویا را"),
    "image": Term("image", "تصویر", "۴ کارت تصویر روی میز گذاشته میشود."),
    "true vision": Term(
        "true vision",
        "تصویر واقعی",
        "۲ تعیین «تصویر واقعی» و «انسان فانی»",
        ("The story says «تصویر حقیقی»; the rules themselves say «تصویر واقعی», which we use."),
    ),
    "guess": Term("guess", "حدس", "حدسهای خود را میزنند..."),
    "accuse": Term("accuse", "متهم", "- اگر خدادست، انسان فانی را شناسایی و متهم کند..."),
    "round": Term("round", "دور", "«آغاز دور بعدی بازی»"),
    "turn": Term("turn", "نوبت", "مشخص است که در نوبت دوم خود،"),
    "points": Term("points", "امتیاز", "۳ امتیاز، به شرطی که هیچکس نتوانسته باشد"),
    "God track": Term("God track", "ردیف خدایان", "بازیکن بر روی «ردیف خدایان» به جلو میرود، اگر:"),
    "marker": Term(
        "marker",
        "نشانگر",
        "اینکه دیگران ببینند، نگاهی به نشانگر خود بیندازید تا نقش خود",
        "The role markers are «نشانگر خدایان».",
    ),
    "role": Term("role", "نقش", "هیچکس، نقش دیگری را نمیداند..."),
    "dealer": Term(
        "dealer",
        "بازیکن انتخابی",
        "بازیکن انتخابی، یکی از ستونهای نشانگرها را انتخاب",
        ("The seed calls the dealer «بازیکن انتخابی» (the chosen player) who shuffles and deals the markers."),
    ),
    "deal": Term("deal", "پخش", "نشانگرهای خدایان را بین بازیکنان پخش کنید..."),
    "reveal": Term("reveal", "افشای راز", "۴ «حدس زدن و افشای راز»"),
    "bluff": Term("bluff", "بلوف", "آزادانه بلوف بزنید!"),
    "winner": Term("winner", "برنده", "از همه جلوتر باشد، برنده بازی خواهد بود..."),
    "star placement": Term(
        "star placement",
        "ستاره\u200cچینی",
        "۳ «ستاره چینی»",
        "The third step of a round; the seed writes «ستاره چینی».",
    ),
    "undetected": Term(
        "undetected",
        "ناشناس",
        "شریک شود. بدین ترتیب، او ناشناس باقی میماند و اتهام «انسان بودن»",
        "The mortal's award: it stayed «ناشناس» (unrecognised).",
    ),
    "unsuspected": Term(
        "unsuspected",
        "مشکوک نشده",
        "مشکوک نشده و او را بعنوان «انسان فانی»",
        "A god's award: nobody «مشکوک نشده» (suspected) them.",
    ),
    "secret": Term("secret", "راز", "۴ «حدس زدن و افشای راز»"),
}

UNNAMED: dict[str, Proposed] = {
    "point": Proposed(
        "نقطه", ("A point of the sky's grid is the engine's; the seed only speaks of a constellation's «نقاط اصلی».")
    ),
    "large table": Proposed("میز بزرگ", "The engine's unofficial variant for 7-8 players; not in the rulebook."),
    "Bird": Proposed(
        "پرنده", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Cat": Proposed(
        "گربه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Dog": Proposed(
        "سگ", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Fish": Proposed(
        "ماهی", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Rabbit": Proposed(
        "خرگوش", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Rat": Proposed(
        "موش", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Snail": Proposed(
        "حلزون", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Squirrel": Proposed(
        "سنجاب", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Turtle": Proposed(
        "لاک\u200cپشت",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Panda": Proposed(
        "پاندا", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Shrimp": Proposed(
        "میگو", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Pine tree": Proposed(
        "درخت کاج",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Palm tree": Proposed(
        "درخت نخل",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Leafy tree": Proposed(
        "درخت پربرگ",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Flower": Proposed(
        "گل", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Rose": Proposed(
        "گل رز", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Leaf": Proposed(
        "برگ", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Clover": Proposed(
        "شبدر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Sprout": Proposed(
        "جوانه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Mountain": Proposed(
        "کوه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Sun": Proposed(
        "خورشید", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Moon": Proposed(
        "ماه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Storm cloud": Proposed(
        "ابر طوفانی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Snowflake": Proposed(
        "دانه\u200cی برف",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Rainbow": Proposed(
        "رنگین\u200cکمان",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Flame": Proposed(
        "شعله", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Apple": Proposed(
        "سیب", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Banana": Proposed(
        "موز", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Cherries": Proposed(
        "گیلاس", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Grapes": Proposed(
        "انگور", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Carrot": Proposed(
        "هویج", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Pizza slice": Proposed(
        "برش پیتزا",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Cake": Proposed(
        "کیک", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Ice-cream cone": Proposed(
        "بستنی قیفی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Croissant": Proposed(
        "کروسان", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Candy cane": Proposed(
        "آب\u200cنبات عصایی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Anchor": Proposed(
        "لنگر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Axe": Proposed(
        "تبر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Anvil": Proposed(
        "سندان", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Amphora": Proposed(
        "کوزه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Bell": Proposed(
        "زنگ", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Bicycle": Proposed(
        "دوچرخه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Binoculars": Proposed(
        "دوربین دوچشمی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Bomb": Proposed(
        "بمب", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Bone": Proposed(
        "استخوان", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Camera": Proposed(
        "دوربین عکاسی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Car": Proposed(
        "خودرو", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Castle": Proposed(
        "قلعه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Trophy": Proposed(
        "جام قهرمانی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Crown": Proposed(
        "تاج", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Gem": Proposed(
        "جواهر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Drum": Proposed(
        "طبل", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Feather": Proposed(
        "پر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Ghost": Proposed(
        "روح", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Guitar": Proposed(
        "گیتار", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Hammer": Proposed(
        "چکش", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Hourglass": Proposed(
        "ساعت شنی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Key": Proposed(
        "کلید", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Desk lamp": Proposed(
        "چراغ مطالعه",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Magnet": Proposed(
        "آهن\u200cربا",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Microscope": Proposed(
        "میکروسکوپ",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Piano": Proposed(
        "پیانو", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Aeroplane": Proposed(
        "هواپیما", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Rocket": Proposed(
        "موشک", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Sailboat": Proposed(
        "قایق بادبانی",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Scissors": Proposed(
        "قیچی", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Ship": Proposed(
        "کشتی", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Skull": Proposed(
        "جمجمه", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Sword": Proposed(
        "شمشیر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Telescope": Proposed(
        "تلسکوپ", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Tent": Proposed(
        "چادر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Umbrella": Proposed(
        "چتر", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Tractor": Proposed(
        "تراکتور", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Church": Proposed(
        "کلیسا", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Lorry": Proposed(
        "کامیون", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Wine glass": Proposed(
        "جام شراب",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Ferris wheel": Proposed(
        "چرخ و فلک",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
    "Piggy bank": Proposed(
        "قلک", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "Kayak": Proposed(
        "کایاک", ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names.")
    ),
    "T-shirt": Proposed(
        "تی\u200cشرت",
        ("A picture of the digital deck (engine/dreams/cards.py); the rulebook's dream cards have no names."),
    ),
}
