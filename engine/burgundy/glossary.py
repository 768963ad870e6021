"""The Castles of Burgundy in Persian: the rulebook's own Persian name for every term the engine writes.

Keys are the English terms exactly as ``engine/burgundy`` writes them to players. ``GLOSSARY`` holds the
terms the Persian rulebook names (``seeds/001_fd5412085a44fc3f.txt``, extracted from its PDF: lines out of order,
words sometimes glued together, digits garbled), each with a verbatim excerpt of the seed as evidence.
``UNNAMED`` holds the terms it does not name, with our proposed rendering and the reason; the
translation takes its game terms from both, and ``tests/engine/test_glossaries.py`` checks them.
"""

from engine.core.glossary import Proposed, Term

GLOSSARY: dict[str, Term] = {
    "Castles of Burgundy": Term(
        "Castles of Burgundy",
        "قلعه\u200cهای بورگاندی",
        "»های بورگاندیقلعه«",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "title reads «قلعه\u200cهای بورگاندی»."
        ),
    ),
    "hex tile": Term(
        "hex tile",
        "کاشی شش\u200cضلعی",
        ":»ضلعیکاشی شش«164",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "component list names «کاشی شش\u200cضلعی» (the six-sided tile)."
        ),
    ),
    "building": Term("building", "ساختمان", "(حدبار که بازیکن، یک کاشی ساختمان به ملک خود اضافه میهر»:ساختمان«"),
    "animal": Term("animal", "حیوان", "(حدبار که بازیکن، یک کاشی حیوان به ملک خود اضافه میهر:"),
    "Knowledge": Term("Knowledge", "دانش", "هستند که د26ها این کاشی»:دانش«"),
    "knowledge tile": Term(
        "knowledge tile",
        "کاشی دانش",
        "آن6پشترنگ زرد /(به» دانشکاشی «26-",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "component list names «کاشی دانش»."
        ),
    ),
    "castle": Term(
        "castle",
        "قلعه",
        "آن2پشترنگ سبز تیره /(به» قلعهکاشی «16-",
        "The tile kind is «قلعه» (a castle tile, کاشی قلعه).",
    ),
    "mine": Term("mine", "معدن", "ی نقره از بانک سکه1ازای هر معدنی که در ملک خود دارد، به،عوض،"),
    "ship": Term("ship", "کشتی", "(که حدبار که بازیکن، یک کشتی به ملک خود اضافه میهر»: کشتی«"),
    "goods": Term("goods", "کالا", "»فروش کالا«عملیات"),
    "goods tile": Term("goods tile", "کاشی کالا", "راحتی شود، بهکاشی کالا به بازی اضافه شده و در آغاز"),
    "silverling": Term(
        "silverling",
        "سکه\u200cی نقره",
        "ضلعی)(هشت» ی نقرهسکه«20",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "seed's «سکّه\u200cی نقره» (silver coin) is the silverling."
        ),
    ),
    "worker": Term(
        "worker", "کارگر", "شکل)(مربع» کاشی کارگر«30", "Workers are worker tiles (کاشی کارگر) in the rulebook."
    ),
    "bonus tile": Term(
        "bonus tile",
        "کاشی پاداش ویژه",
        "رنگ 6شکل / در (مربع»کاشی پاداش ویژه«12",
        "Also «کاشی ویژه» (large and small) in the scoring text.",
    ),
    "die": Term("die", "تاس", "ی بازی بدهید. تاس سفید را به آغازکننده"),
    "dice": Term("dice", "تاس", "سفید را نیز پرتاب میتاس خود را پرتاب می2ی بازیکنان، ابتدا،"),
    "white die": Term("white die", "تاس سفید", "ی بازی بدهید. تاس سفید را به آغازکننده"),
    "estate": Term(
        "estate",
        "ملک",
        "خانهتواند مستقیما به ملک بازیکن اضافه شود)! اگر همهگیرد (هرگز",
        ("The player's estate is «ملک» (ملک شخصی); the board it is printed on is «صفحه\u200cی شخصی»."),
    ),
    "player board": Term(
        "player board",
        "صفحه\u200cی شخصی",
        "»1یشماره«که طرف شکلیی شخصی: که آن را بهصفحه1-",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); "
            "«صفحه\u200cی شخصی» is the player's own board."
        ),
    ),
    "depot": Term(
        "depot", "انبار", "(نتیجهی اصلی که شمارهانبارهای صفحه", "The six numbered depots are «انبارهای شماره\u200cدار»."
    ),
    "black depot": Term(
        "black depot", "انبار سیاه", "انبار سیاه مرکزی", "The seed says «انبار سیاه مرکزی» (the central black depot)."
    ),
    "storage": Term(
        "storage",
        "ذخیره",
        "هیچ امتیازی ندارند!مانده در ذخیرهضلعی باقیهای ششکاشینکته:",
        ("The seed uses «ذخیره» both for the three tile spaces and for goods storage (ذخیره\u200cی کالا)."),
    ),
    "phase": Term(
        "phase",
        "مرحله",
        "صورت میسازی،و آمادهدر آغاز هر مرحله، چیدمان",
        ("The five phases A-E are «مرحله»; the seed says «فاز» once, in the 3-player note."),
    ),
    "round": Term("round", "دور", "یک نوبت بازی کرد، یک دور جدید آغاز میوقتیرسد. های دوم!)"),
    "turn": Term("turn", "نوبت", "آخر...که هر بازیکن، یک نوبت بازی کرد، یک دور جدید آغاز"),
    "turn-order track": Term(
        "turn-order track", "ردیف نوبت", "بعدی (از راست به چپ در ردیف نوبت و از بازیکن آغازکننده، نوبت خودش"
    ),
    "start player": Term(
        "start player",
        "آغازکننده",
        "پای آن قرار بگیرد. ی بازیکن آغازکننده باید در رأس این ستون و",
        "The seed writes «بازیکن آغازکننده» (the starting player).",
    ),
    "VP": Term(
        "VP",
        "امتیاز",
        "دهد. از ردیف امتیازات قرار می100/0ی اش):",
        "Victory points are plain «امتیاز»; the score track is «ردیف امتیازات».",
    ),
    "start castle": Term(
        "start castle",
        "قلعه\u200cی آغاز",
        "قرار بگیرد. » ی آغازقلعه«ی دور خانه6اولین کاشی باید حتما",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "first tile goes next to «قلعه\u200cی آغاز»."
        ),
    ),
    "city": Term("city", "شهر", "کردن کاشی همکاشی می1در هر شهر، از هر نوع ساختمان، فقط نکته:"),
    "region": Term("region", "ناحیه", "»شدهکامل«ها پوشانده شود، این ناحیه، طور کامل با کاشیبه-اشبدون توجه به اندازه-ی"),
    "pasture": Term(
        "pasture",
        "چمن\u200cزار",
        ("از قبل در -» 3-گاو «گذارد و با توجه به کاشی زار خود میی چمنرا در بالاترین خانه» 4-گاو"),
        (
            "The seed's line is out of order (the PDF reversed and glued its words); "
            "«چمن\u200cزار» (pasture) is written «زار … چمن»."
        ),
    ),
    "space": Term("space", "خانه", "داده و هر ستون را در یکی از خانه5ستون 5کاشی را جدا"),
    "species": Term("species", "گونه", "کند.امتیاز دریافت می12= 4×3گونه حیوانی که دارد، 3او بابت گوسفند در"),
    "colour": Term("colour", "رنگ", "میاز قبل، متصل شود. رنگ کاشی حتما باید با رنگ خانهموجودیک کاشی-کمدست-حتما"),
    "sell": Term("sell", "فروش", "»فروش کالا«عملیات", "The action is «فروش کالا» (selling goods)."),
    "Sales": Term("Sales", "فروش کالا", "»فروش کالا«عملیات"),
    "take workers": Term(
        "take workers",
        "برداشتن کاشی کارگر",
        "»های کارگربرداشتن کاشی«عملیات",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "action is «برداشتن کاشی\u200cهای کارگر»."
        ),
    ),
    "buy": Term("buy", "خرید", "کاشیبار در هر نوبت، تصمیم به خرید یکیتواند یکاش، میعملیات"),
    "purchase": Term(
        "purchase",
        "خرید",
        "کاشیبار در هر نوبت، تصمیم به خرید یکیتواند یکاش، میعملیات",
        "Same word as «buy»: the once-a-turn purchase from the black depot.",
    ),
    "action": Term("action", "عملیات", "هر تاسبهعملیات یک-عملیات است2شامل دقیقا"),
    "bonus action": Term(
        "bonus action",
        "عملیات اضافه",
        "مرتبه)، بلافاصله یک عملیات اضافه 3اکثر کند (حدبه ملک",
        "The castle's extra action.",
    ),
    "scoring": Term(
        "scoring",
        "امتیازشماری",
        "گیرد:زیر صورت میترتیبامتیازشماری نهایی، بهرسد.ی پنجم، بازی",
        "Final scoring is «امتیازشماری نهایی».",
    ),
    "tie": Term("tie", "تساوی", "ی بازی خواهد بود. در صورت تساوی، بازیکنی برنده است"),
    "Goods left": Term(
        "Goods left",
        "کالای فروخته\u200cنشده",
        "امتیاز1نشده: هر کاشی کالای فروخته-",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); final "
            "scoring counts «هر کاشی کالای فروخته\u200cنشده» (each goods tile not sold)."
        ),
    ),
    "Warehouse": Term("Warehouse", "انبار کالا", ". به ملک)»انبار کالا«با یک عملیات تاس، چه با اضافه کردن"),
    "Carpenter's workshop": Term("Carpenter's workshop", "نجاری", "نجاری«بازیکنی که یک »:نجاری«"),
    "Church": Term("Church", "کلیسا", "کلیسا«بازیکنی که یک »: کلیسا«"),
    "Market": Term("Market", "بازار", "بازار«بازیکنی که یک »:بازار«"),
    "Boarding house": Term(
        "Boarding house",
        "مهمان\u200cخانه",
        "کلیسا«بازیکنی که یک »:خانهمهمان«",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "heading is «مهمان\u200cخانه»; its sentence wrongly repeats «کلیسا», a slip of "
            "the translation (the effect, 4 workers, is the boarding house's)."
        ),
    ),
    "Bank": Term("Bank", "بانک", "بانک«بازیکنی که یک »: بانک«"),
    "City hall": Term("City hall", "تالار شهر", "شهر«بازیکنی که یک »:تالار شهر«"),
    "Watchtower": Term("Watchtower", "برج نگهبانی", "نگهبانی«بازیکنی که یک »:برج نگهبانی«"),
    "cow": Term("cow", "گاو", "که از قبل در -» 3-گاو «گذارد و با توجه به"),
    "pig": Term("pig", "خوک", "اضافه کند، به همین چمن»2-خوک«، اگر بعدا یک کاشی»باربد«کند."),
    "sheep": Term("sheep", "گوسفند", "قبل در آن هست. او (»4-گوسفند«کند که یک کاشی زاری"),
    "chicken": Term("chicken", "مرغ", "گوسفند در ملک خود دارد. 3مرغ و 1گاو، 1، »باربد«مثال:"),
    "beige": Term("beige", "بژ", "انبارها کند، بلافاصله یک ساختمان بژمیبه ملک خود اضافه"),
    "light green": Term("light green", "سبز روشن", ")استرنگسیاههاتا از آن8پشترنگ سبز روشن /بهتا /7نوع مختلف،"),
    "yellow": Term("yellow", "زرد", ")استرنگسیاههاتا از آن6پشترنگ زرد /(به» دانشکاشی «26-"),
    "dark green": Term("dark green", "سبز تیره", ")استرنگسیاههاتا از آن2پشترنگ سبز تیره /(به» قلعهکاشی «16-"),
    "grey": Term("grey", "خاکستری", ")استرنگسیاههاتا از آن2پشترنگ خاکستری /(به» معدنکاشی «12-"),
    "blue": Term("blue", "آبی", ")استرنگسیاههاتا از آن6پشترنگ آبی /(به» کشتیکاشی «26-"),
    "turquoise": Term(
        "turquoise",
        "فیروزه\u200cای",
        ("کاشیکند)اضافه میی خودشموجود در صفحهایبه کالاهای فیروزهودارد (را برای خود برمیآنموجود"),
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "seed's «فیروزه\u200cای» is split over a line (فیروزه / ای); the goods colour "
            "is turquoise."
        ),
    ),
    "purple": Term("purple", "بنفش", "بابت 1کاشی صورتی و 3کاشی بنفش، 3کاشی قرمز، 4است:"),
    "pink": Term("pink", "صورتی", "4کاشی نارنجی. او بابت 1کاشی صورتی و 3کاشی بنفش، 3کاشی"),
    "red": Term("red", "قرمز", "صورتی و 3کاشی بنفش، 3کاشی قرمز، 4است: های کالا را"),
    "brown": Term(
        "brown",
        "قهوه\u200cای",
        "رابردارد) چون نمیکند (ای و صورتی، یکی را انتخاب میقهوه",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); the "
            "goods colour is «قهوه\u200cای» (brown)."
        ),
    ),
    "orange": Term("orange", "نارنجی", "نوع 4کاشی نارنجی. او بابت 1کاشی صورتی"),
    "black": Term("black", "سیاه", "انبار سیاه مرکزی"),
    "adjacent": Term(
        "adjacent",
        "هم\u200cجوار",
        "اضافه کند. به ذخیره، کالا دریافت کرده و جوارهمی کالای خانه",
        (
            "The seed's line is out of order (the PDF reversed and glued its words); "
            "knowledge tile 5 loads two «هم\u200cجوار» (adjacent) goods spaces."
        ),
    ),
}

UNNAMED: dict[str, Proposed] = {
    "End turn": Proposed("پایان نوبت", "The rulebook has no button words; «پایان» and «نوبت» are its own words."),
    "Towers": Proposed(
        "برج\u200cهای نگهبانی",
        (
            "The final score column of watchtowers; the rulebook names the building «برج "
            "نگهبانی» but has no plural heading."
        ),
    ),
}
