# upper()/lower() of strings long enough to be mapped in pieces: expansions (ß, İ, ligatures),
# final sigma whose context lies across a piece boundary, astral characters on a boundary
s = ('x' * 255 + '\U0001F600' + 'ab' + 'Σ' + '.' * 300 + ' ' + 'Σa') * 20 + 'ß' * 1000 + 'İ' * 1000 + 'ﬃ' * 300
up = s.upper()
low = s.lower()
print(len(s), len(up), len(low))
print(low.count('ς'), low.count('σ'), up.count('SS'), up.count('FFI'), low.count('i\u0307'))
print(ascii(up[250:262]), ascii(low[250:262]))
print(ascii(up[-8:]), ascii(low[-8:]))
print(up == ''.join(c.upper() for c in s))
t = 'Σ' * 600 + 'aΣ' + '.' * 500
print(t.lower().count('ς'), t.lower().count('σ'), ascii(t.lower()[598:604]))
print(('ǅ' * 400).lower()[:3], ('ǆ' * 400).upper()[:3], ('ŉ' * 300).upper().count('ʼN'))
