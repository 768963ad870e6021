"""Architects of the West Kingdom in Persian: the rulebook's own Persian name for every term the engine writes.

Keys are the English terms exactly as ``engine/architects`` writes them to players. ``GLOSSARY`` holds the
terms the Persian rulebook names (``seeds/002_87cbf21d560405e6.txt``, extracted from its PDF: lines out of order,
words sometimes glued together, digits garbled), each with a verbatim excerpt of the seed as evidence.
``UNNAMED`` holds the terms it does not name, with our proposed rendering and the reason; the
translation takes its game terms from both, and ``tests/engine/test_glossaries.py`` checks them.
"""

from engine.core.glossary import Proposed, Term

GLOSSARY: dict[str, Term] = {
    "Architects of the West Kingdom": Term(
        "Architects of the West Kingdom", "معماران پادشاهی غربی", "معماران پادشاهی غربی"
    ),
    "Quarry": Term("Quarry", "معدن سنگ", "د را در معدن سنگ قرار دادهقبلی، بازیکن زرد"),
    "Forest": Term("Forest", "جنگل", "مثال، با قرار دادن اولین کارگر در جنگل، بازیکن فقط"),
    "Mines": Term("Mines", "معادن", "اگر بازیکنی پنجمین کارگر خود را در معادن قرار دهد، می"),
    "Silversmith": Term(
        "Silversmith",
        "نقره\u200cسازی",
        "سازیجنگل، معدن سنگ، معادن و نقره",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "heading lists «جنگل، معدن سنگ، معادن و نقره\u200cسازی»."
        ),
    ),
    "King's Storehouse": Term(
        "King's Storehouse", "انبار پادشاه", "انبار پادشاه", "Also «انبار پادشاهی» in the apprentices' appendix."
    ),
    "Workshop": Term("Workshop", "کارگاه", "که بازیکنان اولین کارگر خود را در کارگاه قرار میدهند، تنها می"),
    "Town Centre": Term(
        "Town Centre",
        "مرکز شهر",
        "بازی استفاده کنند. Town Centerمرکز شهر )توانند از فضای بازیگنان",
        "The seed glosses it with the English «Town Center».",
    ),
    "Tax Stand": Term("Tax Stand", "خزانه مالیات", "را در قسمت بالایی خزانه مالیات قرار دهیبه عنوان مالیات"),
    "Guardhouse": Term(
        "Guardhouse",
        "برج نگهبانی",
        "برج نگهبانی",
        (
            "The Guardhouse location is «برج نگهبانی» in the seed (its actions: send "
            "captured workers to prison, free one's own); not to be confused with the "
            "Watchtower building, which the seed leaves in English."
        ),
    ),
    "Black Market": Term(
        "Black Market",
        "بازار سیاه",
        "در جمع دزدان و در بازار سیاه شما را پیدا خواهند",
        "Also written «بازارسیاه» without a space.",
    ),
    "Guildhall": Term("Guildhall", "اتاق صنف", "فعلیزمانی که آخرین کارگر در اتاق صنف قرار داده شود پایان بازی"),
    "Prison": Term("Prison", "زندان", "موجود در بازار سیاه به زندان منتقل شوند. -0"),
    "Clay": Term(
        "Clay",
        "آجر",
        "چوب 08 عدد طلا 55 عدد آجر 55",
        ("The rulebook's clay is «آجر» (brick), which the Persian edition calls the resource throughout."),
    ),
    "Wood": Term("Wood", "چوب", "عدد چوب 08 عدد طلا 55 عدد آجر"),
    "Stone": Term("Stone", "سنگ", "رنگ 5نشانه بازیکن در 08 عدد سنگ 08 عدد سنگ مرمر 58"),
    "Gold": Term("Gold", "طلا", "عدد چوب 08 عدد طلا 55 عدد آجر 55"),
    "Marble": Term("Marble", "سنگ مرمر", "بازیکن در 08 عدد سنگ 08 عدد سنگ مرمر 58"),
    "Silver": Term(
        "Silver",
        "سکه نقره",
        "5عدد کارگر در 088 عدد سکه نقره 58",
        "Silver is «سکه نقره» (silver coin); «نقره» alone in compounds.",
    ),
    "coin": Term("coin", "سکه", "بازی 5تواند با پرداخت یک سکه نقره، یک گروه از کارگرها"),
    "Carpentry": Term(
        "Carpentry",
        "نجاری",
        "ای کهجهت ساخت سازهگری و بنایی( . نجاری، سفال",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "three skills read «نجاری، سفالگری و بنایی»."
        ),
    ),
    "Tiling": Term(
        "Tiling",
        "سفال\u200cگری",
        "ای کهجهت ساخت سازهگری و بنایی( . نجاری، سفال",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); "
            "«سفال\u200cگری» (tiling) is split around the line's end: «سفال … گری»."
        ),
    ),
    "Masonry": Term("Masonry", "بنایی", "ای کهجهت ساخت سازهگری و بنایی( . نجاری، سفال"),
    "skill": Term("skill", "مهارت", "بازیکن باید حداقل یک کارآموز با آن مهارت در جلو"),
    "apprentice": Term("apprentice", "کارآموز", "عدد کارت کارآموز 08"),
    "Acolyte": Term("Acolyte", "دستیار کشیش", "(Acolyteدستیار کشیش )"),
    "Conspirator": Term("Conspirator", "خیانتکار", "(Conspiratorخیانتکار )"),
    "Debt Collector": Term(
        "Debt Collector",
        "شر خر",
        "(Debt Collectorشر خر! )",
        ("The seed's «شر خر!» is the slang شَرخَر (a hired debt collector); kept as the rulebook writes it."),
    ),
    "Gatekeeper": Term("Gatekeeper", "نگهبان دروازه", "(Gatekeeperنگهبان دروازه )"),
    "Illusionist": Term(
        "Illusionist",
        "حیله\u200cگر",
        "(Illusionistحیله گر )",
        "The seed writes «حیله گر» with a space; Persian writes «حیله\u200cگر».",
    ),
    "Jeweller": Term("Jeweller", "جواهرساز", "(Jewellerجواهرساز )"),
    "Labourer": Term("Labourer", "حمال", "(Labourer) حمال"),
    "Merchant": Term("Merchant", "بازرگان", "(Merchant) بازرگان"),
    "Miner": Term("Miner", "معدنچی", "(Minerمعدنچی )"),
    "Patron": Term(
        "Patron",
        "نگهبان",
        "(Patronنگهبان )",
        ("The seed's «نگهبان» (guardian) for the Patron; not the Gatekeeper (نگهبان دروازه)."),
    ),
    "Pickpocket": Term("Pickpocket", "جیب\u200cبر", "(Pickpocketجیب بر )", "The seed writes «جیب بر» with a space."),
    "Squire": Term("Squire", "ارباب", "(Squireارباب )"),
    "Stonecutter": Term(
        "Stonecutter",
        "سنگ\u200cتراش",
        "( Stonecutter) تراشسنگ",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); "
            "«تراشسنگ» is «سنگ\u200cتراش» (stonecutter) reversed."
        ),
    ),
    "Swindler": Term("Swindler", "گوش\u200cبر", "(Swindler) گوش بر", "The seed writes «گوش بُر»."),
    "Thief": Term("Thief", "دزد", "(Thiefدزد )"),
    "Trader": Term("Trader", "تاجر", "(Traderتاجر )"),
    "Trickster": Term("Trickster", "شیاد", "(Tricksterشیاد )"),
    "Woodcutter": Term("Woodcutter", "چوب\u200cبر", "(Woodcutterچوب بر )", "The seed writes «چوب برُ»."),
    "Well": Term(
        "Well",
        "چاه آب",
        "چوب و 5. هزینه آن ساخت چاه آب نیاز به هیچ مهارت",
        (
            "The seed's worked example builds «چاه آب» (no skill, wood and stone, gives "
            "clay and a few points): the Well."
        ),
    ),
    "Keep": Term(
        "Keep",
        "بازداشتگاه",
        "مهارت کارآموزان است. 5ی بازداشتگاه نیازمند هر سازه",
        (
            "The seed's worked example «بازداشتگاه» needs all three skills, wood, stone and "
            "gold, costs virtue and scores per captured worker at the end: the Keep (its "
            "digits are garbled)."
        ),
    ),
    "building": Term(
        "building", "سازه", "عدد کارت سازه 08", "Buildings are «سازه» (structures) throughout; «ساختمان» is not used."
    ),
    "building card": Term("building card", "کارت سازه", "عدد کارت سازه 08"),
    "worker": Term("worker", "کارگر", "رنگ مختلف 5عدد کارگر در 088 عدد سکه نقره 58"),
    "virtue": Term("virtue", "پرهیزگاری", "پرهیزگاری شمار قرار دهد."),
    "virtue track": Term("virtue track", "پرهیزگاری شمار", "پرهیزگاری شمار قرار دهد.", "Also «شمارشگر پرهیزگاری»."),
    "debt": Term("debt", "بدهی", "و تسویه کردن یک بدهی. عدد به عنوان مالیات("),
    "debt card": Term("debt card", "کارت بدهی", "کارت بدهی 55 عدد کارت بازار سیاه"),
    "Small Market": Term(
        "Small Market",
        "بازار کوچک",
        "رد(. کارت روی دسته بازار کوچک )سمت چپ( برگردانده",
        "The Black Market card's small side (the engine also writes Small-Market).",
    ),
    "Large Market": Term(
        "Large Market",
        "بازار بزرگ",
        "چپ( برگردانده شود و بر روی بازار بزرگ )سمت راست قرار بگی",
        "The Black Market card's large side (the engine also writes Large-Market).",
    ),
    "supply": Term(
        "supply",
        "انبار بازی",
        "تمامی منابع پرداخت شده به انبار بازی باز گردانده می",
        ("Paid resources and coins go back to «انبار بازی» (the game's store); taxes go to the Tax Stand instead."),
    ),
    "deck": Term(
        "deck",
        "دسته کارت",
        "بازیکن 0های سازه، از دسته کارت -05",
        "A deck is «دسته\u200cی کارت\u200cها», e.g. «دسته\u200cی کارت\u200cهای سازه».",
    ),
    "Black Market card": Term("Black Market card", "کارت بازار سیاه", "کارت بدهی 55 عدد کارت بازار سیاه 08"),
    "prisoner": Term(
        "prisoner",
        "زندانی",
        "قرمز در تعداد کارگر زندانی برابر هستند ) هر کدام",
        "A worker in prison is «کارگر زندانی».",
    ),
    "unpaid": Term("unpaid", "پرداخت نشده", "امتیاز به ازای هر بدهی پرداخت نشده 5از دست دادن"),
    "pay off": Term("pay off", "تسویه", "و تسویه کردن یک بدهی. عدد به عنوان مالیات("),
    "tax": Term("tax", "مالیات", "همواره مستقیما سکه به عنوان مالیات )سکه 0عدد از این 5سکه"),
    "Cathedral": Term(
        "Cathedral",
        "کلیسا",
        "دستش را بسازد، و یا کار کلیسا را جلو ببرد. ، میدهدزمانی که بازیکن",
        (
            "The Cathedral is «کلیسا» (in the introduction «کلیسای جامع»); so the Church "
            "building needs another word (see UNNAMED)."
        ),
    ),
    "level": Term("level", "سطح", "دادن نشانگر بازیکن به یک سطح بالاتر در کلیسا. -5"),
    "reward card": Term("reward card", "کارت پاداش", "پاداش و دریافت رو کردن بالاترین کارت پاداش از دسته کارت -0"),
    "Black Market reset": Term("Black Market reset", "چینش مجدد بازار سیاه", "چینش مجدد بازار سیاه"),
    "capture": Term(
        "capture",
        "دستگیر",
        "ره و بازی تک نفره( دستگیر کند.نف 5یا 5",
        "To capture is «دستگیر کردن», a capture «دستگیری».",
    ),
    "release": Term(
        "release", "آزاد", "ها به آزاد کردن تمامی کارگرهای خودشان از زندان و", "To release is «آزاد کردن»."
    ),
    "hire": Term("hire", "استخدام", "را جمع آوری کنند، کارآموز استخدام کنند و به صورت جدید او،"),
    "trade": Term("trade", "معاوضه", "منبع 5های قابل انجام معاوضه انجام دهند. اکشن"),
    "discard": Term(
        "discard",
        "سوزاندن",
        "آن در زیر دسته کارتسوزاندن یکی از کارت -5",
        "The rulebook «burns» discarded cards (سوزاندن).",
    ),
    "hand": Term("hand", "دست", "بدهید. هر بازیکن یک کارت از دست خود انتخاب"),
    "VP": Term(
        "VP",
        "امتیاز",
        "دست آوردن بیشترین امتیاز پیروزی در پایان بازی است. امتیازات از طریق",
        "Victory points are «امتیاز پیروزی», usually plain «امتیاز».",
    ),
    "player board": Term(
        "player board",
        "صفحه\u200cی بازیکن",
        "د ی بازیکن انتخاب کنهر بازیکن یک صفحه -08",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); "
            "«صفحه\u200cی بازیکن» (the player's board)."
        ),
    ),
    "standard": Term("standard", "استاندارد", "ی دو طرفه بازیکن )استاندارد و متغیر(صفحه 5"),
    "variable": Term("variable", "متغیر", "ی دو طرفه بازیکن )استاندارد و متغیر(صفحه 5"),
    "immediate": Term("immediate", "فوری", "بازی )علامت پرچم( و یک تاثیر فوری )علاومت صاعقه( دارند."),
    "end-game": Term(
        "end-game",
        "پایان بازی",
        "ها یک تاثیر پایان بازی )علامت پرچم( و یک",
        "An end-game effect is «تاثیر پایان بازی».",
    ),
    "resources": Term("resources", "منابع", "زمان به دست آوردن منابع مشخص شده تغییر نمیبازیکنان"),
    "turn": Term("turn", "نوبت", "قرار می 0کارگر دارد و در هر نوبت تنها 58هر بازیکن کارگر:"),
}

UNNAMED: dict[str, Proposed] = {
    "Starting apprentice draft": Proposed(
        "انتخاب کارآموزان آغاز بازی",
        (
            "An optional rule of the engine (rules §11.2), not in the Persian rulebook; "
            "built from its words «کارآموز» and «آغاز بازی»."
        ),
    ),
    "Apprentice cycling at the Guildhall": Proposed(
        "چرخش کارآموزان در اتاق صنف",
        (
            "An optional rule of the engine (rules §11.2), not in the Persian rulebook; "
            "built from its words «کارآموز» and «اتاق صنف»."
        ),
    ),
    "Character": Proposed(
        "شخصیت",
        (
            "The seed names the five variable-side characters only in Latin letters and has "
            "no word for them; «شخصیت» is ours."
        ),
    ),
    "Ada": Proposed("آدا", "A name the seed writes only in Latin letters; transliterated."),
    "Caroline": Proposed("کارولین", "A name the seed writes only in Latin letters; transliterated."),
    "Frederick": Proposed(
        "فردریک", ("A name the seed writes only in Latin letters (once misspelt Fredrick); transliterated.")
    ),
    "Rudolf": Proposed("رودولف", "A name the seed writes only in Latin letters; transliterated."),
    "Therese": Proposed("ترز", "A name the seed writes only in Latin letters; transliterated."),
    "Smithy": Proposed("آهنگری", "The seed lists this building only by its English name; our rendering."),
    "Steeple": Proposed("برج ناقوس", "The seed lists this building only by its English name; our rendering."),
    "Stone Market": Proposed(
        "بازار سنگ",
        ("The seed lists this building only by its English name; our rendering. «سنگ» as the seed's stone."),
    ),
    "Tavern": Proposed(
        "میخانه",
        ("The seed lists this building only by its English name; our rendering. Not in the seed's appendix at all."),
    ),
    "Thieves' Den": Proposed(
        "لانه\u200cی دزدان",
        (
            "The seed lists this building only by its English name; our rendering. The "
            "seed's introduction speaks of «جمع دزدان»."
        ),
    ),
    "Tiler's Hut": Proposed(
        "کلبه\u200cی سفالگر",
        ("The seed lists this building only by its English name; our rendering. After the seed's skill «سفالگری»."),
    ),
    "Trading Post": Proposed("پایگاه تجاری", "The seed lists this building only by its English name; our rendering."),
    "Treasury": Proposed(
        "گنج\u200cخانه",
        (
            "The seed lists this building only by its English name; our rendering. Not "
            "«خزانه», which the seed uses for the Tax Stand (خزانه مالیات)."
        ),
    ),
    "University": Proposed("دانشگاه", "The seed lists this building only by its English name; our rendering."),
    "Watchtower": Proposed(
        "دیده\u200cبانگاه",
        (
            "The seed lists this building only by its English name; our rendering. Not «برج "
            "نگهبانی», which the seed uses for the Guardhouse location."
        ),
    ),
    "Wood Market": Proposed("بازار چوب", "The seed lists this building only by its English name; our rendering."),
    "Aqueduct": Proposed(
        "آبراه",
        ("The seed lists this building only by its English name; our rendering. The seed misspells it Aquaduct."),
    ),
    "Armoury": Proposed("اسلحه\u200cخانه", "The seed lists this building only by its English name; our rendering."),
    "Barracks": Proposed("سربازخانه", "The seed lists this building only by its English name; our rendering."),
    "Betting House": Proposed(
        "شرط\u200cبندی\u200cخانه", "The seed lists this building only by its English name; our rendering."
    ),
    "Carpenter's Hut": Proposed(
        "کلبه\u200cی نجار",
        ("The seed lists this building only by its English name; our rendering. After the seed's skill «نجاری»."),
    ),
    "Castle": Proposed("قلعه", "The seed lists this building only by its English name; our rendering."),
    "Chapel": Proposed("نمازخانه", "The seed lists this building only by its English name; our rendering."),
    "Church": Proposed(
        "کلیسای کوچک",
        (
            "The seed lists this building only by its English name; our rendering. Not "
            "«کلیسا», which the seed uses for the Cathedral."
        ),
    ),
    "Clay Market": Proposed(
        "بازار آجر", ("The seed lists this building only by its English name; our rendering. «آجر» as the seed's clay.")
    ),
    "Clay Pit": Proposed(
        "گودال آجر", ("The seed lists this building only by its English name; our rendering. «آجر» as the seed's clay.")
    ),
    "Drafting Room": Proposed(
        "اتاق نقشه\u200cکشی",
        (
            "The seed lists this building only by its English name; our rendering. The seed "
            "calls drawing building cards working on «نقشه\u200cهای سازه»."
        ),
    ),
    "Dungeon": Proposed(
        "سیاه\u200cچال",
        ("The seed lists this building only by its English name; our rendering. Not «زندان», the seed's Prison."),
    ),
    "Factory": Proposed("کارخانه", "The seed lists this building only by its English name; our rendering."),
    "Fortress": Proposed("دژ", "The seed lists this building only by its English name; our rendering."),
    "Fountain": Proposed("فواره", "The seed lists this building only by its English name; our rendering."),
    "Gambler's Den": Proposed("قمارخانه", "The seed lists this building only by its English name; our rendering."),
    "Hideout": Proposed("مخفیگاه", "The seed lists this building only by its English name; our rendering."),
    "Library": Proposed("کتابخانه", "The seed lists this building only by its English name; our rendering."),
    "Lighthouse": Proposed("فانوس دریایی", "The seed lists this building only by its English name; our rendering."),
    "Lumber Camp": Proposed(
        "اردوگاه چوب\u200cبری", "The seed lists this building only by its English name; our rendering."
    ),
    "Mason's Hut": Proposed(
        "کلبه\u200cی بنا",
        ("The seed lists this building only by its English name; our rendering. After the seed's skill «بنایی»."),
    ),
    "Moneylender": Proposed("رباخوار", "The seed lists this building only by its English name; our rendering."),
    "Monument": Proposed("بنای یادبود", "The seed lists this building only by its English name; our rendering."),
    "Observatory": Proposed(
        "رصدخانه",
        ("The seed lists this building only by its English name; our rendering. Not in the seed's appendix at all."),
    ),
    "Palace": Proposed("کاخ", "The seed lists this building only by its English name; our rendering."),
    "Reservoir": Proposed("آب\u200cانبار", "The seed lists this building only by its English name; our rendering."),
    "Silver Market": Proposed("بازار نقره", "The seed lists this building only by its English name; our rendering."),
}
