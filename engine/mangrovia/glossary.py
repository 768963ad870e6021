"""Mangrovia in Persian: the rulebook's own Persian name for every term the engine writes.

Keys are the English terms exactly as ``engine/mangrovia`` writes them to players. ``GLOSSARY`` holds the
terms the Persian rulebook names (``seeds/004_9f1c8e84014fc3cf.txt``, extracted from its PDF: lines out of order,
words sometimes glued together, digits garbled), each with a verbatim excerpt of the seed as evidence.
``UNNAMED`` holds the terms it does not name, with our proposed rendering and the reason; the
translation takes its game terms from both, and ``tests/engine/test_glossaries.py`` checks them.
"""

from engine.core.glossary import Proposed, Term

GLOSSARY: dict[str, Term] = {
    "Mangrovia": Term(
        "Mangrovia",
        "مانگروویا",
        "وبازیحداینتامانگروویاکهنیستانبوهگیاهیپوششوزلالآبخاطربهتنها",
        "The title appears only glued into the story's first line.",
    ),
    "Mangrove": Term(
        "Mangrove",
        "مانگرو",
        "مانگروو",
        (
            "The seed's board list writes «مانگروو»; elsewhere «مانگرو» (مانگروی سبز تیره). "
            "We use the usual spelling «مانگرو»."
        ),
    ),
    "Sand": Term("Sand", "شن", "شن"),
    "Reed": Term("Reed", "نی", "نی"),
    "Water": Term("Water", "آب", "آب"),
    "landscape": Term("landscape", "منظره", "کارت های منظره"),
    "landscape card": Term(
        "landscape card",
        "کارت منظره",
        "رورامنظرهکارتسه.بگذارید",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «سه "
            "کارت منظره را رو کرده…» (turn three landscape cards face up)."
        ),
    ),
    "valuables": Term(
        "valuables", "ارزشمند", "کارت های ارزشمند", "Valuables are «کارت\u200cهای ارزشمند» (valuable cards)."
    ),
    "amulet": Term("amulet", "طلسم", "طلسم های داخل کیسه"),
    "amulet pillar": Term(
        "amulet pillar",
        "ستون طلسم",
        "عمودیردیفرویراخودهمرنگطلسمستونبازیکنهر",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «هر "
            "بازیکن ستون طلسم هم\u200cرنگ خود را…» (each player's amulet pillar)."
        ),
    ),
    "hut": Term("hut", "کلبه", "ویک کلبه بسازید"),
    "double hut": Term(
        "double hut",
        "کلبه دوتایی",
        ".یدبسازی دوتایی کلبه یک",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «یک "
            "کلبه\u200cی دوتایی» (a double hut)."
        ),
    ),
    "chief": Term("chief", "رئیس قبیله", "ون ستمسیر امتیاز رئیس قبیله،", "The tribe's chief; «امتیاز رئیس» for short."),
    "chief points": Term("chief points", "امتیاز رئیس قبیله", "ون ستمسیر امتیاز رئیس قبیله،"),
    "chief pillar": Term(
        "chief pillar",
        "ستون رئیس",
        "ستون5ورئیسستون",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "component list reads «ستون رئیس و 5 ستون…»."
        ),
    ),
    "boat": Term("boat", "قایق", "قایق"),
    "birds": Term(
        "birds",
        "پرندگان بهشت",
        "ی جایی که پرندگان بهشت",
        "The birds of paradise: «پرندگان بهشت», also «پرنده\u200cهای بهشتی».",
    ),
    "bird": Term("bird", "پرنده", "2بهشتییپرنده"),
    "pier": Term(
        "pier",
        "اسکله",
        "اسهکآنبهقایقوقتیبازیکنکهدهندمینشانشمابهاسکله12روینمادهای",
        "Piers are «اسکله»; the seed's lines here are glued.",
    ),
    "ritual site": Term(
        "ritual site",
        "خانه\u200cی مراسم آیینی",
        "مجمعرویآیینیمراسمیخانهاولیناگر",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «اگر "
            "اولین خانه\u200cی مراسم آیینی روی مجمع\u200cالجزایر…»; the board's legend says "
            "«مکان\u200cهای مراسم آیینی»."
        ),
    ),
    "bowl": Term("bowl", "کاسه", "کاسه ها"),
    "totem": Term("totem", "تیرک", "کاشی های تیرک"),
    "totem tile": Term(
        "totem tile",
        "کاشی تیرک",
        "8تیرککاشی",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "component list reads «8 کاشی تیرک»."
        ),
    ),
    "totem area": Term(
        "totem area",
        "ناحیه تیرک\u200cچین",
        "چینتیرکناحیهروی",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «روی "
            "ناحیه تیرک\u200cچین»; the board legend says «ناحیه ستون\u200cچین» once, the "
            "rules «تیرک\u200cچین» throughout."
        ),
    ),
    "stone circle": Term(
        "stone circle",
        "ناحیه سنگ\u200cچین",
        "کاشی های ناحیه سنگ چین",
        "The stone circle area is «ناحیه\u200cی سنگ\u200cچین».",
    ),
    "sacred path": Term(
        "sacred path",
        "مسیر مقدس",
        "مقدسمسیرهشتروی",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «روی "
            "هشت مسیر مقدس»; the board legend has «مسیرهای مقدس افقی» and «عمودی»."
        ),
    ),
    "statue": Term(
        "statue",
        "مجسمه",
        "بومیخداییمجسمهیکزیریاکنارازمسیرهر",
        ("A native god's statue, «مجسمه\u200cی خدایی بومی», at the start of each sacred path."),
    ),
    "start player": Term(
        "start player",
        "بازیکن آغازکننده",
        ".یدآغاز کننده ی دور بعد شوبازیکن",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "start player is «بازیکن آغاز\u200cکننده»; its token is «نماد جادویی بازیکن "
            "آغازکننده»."
        ),
    ),
    "start card": Term(
        "start card",
        "کارت شروع بازی",
        "o10بازیشروعکارت",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "component list reads «10 کارت شروع بازی»."
        ),
    ),
    "oracle rock": Term(
        "oracle rock",
        "صخره معبد",
        ":معبدصخره",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "seed calls the oracle rock «صخره\u200cی معبد» (the temple rock)."
        ),
    ),
    "archipelago": Term(
        "archipelago",
        "مجمع الجزایر",
        "مکان شاملمجمع الجزایر .می شود",
        "The seed writes «مجمع الجزایر» (usually مجمع\u200cالجزایر).",
    ),
    "island": Term("island", "جزیره", ".بگذارید(مختلفهایرنگباخانه4داراییجزیره)"),
    "bag": Term("bag", "کیسه", "کیسه پارچه ای طلسم ها"),
    "face-up": Term("face-up", "به رو", ".عدد از کارت های به رو بردارید1"),
    "face-down": Term("face-down", "به پشت", ".های به پشت را بکشید"),
    "phase": Term("phase", "فاز", "هاعملانجام–هاقایقدادنحرکت:2فاز"),
    "round": Term("round", "دور", ".یدآغاز کننده ی دور بعد شوبازیکن"),
    "neutral": Term(
        "neutral",
        "بی\u200cطرف",
        "تیرکیناحیهدرطرفبییکلبهزیررا2شمارهکاشینفره،دوبازیدر",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "neutral huts are «کلبه\u200cهای رنگ بی\u200cطرف» (glued as طرفبی)."
        ),
    ),
    "grey": Term("grey", "خاکستری", "خاکسترییکلبهنمادبامنظرههایخانهرویرانشدهاستفادههایرنگ"),
    "white": Term("white", "سفید", ".دهیدقرار(عدد7)سفیدیکلبهنمادبامنظرههایخانهرویو(عدد3)"),
    "space": Term("space", "خانه", ".بسازیدخانه های منظره"),
    "area": Term("area", "ناحیه", "کاشی های ناحیه سنگ چین"),
    "cost": Term("cost", "هزینه", "و)ردازیدبپراآنهزینههاطلسمازاستفادهباتوانیدنمیاست،کردهتعیین"),
    "pile": Term("pile", "پشته", "صفحهکنارکشیدن،برایپشته"),
    "free-landscape": Term(
        "free-landscape",
        "کارت آزاد منظره",
        'ونبدتوانیدمیکاشیایندادنبا:"منظرهآزادکارت"',
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "variant's tile is «کارت آزاد منظره» (a free landscape card)."
        ),
    ),
    "talisman": Term(
        "talisman",
        "نماد جادویی",
        "کنندهآغازبازیکنجادویینمادوبازیهایکارت-2",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "start player's token is «نماد جادویی بازیکن آغازکننده» (the start player's "
            "magic symbol); not «طلسم», which is the amulet."
        ),
    ),
    "tour": Term("tour", "سفر", "سفر قایق به دور مجمع", "The boat's tour round the archipelago, «سفر قایق»."),
    "value": Term("value", "ارزش", "o9×3ارزش×2،8ارزش", "The value of a valuables card or an amulet."),
    "winner": Term("winner", "برنده", "یلهقبجدیدرئیسشماوشدهبرندهآورید،دستبه"),
    "draw pile": Term(
        "draw pile",
        "پشته\u200cی کارت\u200cکشیدن",
        ".کنیداستفادهجدیدکشیدنکارتیپشته",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); «…به "
            "عنوان پشته\u200cی کارت\u200cکشیدن جدید استفاده کنید» (use it as the new draw "
            "pile)."
        ),
    ),
    "discard pile": Term(
        "discard pile",
        "پشته\u200cی کارت\u200cهای بازی\u200cشده",
        "میگذاشتهخودبهمربوطیشدهبازیهایکارتیپشتهروی",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); paid "
            "cards go «روی پشته\u200cی کارت\u200cهای بازی\u200cشده\u200cی مربوط به خود» (on "
            "their discard pile)."
        ),
    ),
}

UNNAMED: dict[str, Proposed] = {
    "statue tile": Proposed(
        "کاشی مجسمه",
        (
            "The stone circle variant's tiles showing a statue («کاشی … "
            "نشان\u200cدهنده\u200cی یک مجسمه») have no short name."
        ),
    ),
    "valuable-3 tile": Proposed(
        "کاشی ارزش سه", ("The variant tile the seed describes as «معادل یک کارت ارزشمند به ارزش 3», without a name.")
    ),
    "amulet-2 tile": Proposed(
        "کاشی طلسم دو", ("The variant tile the seed describes as «معادل یک طلسم به ارزش 2», without a name.")
    ),
}
