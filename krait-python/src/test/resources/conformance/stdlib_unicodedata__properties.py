import unicodedata as ud
chars = 'aZ5½é\u0301ß\u00a0\u2003\u212b\ufb01①٣Ⅻ€😀\u4e00\u200d\t\n\uac00\u1100'
for c in chars:
    print(repr(c), ud.category(c), ud.name(c, '?'), ud.decomposition(c), ud.bidirectional(c), ud.combining(c),
          ud.east_asian_width(c), ud.mirrored(c), ud.decimal(c, None), ud.digit(c, None), ud.numeric(c, None))
for form in ['NFC', 'NFD', 'NFKC', 'NFKD']:
    s = 'Å ﬁ ① é ｶﾞ ㎏ x\u0301'
    n = ud.normalize(form, s)
    print(form, ascii(n), len(n), ud.is_normalized(form, s), ud.is_normalized(form, n))
print(ud.lookup('LATIN SMALL LETTER E WITH ACUTE'), ud.lookup('snowman'), ud.name('\u2603'))
for bad in [lambda: ud.lookup('NOT A REAL NAME'), lambda: ud.name('\x00'), lambda: ud.normalize('NFX', 'a'),
            lambda: ud.category('ab'), lambda: ud.numeric('a'), lambda: ud.digit('x'), lambda: ud.decimal('½'),
            lambda: ud.decomposition(''), lambda: ud.name(5)]:
    try:
        print(bad())
    except (KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
def strip_accents(s):
    return ''.join(c for c in ud.normalize('NFD', s) if not ud.combining(c))
print(strip_accents('Crème Brûlée à la façon de São Paulo'), ud.normalize('NFKD', 'ﬀ①²').encode('ascii', 'ignore'))
print([ud.decomposition(c) for c in 'ÀǅﬂＡ²¼ᾀ㍱'])
print(ud.unidata_version, ud.category('\U000e0001'), ud.name('\U0001F600'))
def slug(s):
    s = ud.normalize('NFKD', s).encode('ascii', 'ignore').decode()
    return '-'.join(w.lower() for w in ''.join(ch if ch.isalnum() else ' ' for ch in s).split())
print(slug('Héllo, Wörld! Ünïcode — test ①'))
