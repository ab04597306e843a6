import unicodedata

print(unicodedata.unidata_version)
names = ["José", "Zoë", "Ångström", "naïve café", "Crème Brûlée", "ﬁancé", "Ｆｕｌｌｗｉｄｔｈ", "x²", "Straße"]
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
for n in names:
    nfd = unicodedata.normalize("NFD", n)
    nfc = unicodedata.normalize("NFC", nfd)
    print(n, len(n), len(nfd), len(nfc), nfc == n, strip_accents(n), unicodedata.normalize("NFKC", n),
          unicodedata.is_normalized("NFC", n), unicodedata.is_normalized("NFD", n))
print(ascii(unicodedata.normalize("NFD", "é")), unicodedata.normalize("NFC", "e\u0301") == "é")
for ch in "aZ5 _-(»€+\n\u0301\u00e9\u4e00\uac00\u200b😀٣":
    print(ascii(ch), unicodedata.category(ch), unicodedata.bidirectional(ch), unicodedata.combining(ch),
          unicodedata.mirrored(ch), unicodedata.east_asian_width(ch), unicodedata.name(ch, "<none>"))
print(unicodedata.name("é"), unicodedata.name("€"), unicodedata.name("😀"), unicodedata.name("\uac01"))
print(unicodedata.lookup("LATIN SMALL LETTER E WITH ACUTE"), unicodedata.lookup("snowman"),
      unicodedata.lookup("CJK UNIFIED IDEOGRAPH-4E2D"), unicodedata.lookup("HANGUL SYLLABLE GAG"))
for bad in ["NOT A REAL CHARACTER", "BASIC LATIN 41"]:
    try:
        unicodedata.lookup(bad)
    except KeyError as e:
        print("KeyError:", e)
try:
    unicodedata.name("\n")
except ValueError as e:
    print("ValueError:", e)
for ch in "7٣²½Ⅻ①x":
    print(ch, unicodedata.numeric(ch, None), unicodedata.digit(ch, None), unicodedata.decimal(ch, None))
for f in (unicodedata.decimal, unicodedata.digit, unicodedata.numeric):
    try:
        f("x")
    except ValueError as e:
        print("ValueError:", e)
print(unicodedata.numeric("一"), unicodedata.numeric("万"), unicodedata.numeric("¼"))
for call in [lambda: unicodedata.category("ab"), lambda: unicodedata.category(1),
             lambda: unicodedata.normalize("NFX", "a"), lambda: unicodedata.normalize("NFC", 1),
             lambda: unicodedata.name("")]:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(sorted({unicodedata.category(c) for c in "Hello, World! 123 \t"}))
print([unicodedata.east_asian_width(c) for c in "aＡｱア한·"])
